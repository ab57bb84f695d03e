import type { AuditEntry } from '../../domain/audit';
import type { ResultAsync } from 'neverthrow';
import type { SiteTextKey } from '../../domain/site-texts';
import type { RepositoryError } from './repository.errors';

/** A page text an administrator saved: its Markdown, the safe HTML made of it, and who saved it when. */
export interface StoredSiteText {
  readonly key: SiteTextKey;
  /** The Markdown (or address) as the administrator wrote it. */
  readonly text: string;
  /** The server's rendering of `text`, sanitised: what the pages show. */
  readonly html: string;
  /** The e-mail of the administrator who saved it. */
  readonly updatedBy: string;
  /** ISO-8601. */
  readonly updatedAt: string;
}

/** The audit entry of an administrator's save of a page text, made from the text it replaces (null: never saved before). */
export type SiteTextAudit = (before: StoredSiteText | null) => AuditEntry;

/**
 * The page texts administrators have changed (domain/site-texts.ts lists every text and its
 * words before a change). A text never saved is not here; saving one again replaces it.
 */
export interface SiteTextRepository {
  /** Every saved text, ordered by key. */
  list(): ResultAsync<readonly StoredSiteText[], RepositoryError>;
  /** The saved text of `key`, or null when it was never saved. */
  get(key: SiteTextKey): ResultAsync<StoredSiteText | null, RepositoryError>;
  /**
   * Stores `text` as the text of its key, in place of any earlier one; answers what is stored. An
   * administrator's save passes its `audit` entry, made from the text it replaces (null: none),
   * written in the same transaction.
   */
  save(text: StoredSiteText, audit?: SiteTextAudit): ResultAsync<StoredSiteText, RepositoryError>;
}
