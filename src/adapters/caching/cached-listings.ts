import { okAsync, type ResultAsync } from 'neverthrow';
import type { ListQuery, Page } from '../../application/ports/list-query';
import type { NamedRecordAudit, NamedRecordRepository } from '../../application/ports/named-record-repository.port';
import type { NamedRecord, NamedValues } from '../../domain/named-records';
import type { RepositoryError } from '../../application/ports/repository.errors';

/** How many distinct list queries (filter, limit, nextToken) are remembered per repository; more just evicts. */
export const LISTING_CACHE_SIZE = 64;

/**
 * How many times the cached content has changed: every write bumps it when it starts and again
 * when it ends (succeeded or not). Something computed from the content while the count stayed the
 * same is current; the server's remembered GraphQL answers of public reads are kept by it.
 */
export class ContentVersion {
  #value = 0;

  get value(): number {
    return this.#value;
  }

  bump(): void {
    this.#value += 1;
  }
}

/**
 * The pages of one repository's list, remembered per query in a least-recently-used map and all
 * forgotten on every write. A write bumps the generation when it starts and when it ends, and a
 * page read is only remembered when no write started or ended while it was read: a list that
 * raced a write is answered but never kept, so the cache can never hold what a write replaced.
 */
export class ListingCache<T> {
  readonly #pages = new Map<string, Page<T>>();
  readonly #size: number;
  readonly #version: ContentVersion;
  #generation = 0;

  /** `version` is told of every write too, when something else remembers what this content answered. */
  constructor(size = LISTING_CACHE_SIZE, version = new ContentVersion()) {
    this.#size = size;
    this.#version = version;
  }

  /** The remembered page for `query`, else `read()`'s, remembered when it succeeds and no write interleaved. */
  list<F extends string>(query: ListQuery<F>, read: () => ResultAsync<Page<T>, RepositoryError>): ResultAsync<Page<T>, RepositoryError> {
    const key = keyOf(query);
    const known = this.#pages.get(key);
    if (known !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      this.#pages.delete(key);
      this.#pages.set(key, known);
      return okAsync(known);
    }
    const generation = this.#generation;
    return read().map((page) => {
      if (generation === this.#generation) {
        this.#pages.set(key, page);
        if (this.#pages.size > this.#size) this.#pages.delete(this.#pages.keys().next().value as string);
      }
      return page;
    });
  }

  /** Runs a write, forgetting every page before it starts and again when it has ended (succeeded or not). */
  write<V>(run: () => ResultAsync<V, RepositoryError>): ResultAsync<V, RepositoryError> {
    this.#forget();
    return run()
      .map((value) => {
        this.#forget();
        return value;
      })
      .mapErr((error) => {
        this.#forget();
        return error;
      });
  }

  #forget(): void {
    this.#version.bump();
    this.#generation += 1;
    this.#pages.clear();
  }
}

/** A stable key for a list query: the same filter, limit and nextToken give the same key whatever the order of the filter's fields. */
function keyOf<F extends string>(query: ListQuery<F>): string {
  return JSON.stringify([query.filter ?? null, query.limit ?? null, query.nextToken ?? null], (_name, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/**
 * Events or officers with their lists answered from memory: the public listings are read on every
 * visit and written only from the Admin Panel. Every write goes through this repository (the
 * server is the only writer of its database), so a list never answers what a write has replaced.
 */
export class CachedNamedRepository<V extends string, T extends NamedRecord<V>> implements NamedRecordRepository<V, T> {
  readonly #inner: NamedRecordRepository<V, T>;
  readonly #cache: ListingCache<T>;

  constructor(inner: NamedRecordRepository<V, T>, size = LISTING_CACHE_SIZE, version = new ContentVersion()) {
    this.#inner = inner;
    this.#cache = new ListingCache(size, version);
  }

  list(query: ListQuery<V | 'id'> = {}): ResultAsync<Page<T>, RepositoryError> {
    return this.#cache.list(query, () => this.#inner.list(query));
  }

  get(id: string): ResultAsync<T, RepositoryError> {
    return this.#inner.get(id);
  }

  findByName(name: string): ResultAsync<T | null, RepositoryError> {
    return this.#inner.findByName(name);
  }

  /** Writes pass their `audit` entry on to the store, which writes it with the change. */
  create(input: NamedValues<V>, audit?: NamedRecordAudit<V>): ResultAsync<T, RepositoryError> {
    return this.#cache.write(() => this.#inner.create(input, audit));
  }

  update(id: string, changes: Partial<NamedValues<V>>, audit?: NamedRecordAudit<V>): ResultAsync<T, RepositoryError> {
    return this.#cache.write(() => this.#inner.update(id, changes, audit));
  }

  delete(id: string, audit?: NamedRecordAudit<V>): ResultAsync<T, RepositoryError> {
    return this.#cache.write(() => this.#inner.delete(id, audit));
  }
}
