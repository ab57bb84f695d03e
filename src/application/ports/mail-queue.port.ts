import type { ResultAsync } from 'neverthrow';
import type { Mail, MailError } from './mailer.port';

/**
 * Where a queued mail stands: waiting (or waiting to be tried again), being handed to the mail
 * server, sent, failed for good (after its retries, or refused outright), or not sent because its
 * recipient had left the mail's list.
 */
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'unsubscribed';

/** One mail of the queue, as the officers' delivery logs show it (never its text: it may hold a code). */
export interface Delivery {
  readonly id: string;
  readonly key: string;
  readonly to: string;
  readonly subject: string;
  readonly list: Mail['list'] | null;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  /** The mail server's last answer when a try failed. */
  readonly lastError: string | null;
  /** ISO instants. */
  readonly queuedAt: string;
  readonly sentAt: string | null;
}

/** Which deliveries to read: each set field narrows (the key by prefix: a campaign's or a reminder run's mails). */
export interface DeliveryQuery {
  readonly keyPrefix: string | null;
  readonly to: string | null;
  readonly status: DeliveryStatus | null;
}

export interface DeliveryPage {
  readonly deliveries: readonly Delivery[];
  /** How many match, by status. */
  readonly counts: Readonly<Record<DeliveryStatus, number>>;
}

/**
 * The durable mail queue (issue 19). `Mailer.send` of the server's wiring queues through it and
 * tries the mail at once (a code still arrives within seconds); `enqueue` queues many for the
 * worker to send at the mail server's pace (a campaign, a reminder run). A mail is one per key
 * and recipient: queued again, it is not sent again.
 */
export interface MailQueue {
  /** Queues the mails (each with a `key`); answers how many were new (not already queued under their key and recipient). */
  enqueue(mails: readonly Mail[]): ResultAsync<number, MailError>;
  /** The deliveries the query matches, newest first, at most `limit`, with the counts of all that match. */
  deliveries(query: DeliveryQuery, limit: number): ResultAsync<DeliveryPage, MailError>;
}
