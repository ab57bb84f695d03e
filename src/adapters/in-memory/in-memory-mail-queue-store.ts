import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  type ClaimedMail,
  type ClaimRequest,
  IN_DOUBT_ERROR,
  type MailQueueStore,
  type NewQueuedMail,
  type RetryMailError,
} from '../../application/ports/mail-queue-store.port';
import type { Delivery, DeliveryPage, DeliveryQuery, DeliveryStatus } from '../../application/ports/mail-queue.port';
import type { Mail, MailError } from '../../application/ports/mailer.port';
import type { AuditEntry } from '../../domain/audit';
import type { InMemoryAuditRecords } from './in-memory-audit-records';

interface Entry {
  readonly id: string;
  readonly mail: Mail & { readonly key: string };
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string;
  lease: string | null;
  claimedUntil: string | null;
  lastError: string | null;
  readonly queuedAt: string;
  sentAt: string | null;
}

const STATUSES: readonly DeliveryStatus[] = ['queued', 'sending', 'sent', 'failed', 'unsubscribed'];

function toDelivery(entry: Entry): Delivery {
  return {
    id: entry.id,
    key: entry.mail.key,
    to: entry.mail.to,
    subject: entry.mail.subject,
    list: entry.mail.list ?? null,
    status: entry.status,
    attempts: entry.attempts,
    lastError: entry.lastError,
    queuedAt: entry.queuedAt,
    sentAt: entry.sentAt,
  };
}

function leaseRanOut(entry: Entry, now: string): boolean {
  return entry.status === 'sending' && entry.claimedUntil !== null && entry.claimedUntil <= now;
}

function isDue(entry: Entry, now: string): boolean {
  return (entry.status === 'queued' && entry.nextAttemptAt <= now) || (leaseRanOut(entry, now) && entry.mail.list === undefined);
}

/** The mail queue in this process's memory (tests, the UI's worlds), with the SQL store's meaning. */
export class InMemoryMailQueueStore implements MailQueueStore {
  readonly #entries: Entry[] = [];
  readonly #audit: InMemoryAuditRecords | null;

  constructor(audit: InMemoryAuditRecords | null = null) {
    this.#audit = audit;
  }

  add(mails: readonly NewQueuedMail[]): ResultAsync<number, MailError> {
    let added = 0;
    for (const { id, mail, status, queuedAt } of mails) {
      if (this.#entries.some((entry) => entry.mail.key === mail.key && entry.mail.to === mail.to)) continue;
      const copy = structuredClone(mail);
      this.#entries.push({
        id,
        mail: copy,
        status,
        attempts: 0,
        nextAttemptAt: queuedAt,
        lease: null,
        claimedUntil: null,
        lastError: null,
        queuedAt,
        sentAt: null,
      });
      added += 1;
    }
    return okAsync(added);
  }

  claim(request: ClaimRequest): ResultAsync<readonly ClaimedMail[], MailError> {
    for (const entry of this.#entries)
      if (leaseRanOut(entry, request.now) && entry.mail.list !== undefined)
        Object.assign(entry, { status: 'failed', lease: null, claimedUntil: null, lastError: IN_DOUBT_ERROR });
    const due = this.#entries
      .filter((entry) => isDue(entry, request.now))
      .filter((entry) => !request.only || (entry.mail.key === request.only.key && entry.mail.to === request.only.to))
      .sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt) || a.queuedAt.localeCompare(b.queuedAt) || a.id.localeCompare(b.id))
      .slice(0, request.limit);
    return okAsync(
      due.map((entry) => {
        entry.status = 'sending';
        entry.attempts += 1;
        entry.lease = request.lease;
        entry.claimedUntil = request.until;
        return { id: entry.id, mail: structuredClone(entry.mail), attempts: entry.attempts, lease: request.lease };
      }),
    );
  }

  markSent(id: string, at: string): ResultAsync<void, MailError> {
    const entry = this.#entries.find((each) => each.id === id);
    if (entry && entry.status !== 'sent')
      Object.assign(entry, { status: 'sent', sentAt: at, lease: null, claimedUntil: null, lastError: null });
    return okAsync(undefined);
  }

  markFailedTry(id: string, lease: string, error: string, nextAttemptAt: string | null): ResultAsync<void, MailError> {
    const entry = this.#entries.find((each) => each.id === id && each.lease === lease && each.status === 'sending');
    if (entry) {
      Object.assign(entry, { status: nextAttemptAt === null ? 'failed' : 'queued', lease: null, claimedUntil: null, lastError: error });
      if (nextAttemptAt !== null) entry.nextAttemptAt = nextAttemptAt;
    }
    return okAsync(undefined);
  }

  retry(id: string, now: string, audit: AuditEntry): ResultAsync<Delivery, RetryMailError> {
    const entry = this.#entries.find((each) => each.id === id);
    if (!entry) return errAsync({ type: 'NotFound', message: 'There is no such mail in the queue.' });
    if (entry.status !== 'failed') return errAsync({ type: 'Conflict', message: 'Only a failed mail can be tried again.' });
    Object.assign(entry, { status: 'queued', attempts: 0, nextAttemptAt: now, lastError: null });
    this.#audit?.append(audit);
    return okAsync(toDelivery(entry));
  }

  deliveries(query: DeliveryQuery, limit: number): ResultAsync<DeliveryPage, MailError> {
    const to = query.to?.trim().toLowerCase() ?? null;
    const matching = this.#entries.filter(
      (entry) =>
        (query.status === null || entry.status === query.status) &&
        (to === null || entry.mail.to.toLowerCase() === to) &&
        (query.keyPrefix === null || entry.mail.key.startsWith(query.keyPrefix)),
    );
    const counts = Object.fromEntries(STATUSES.map((status) => [status, matching.filter((entry) => entry.status === status).length]));
    const newest = [...matching].sort((a, b) => b.queuedAt.localeCompare(a.queuedAt) || b.id.localeCompare(a.id));
    return okAsync({ deliveries: newest.slice(0, limit).map(toDelivery), counts: counts as Record<DeliveryStatus, number> });
  }
}
