import { okAsync, type ResultAsync } from 'neverthrow';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { SiteTextRepository, StoredSiteText } from '../../application/ports/site-text-repository.port';

/** Saved page texts in a Map, keyed by text. */
export class InMemorySiteTextRepository implements SiteTextRepository {
  readonly #texts = new Map<string, StoredSiteText>();

  list(): ResultAsync<readonly StoredSiteText[], RepositoryError> {
    return okAsync([...this.#texts.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)));
  }

  get(key: string): ResultAsync<StoredSiteText | null, RepositoryError> {
    return okAsync(this.#texts.get(key) ?? null);
  }

  save(text: StoredSiteText): ResultAsync<StoredSiteText, RepositoryError> {
    const stored = { ...text };
    this.#texts.set(text.key, stored);
    return okAsync(stored);
  }
}
