import type { ResultAsync } from 'neverthrow';
import type { CommitteeRepository } from '../../application/ports/committee-repository.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import type { MarkdownRenderer } from '../../application/ports/markdown-renderer.port';
import type { NamedRecordAudit, NamedRecordRepository } from '../../application/ports/named-record-repository.port';
import type { NewsRepository } from '../../application/ports/news-repository.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import {
  COMMITTEES,
  htmlField,
  NEWS_POSTS,
  type CommitteeValue,
  type NamedRecord,
  type NamedRecordKind,
  type NamedValues,
  type NewsPostValue,
} from '../../domain/named-records';
import type { Committee, NewsPost } from '../../domain/news';

/**
 * A kind's records (news posts, committees) with the safe HTML of each Markdown field beside it
 * (`kind.markdown`, read as `<field>Html`), rendered by the server's MarkdownRenderer whenever a
 * record is read or written: what readers get is never the officer's raw Markdown turned into HTML
 * by a browser. Put a listing cache outside it, so a listed page is rendered once per write.
 */
export class RenderedNamedRepository<V extends string, T extends NamedRecord<V>> implements NamedRecordRepository<V, T> {
  readonly #kind: NamedRecordKind<V>;
  readonly #inner: NamedRecordRepository<V>;
  readonly #renderer: MarkdownRenderer;

  constructor(kind: NamedRecordKind<V>, inner: NamedRecordRepository<V>, renderer: MarkdownRenderer) {
    this.#kind = kind;
    this.#inner = inner;
    this.#renderer = renderer;
  }

  list(query?: ListQuery<V | 'id'>): ResultAsync<Page<T>, RepositoryError> {
    return this.#inner.list(query).map((page) => ({ ...page, items: page.items.map((record) => this.#rendered(record)) }));
  }

  get(id: string): ResultAsync<T, RepositoryError> {
    return this.#inner.get(id).map((record) => this.#rendered(record));
  }

  findByName(name: string): ResultAsync<T | null, RepositoryError> {
    return this.#inner.findByName(name).map((record) => (record === null ? null : this.#rendered(record)));
  }

  /** The `audit` entry is the stored store's to write, made from the records as stored (their Markdown). */
  create(input: NamedValues<V>, audit?: NamedRecordAudit<V>): ResultAsync<T, RepositoryError> {
    return this.#inner.create(input, audit).map((record) => this.#rendered(record));
  }

  update(id: string, changes: Partial<NamedValues<V>>, audit?: NamedRecordAudit<V>): ResultAsync<T, RepositoryError> {
    return this.#inner.update(id, changes, audit).map((record) => this.#rendered(record));
  }

  delete(id: string, audit?: NamedRecordAudit<V>): ResultAsync<T, RepositoryError> {
    return this.#inner.delete(id, audit).map((record) => this.#rendered(record));
  }

  #rendered(record: NamedRecord<V>): T {
    const html = (this.#kind.markdown ?? []).map((field) => [htmlField(field), this.#renderer.toSafeHtml(record[field])]);
    // Object.fromEntries cannot say which keys it made; they are exactly T's `<field>Html` keys.
    return { ...record, ...Object.fromEntries(html) } as T;
  }
}

/** News posts as readers get them, over the stored posts. */
export function renderedNews(stored: NamedRecordRepository<NewsPostValue>, renderer: MarkdownRenderer): NewsRepository {
  return new RenderedNamedRepository<NewsPostValue, NewsPost>(NEWS_POSTS, stored, renderer);
}

/** Committees as readers get them, over the stored committees. */
export function renderedCommittees(stored: NamedRecordRepository<CommitteeValue>, renderer: MarkdownRenderer): CommitteeRepository {
  return new RenderedNamedRepository<CommitteeValue, Committee>(COMMITTEES, stored, renderer);
}
