import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { Campaign } from '../../domain/member-email';
import type { RepositoryError } from './repository.errors';

/**
 * The officers' member e-mail (issue 19): campaigns as drafts, then sent. Every write carries the
 * officer's audit entry, written with it (one transaction in SQL).
 */
export interface CampaignStore {
  /** Newest first. */
  list(): ResultAsync<readonly Campaign[], RepositoryError>;
  get(id: string): ResultAsync<Campaign, RepositoryError>;
  /** Adds a draft, or rewrites one that is still a draft; null when the campaign has left the draft state (it is not changed). */
  saveDraft(campaign: Campaign, audit: AuditEntry): ResultAsync<Campaign | null, RepositoryError>;
  /**
   * Moves a draft to 'sending' with its recipients' count, in one conditional write: of two sends at
   * once, one gets the campaign and the other null (as does a campaign no longer a draft).
   */
  startSending(id: string, at: string, recipients: number, audit: AuditEntry): ResultAsync<Campaign | null, RepositoryError>;
  /** Marks a campaign being sent as sent, adding the mails the queue took. */
  finishSending(id: string, queued: number): ResultAsync<Campaign, RepositoryError>;
  /** Appends an entry about a campaign that changes nothing stored (a test sent to the officer). */
  note(entry: AuditEntry): ResultAsync<void, RepositoryError>;
}
