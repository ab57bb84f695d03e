import { sql, type Kysely, type Selectable } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  type ClaimedMail,
  type ClaimRequest,
  type MailQueueStore,
  type NewQueuedMail,
  type RetryMailError,
  IN_DOUBT_ERROR,
} from '../../application/ports/mail-queue-store.port';
import type { Delivery, DeliveryPage, DeliveryQuery, DeliveryStatus } from '../../application/ports/mail-queue.port';
import type { Mail, MailError } from '../../application/ports/mailer.port';
import type { AuditEntry } from '../../domain/audit';
import { appendAuditEntry } from './audit-rows';
import { mailFromJson, mailToJson } from './mail-json';
import type { DatabaseSchema, MailQueueTable } from './schema';
import { attempt } from './sql-errors';
import { dialectOf, escapeLike, like, type SqlDialect } from './sql-filter';

type Row = Selectable<MailQueueTable>;

const STATUSES: readonly DeliveryStatus[] = ['queued', 'sending', 'sent', 'failed', 'unsubscribed'];

function toDelivery(row: Omit<Row, 'mail_json'>): Delivery {
  return {
    id: row.id,
    key: row.key,
    to: row.recipient,
    subject: row.subject,
    list: (row.list as Mail['list']) ?? null,
    status: row.status as DeliveryStatus,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    queuedAt: row.queued_at,
    sentAt: row.sent_at,
  };
}

/** The queue's words for a database it cannot reach (the port's MailError). */
function unavailable(error: { readonly message: string }): MailError {
  return { type: 'MailFailed', message: error.message };
}

/** The columns a delivery log reads: never `mail_json`, which holds the mail's text (codes). */
const DELIVERY_COLUMNS = [
  'id',
  'key',
  'recipient',
  'subject',
  'list',
  'status',
  'attempts',
  'next_attempt_at',
  'lease',
  'claimed_until',
  'last_error',
  'queued_at',
  'sent_at',
] as const;

/**
 * The mail queue in `mail_queue` (migration 0016). A mail is added with INSERT ... ON CONFLICT DO
 * NOTHING on (key, recipient), so queuing it again adds nothing. A claim is one UPDATE of the due
 * rows a sub-select picks (on PostgreSQL `FOR UPDATE SKIP LOCKED`, so two servers' claims pass each
 * other by; SQLite runs one write at a time), its WHERE repeating the due test, RETURNING what it took.
 */
export class SqlMailQueueStore implements MailQueueStore {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #dialect: SqlDialect;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
    this.#dialect = dialectOf(db);
  }

  add(mails: readonly NewQueuedMail[]): ResultAsync<number, MailError> {
    if (mails.length === 0) return okAsync(0);
    const rows = mails.map((each) => ({
      id: each.id,
      key: each.mail.key,
      recipient: each.mail.to,
      subject: each.mail.subject,
      mail_json: mailToJson(each.mail),
      list: each.mail.list ?? null,
      status: each.status,
      attempts: 0,
      next_attempt_at: each.queuedAt,
      queued_at: each.queuedAt,
    }));
    // In slices: a campaign's thousands of rows would pass the databases' limits on parameters.
    const slices = Array.from({ length: Math.ceil(rows.length / 200) }, (_, index) => rows.slice(index * 200, index * 200 + 200));
    return attempt(async () => {
      let added = 0;
      for (const slice of slices) {
        const inserted = await this.#db
          .insertInto('mail_queue')
          .values(slice)
          .onConflict((conflict) => conflict.columns(['key', 'recipient']).doNothing())
          .returning('id')
          .execute();
        added += inserted.length;
      }
      return added;
    }).mapErr(unavailable);
  }

  claim(request: ClaimRequest): ResultAsync<readonly ClaimedMail[], MailError> {
    const due = sql<boolean>`((status = 'queued' and next_attempt_at <= ${request.now}) or (status = 'sending' and claimed_until <= ${request.now} and list is null))`;
    const only = request.only ? sql`and key = ${request.only.key} and recipient = ${request.only.to}` : sql``;
    const set = sql`status = 'sending', attempts = attempts + 1, lease = ${request.lease}, claimed_until = ${request.until}`;
    const pick = sql`select id from mail_queue where ${due} ${only} order by next_attempt_at, queued_at, id limit ${request.limit}`;
    // PostgreSQL: the rows are locked as they are picked, and rows another claim holds are passed by.
    const claim =
      this.#dialect === 'postgres'
        ? sql<Row>`with picked as (${pick} for update skip locked)
            update mail_queue set ${set} from picked where mail_queue.id = picked.id returning mail_queue.*`
        : sql<Row>`update mail_queue set ${set} where id in (${pick}) and ${due} returning *`;
    // A mail of a list whose sender stopped may have arrived: marked in doubt, never claimed again.
    const inDoubt = this.#db
      .updateTable('mail_queue')
      .set({ status: 'failed', lease: null, claimed_until: null, last_error: IN_DOUBT_ERROR })
      .where('status', '=', 'sending')
      .where('claimed_until', '<=', request.now)
      .where('list', 'is not', null);
    return attempt(async () => {
      await inDoubt.execute();
      return claim.execute(this.#db);
    })
      .map(({ rows }) =>
        rows.map((row): ClaimedMail => ({
          id: row.id,
          mail: mailFromJson<Mail & { key: string }>(row.mail_json),
          attempts: Number(row.attempts),
          lease: request.lease,
        })),
      )
      .mapErr(unavailable);
  }

  markSent(id: string, at: string): ResultAsync<void, MailError> {
    return attempt(() =>
      this.#db
        .updateTable('mail_queue')
        .set({ status: 'sent', sent_at: at, lease: null, claimed_until: null, last_error: null })
        .where('id', '=', id)
        .where('status', '<>', 'sent')
        .execute(),
    )
      .map(() => undefined)
      .mapErr(unavailable);
  }

  markFailedTry(id: string, lease: string, error: string, nextAttemptAt: string | null): ResultAsync<void, MailError> {
    const change =
      nextAttemptAt === null
        ? { status: 'failed', lease: null, claimed_until: null, last_error: error }
        : { status: 'queued', lease: null, claimed_until: null, last_error: error, next_attempt_at: nextAttemptAt };
    return attempt(() =>
      this.#db
        .updateTable('mail_queue')
        .set(change)
        .where('id', '=', id)
        .where('lease', '=', lease)
        .where('status', '=', 'sending')
        .execute(),
    )
      .map(() => undefined)
      .mapErr(unavailable);
  }

  retry(id: string, now: string, audit: AuditEntry): ResultAsync<Delivery, RetryMailError> {
    return attempt(() =>
      this.#db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('mail_queue')
          .set({ status: 'queued', attempts: 0, next_attempt_at: now, last_error: null })
          .where('id', '=', id)
          .where('status', '=', 'failed')
          .returning(DELIVERY_COLUMNS)
          .executeTakeFirst();
        if (row) await appendAuditEntry(trx, audit);
        return row ?? (await trx.selectFrom('mail_queue').select(DELIVERY_COLUMNS).where('id', '=', id).executeTakeFirst()) ?? null;
      }),
    )
      .mapErr(unavailable)
      .andThen((row): ResultAsync<Delivery, RetryMailError> => {
        if (row === null) return errAsync({ type: 'NotFound', message: 'There is no such mail in the queue.' });
        if (row.status !== 'queued') return errAsync({ type: 'Conflict', message: 'Only a failed mail can be tried again.' });
        return okAsync(toDelivery(row));
      });
  }

  deliveries(query: DeliveryQuery, limit: number): ResultAsync<DeliveryPage, MailError> {
    const filtered = this.#db
      .selectFrom('mail_queue')
      .$if(query.status !== null, (q) => q.where('status', '=', query.status as string))
      .$if(query.to !== null, (q) => q.where(sql`lower(recipient)`, '=', (query.to ?? '').trim().toLowerCase()))
      .$if(query.keyPrefix !== null, (q) => q.where(like(sql<string>`key`, `${escapeLike(query.keyPrefix ?? '')}%`)));
    return attempt(() =>
      Promise.all([
        filtered.select(DELIVERY_COLUMNS).orderBy('queued_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
        filtered
          .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
          .groupBy('status')
          .execute(),
      ]),
    )
      .map(([rows, grouped]): DeliveryPage => {
        const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
        for (const group of grouped) counts[group.status as DeliveryStatus] = Number(group.count);
        return { deliveries: rows.map(toDelivery), counts };
      })
      .mapErr(unavailable);
  }
}
