import { okAsync, type ResultAsync } from 'neverthrow';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { SiteTextAudit, SiteTextRepository, StoredSiteText } from '../../application/ports/site-text-repository.port';
import { InMemoryAuditRecords } from './in-memory-audit-records';

/** Saved page texts in a Map, keyed by text. */
export class InMemorySiteTextRepository implements SiteTextRepository {
  readonly #texts = new Map<string, StoredSiteText>();
  readonly #audit: InMemoryAuditRecords;

  /** Administrators' saves append to `audit`, the wiring's log. */
  constructor(audit = new InMemoryAuditRecords()) {
    this.#audit = audit;
  }

  list(): ResultAsync<readonly StoredSiteText[], RepositoryError> {
    return okAsync([...this.#texts.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)));
  }

  get(key: string): ResultAsync<StoredSiteText | null, RepositoryError> {
    return okAsync(this.#texts.get(key) ?? null);
  }

  save(text: StoredSiteText, audit?: SiteTextAudit): ResultAsync<StoredSiteText, RepositoryError> {
    const stored = { ...text };
    if (audit) this.#audit.append(audit(this.#texts.get(text.key) ?? null));
    this.#texts.set(text.key, stored);
    return okAsync(stored);
  }
}
