import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { Delivery, DeliveryPage, DeliveryQuery } from './mail-queue.port';
import type { Mail, MailError } from './mailer.port';

/** A mail to add to the queue: 'queued' to be sent, or 'unsubscribed' (its recipient left its list: kept, never sent). */
export interface NewQueuedMail {
  readonly id: string;
  /** The mail, with its `key` set. */
  readonly mail: Mail & { readonly key: string };
  readonly status: 'queued' | 'unsubscribed';
  /** ISO instant. */
  readonly queuedAt: string;
}

/** A mail a worker holds the lease of: it alone sends it until `claimedUntil`. */
export interface ClaimedMail {
  readonly id: string;
  readonly mail: Mail & { readonly key: string };
  /** Tries so far, this one included. */
  readonly attempts: number;
  /** The lease's token: the worker's later writes name it, so a worker whose lease was taken over changes nothing. */
  readonly lease: string;
}

/** What a worker claims: the mails due at `now` (or only the one of `only`), each leased until `until`. */
export interface ClaimRequest {
  /** ISO instants. */
  readonly now: string;
  readonly until: string;
  readonly lease: string;
  readonly limit: number;
  /** Only this mail (the try `Mailer.send` makes at once), when it is due. */
  readonly only?: { readonly key: string; readonly to: string };
}

/** Why an officer's 'Try again' was refused. */
export type RetryMailError =
  MailError | { readonly type: 'NotFound'; readonly message: string } | { readonly type: 'Conflict'; readonly message: string };

/**
 * Why a mail of a list found 'sending' after its lease ran out is not sent again: the process
 * sending it stopped between handing it to the mail server and recording the answer, so it may
 * have arrived. A receipt, a code or a ticket is sent again instead (a second copy does no harm;
 * a lost one does), but a campaign or a reminder twice is what a list's members complain of.
 */
export const IN_DOUBT_ERROR =
  'The server stopped while handing this mail to the mail server, so it may have arrived. It is not sent again by itself: ' +
  "if the recipient did not get it, use 'Try again'.";

/**
 * Where the mail queue keeps its mails (SQL: `mail_queue`, migration 0016; in memory for tests).
 * Every change is one conditional write, so two processes sharing a database never both claim a
 * mail: a claim takes mails that are queued and due, or 'sending' with a lease that ran out (the
 * process sending them stopped), and marks them 'sending' under a new lease. A mail of a list whose
 * lease ran out is marked 'failed' with {@link IN_DOUBT_ERROR} instead: never sent twice.
 */
export interface MailQueueStore {
  /** Adds the mails not already queued under their key and recipient; answers how many were new. */
  add(mails: readonly NewQueuedMail[]): ResultAsync<number, MailError>;
  /**
   * Claims up to `limit` due mails (oldest due first), counting a try for each; first marks the
   * mails of a list left 'sending' by a stopped process as failed, in doubt.
   */
  claim(request: ClaimRequest): ResultAsync<readonly ClaimedMail[], MailError>;
  /** The mail server took it: 'sent' (once; a second report keeps the first instant). */
  markSent(id: string, at: string): ResultAsync<void, MailError>;
  /** A try failed: back to 'queued' until `nextAttemptAt`, or 'failed' for good when `nextAttemptAt` is null. Only under `lease`. */
  markFailedTry(id: string, lease: string, error: string, nextAttemptAt: string | null): ResultAsync<void, MailError>;
  /** An officer's 'Try again' of a failed mail: queued again now with its tries counted afresh, with the audit entry in one write. */
  retry(id: string, now: string, audit: AuditEntry): ResultAsync<Delivery, RetryMailError>;
  /** The deliveries the query matches, newest first (by when queued), at most `limit`, with the counts by status of all that match. */
  deliveries(query: DeliveryQuery, limit: number): ResultAsync<DeliveryPage, MailError>;
}
