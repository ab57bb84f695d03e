import { sql, type Kysely, type Transaction } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { DataSubject, Erasure, ErasureCounts, OwnDataExport, OwnDataStore } from '../../application/ports/own-data.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import {
  DELETED_FIRST_NAME,
  DELETED_LAST_NAME,
  DELETED_NAME,
  personalValuesOf,
  scrubJsonText,
  scrubText,
  type PersonalValues,
} from '../../domain/erasure';
import { normalizeEmail } from '../../domain/members';
import { appendAuditEntry } from './audit-rows';
import { PERSONAL_TABLES, WITHHELD_COLUMNS, withoutWithheld, type PersonalTable } from './own-data-tables';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
type Row = Readonly<Record<string, unknown>>;

/** The person's keys: their normalised e-mail and account, and the ids of the rows about them found through those. */
interface Found {
  readonly emailKey: string;
  readonly accountId: string;
  readonly memberId: string | null;
  readonly orderIds: readonly string[];
  readonly paymentIds: readonly string[];
  readonly grantIds: readonly string[];
  readonly partyIds: readonly string[];
}

/** `%text%` for LIKE ... ESCAPE '!': the address's own % and _ match only themselves. */
function containing(text: string): string {
  return `%${text.replace(/[!%_]/g, '!$&')}%`;
}

/** At least one value for IN (): an empty list matches nothing. */
const some = (ids: readonly string[]): readonly string[] => (ids.length > 0 ? ids : ['']);

async function find(db: Db, subject: DataSubject): Promise<Found> {
  const emailKey = normalizeEmail(subject.email);
  const member = await db.selectFrom('members').select('id').where('email_key', '=', emailKey).executeTakeFirst();
  const memberId = member?.id ?? null;
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'payment_id'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['contact_email']), '=', emailKey), eb('member_id', '=', memberId ?? '')]))
    .execute();
  const grants = await db.selectFrom('role_grants').select('id').where('email', '=', emailKey).execute();
  const parties = await db.selectFrom('waiting_parties').select('id').where('email_key', '=', emailKey).execute();
  return {
    emailKey,
    accountId: subject.accountId,
    memberId,
    orderIds: orders.map((order) => order.id),
    paymentIds: orders.flatMap((order) => (order.payment_id === null ? [] : [order.payment_id])),
    grantIds: grants.map((grant) => grant.id),
    partyIds: parties.map((party) => party.id),
  };
}

/** The audit entries about the person (their member record, orders, grants, places, account) or made by them. */
function auditAbout(db: Db, found: Found) {
  const like = containing(found.emailKey);
  return db
    .selectFrom('audit_log')
    .where((eb) =>
      eb.or([
        eb('actor', '=', found.emailKey),
        eb('subject_id', '=', found.emailKey),
        eb.and([eb('subject_kind', '=', 'member'), eb('subject_id', '=', found.memberId ?? '')]),
        eb.and([eb('subject_kind', '=', 'order'), eb('subject_id', 'in', some(found.orderIds))]),
        eb.and([eb('subject_kind', '=', 'role'), eb('subject_id', 'in', some(found.grantIds))]),
        eb.and([eb('subject_kind', '=', 'waitingParty'), eb('subject_id', 'in', some(found.partyIds))]),
        eb(eb.fn('lower', [eb.fn.coalesce('before_json', eb.val(''))]), 'like', like),
        eb(eb.fn('lower', [eb.fn.coalesce('after_json', eb.val(''))]), 'like', like),
      ]),
    );
}

/** Each personal table's rows about the person, every column (the withheld ones are dropped after). */
const READERS: Readonly<Record<PersonalTable, (db: Db, found: Found) => Promise<readonly Row[]>>> = {
  accounts: (db, f) => db.selectFrom('accounts').selectAll().where('id', '=', f.accountId).execute(),
  members: (db, f) => db.selectFrom('members').selectAll().where('email_key', '=', f.emailKey).execute(),
  orders: (db, f) => db.selectFrom('orders').selectAll().where('id', 'in', some(f.orderIds)).orderBy('created_at').orderBy('id').execute(),
  refunds: (db, f) => db.selectFrom('refunds').selectAll().where('order_id', 'in', some(f.orderIds)).execute(),
  simulated_payments: (db, f) =>
    db
      .selectFrom('simulated_payments')
      .selectAll()
      .where((eb) => eb.or([eb('id', 'in', some(f.paymentIds)), eb(eb.fn('lower', ['receipt_email']), '=', f.emailKey)]))
      .execute(),
  issued_tickets: (db, f) =>
    db
      .selectFrom('issued_tickets')
      .selectAll()
      .where((eb) => eb.or([eb('order_id', 'in', some(f.orderIds)), eb('email_key', '=', f.emailKey)]))
      .execute(),
  waiting_parties: (db, f) => db.selectFrom('waiting_parties').selectAll().where('email_key', '=', f.emailKey).execute(),
  mail_queue: (db, f) => db.selectFrom('mail_queue').selectAll().where(RECIPIENT_KEY, '=', f.emailKey).orderBy('queued_at').execute(),
  mail_list_departures: (db, f) => db.selectFrom('mail_list_departures').selectAll().where('email', '=', f.emailKey).execute(),
  dues_reminders_sent: (db, f) =>
    db
      .selectFrom('dues_reminders_sent')
      .selectAll()
      .where('member_id', '=', f.memberId ?? '')
      .execute(),
  role_grants: (db, f) =>
    db
      .selectFrom('role_grants')
      .selectAll()
      .where((eb) => eb.or([eb('email', '=', f.emailKey), eb('granted_by', '=', f.emailKey), eb('revoked_by', '=', f.emailKey)]))
      .execute(),
  audit_log: (db, f) => auditAbout(db, f).selectAll().orderBy('seq').execute(),
  access_tokens: (db, f) => db.selectFrom('access_tokens').selectAll().where('account_id', '=', f.accountId).execute(),
  refresh_tokens: (db, f) => db.selectFrom('refresh_tokens').selectAll().where('account_id', '=', f.accountId).execute(),
  one_time_codes: (db, f) => db.selectFrom('one_time_codes').selectAll().where('account_id', '=', f.accountId).execute(),
  sign_in_challenges: (db, f) => db.selectFrom('sign_in_challenges').selectAll().where('account_id', '=', f.accountId).execute(),
  sign_in_failures: (db, f) =>
    db.selectFrom('sign_in_failures').selectAll().where('throttle_key', 'like', containing(f.emailKey)).execute(),
  identity_counters: (db, f) =>
    db
      .selectFrom('identity_counters')
      .selectAll()
      .where((eb) => eb.or([eb('counter_key', 'like', containing(f.emailKey)), eb('counter_key', 'like', containing(f.accountId))]))
      .execute(),
  site_texts: (db, f) => db.selectFrom('site_texts').selectAll().where('updated_by', '=', f.emailKey).execute(),
  dues_reminder_settings: (db, f) => db.selectFrom('dues_reminder_settings').selectAll().where('updated_by', '=', f.emailKey).execute(),
  dues_reminder_runs: (db, f) => db.selectFrom('dues_reminder_runs').selectAll().where('run_by', '=', f.emailKey).execute(),
  campaigns: (db, f) => db.selectFrom('campaigns').selectAll().where('author', '=', f.emailKey).execute(),
  chapter_settings: (db, f) => db.selectFrom('chapter_settings').selectAll().where('updated_by', '=', f.emailKey).execute(),
  giving_statement_runs: (db, f) => db.selectFrom('giving_statement_runs').selectAll().where('run_by', '=', f.emailKey).execute(),
  directory_profiles: (db, f) =>
    db
      .selectFrom('directory_profiles')
      .selectAll()
      .where('member_id', '=', f.memberId ?? '')
      .execute(),
};

/** A mail's recipient as typed, compared in lower case. */
const RECIPIENT_KEY = sql<string>`lower(recipient)`;

/** Sums what a statement changed. */
const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint } | undefined): number =>
  Number(result?.numUpdatedRows ?? result?.numDeletedRows ?? 0n);

/** The person's values, from every row about them: the member record, their orders' contacts and applications, their places, their tickets. */
async function personalValues(db: Db, found: Found, placeholder: string): Promise<PersonalValues> {
  const member = await db.selectFrom('members').selectAll().where('email_key', '=', found.emailKey).executeTakeFirst();
  const orders = await db.selectFrom('orders').selectAll().where('id', 'in', some(found.orderIds)).execute();
  const parties = await db.selectFrom('waiting_parties').select(['name', 'email']).where('email_key', '=', found.emailKey).execute();
  const tickets = await db
    .selectFrom('issued_tickets')
    .select(['buyer_name', 'buyer_email'])
    .where('email_key', '=', found.emailKey)
    .execute();
  const applications = orders.flatMap((order) =>
    order.application_json === null ? [] : [JSON.parse(order.application_json) as Readonly<Record<string, string | null>>],
  );
  const names = (first: string | null | undefined, last: string | null | undefined) => [first, last, `${first ?? ''} ${last ?? ''}`];
  const texts = [
    ...(member
      ? [...names(member.first_name, member.last_name), member.phone, member.address, member.city, member.state, member.zipcode]
      : []),
    ...orders.flatMap((order) => names(order.contact_first_name, order.contact_last_name)),
    ...applications.flatMap((app) => [...names(app.firstName, app.lastName), app.phone, app.address, app.city, app.state, app.zipcode]),
    ...parties.map((party) => party.name),
    ...tickets.map((ticket) => ticket.buyer_name),
  ];
  const emails = [
    found.emailKey,
    ...orders.map((order) => order.contact_email),
    ...applications.map((app) => app.email ?? ''),
    ...parties.map((party) => party.email),
    ...tickets.map((ticket) => ticket.buyer_email),
  ];
  return personalValuesOf(emails, texts, placeholder);
}

/** The orders keep their amounts, dates, statuses and categories; whoever paid becomes DELETED_NAME and the placeholder. */
async function eraseOrders(trx: Db, found: Found, values: PersonalValues): Promise<number> {
  const orders = await trx.selectFrom('orders').selectAll().where('id', 'in', some(found.orderIds)).execute();
  for (const order of orders) {
    await trx
      .updateTable('orders')
      .set({
        contact_first_name: DELETED_FIRST_NAME,
        contact_last_name: DELETED_LAST_NAME,
        contact_email: values.placeholder,
        application_json: scrubJsonText(order.application_json, values, 'about'),
        order_json: scrubJsonText(order.order_json, values, 'about') ?? order.order_json,
        description: scrubText(order.description, values),
        note: order.note === null ? null : scrubText(order.note, values),
        member_id: null,
      })
      .where('id', '=', order.id)
      .execute();
  }
  const recorded = await trx
    .updateTable('orders')
    .set({ recorded_by: values.placeholder })
    .where('recorded_by', '=', found.emailKey)
    .executeTakeFirst();
  return orders.length + changed(recorded);
}

async function eraseTickets(trx: Db, found: Found, values: PersonalValues): Promise<number> {
  const tickets = await trx
    .selectFrom('issued_tickets')
    .selectAll()
    .where((eb) => eb.or([eb('order_id', 'in', some(found.orderIds)), eb('email_key', '=', found.emailKey)]))
    .execute();
  for (const ticket of tickets) {
    await trx
      .updateTable('issued_tickets')
      .set({
        holder_name: DELETED_NAME,
        holder_key: DELETED_NAME.toLowerCase(),
        answer: scrubText(ticket.answer, values),
        buyer_name: DELETED_NAME,
        buyer_key: DELETED_NAME.toLowerCase(),
        buyer_email: values.placeholder,
        email_key: values.placeholder,
      })
      .where('id', '=', ticket.id)
      .execute();
  }
  return tickets.length;
}

/** Mails to the person: the address and the subject's personal words go, the text is dropped; a mail not yet sent never will be. */
async function eraseMail(trx: Db, found: Found, values: PersonalValues): Promise<number> {
  const mails = await trx.selectFrom('mail_queue').selectAll().where(RECIPIENT_KEY, '=', found.emailKey).execute();
  for (const mail of mails) {
    const subject = scrubText(mail.subject, values);
    const unsent = mail.status === 'queued' || mail.status === 'sending';
    await trx
      .updateTable('mail_queue')
      .set({
        recipient: values.placeholder,
        subject,
        mail_json: JSON.stringify({ to: values.placeholder, subject, text: '' }),
        last_error: mail.last_error === null ? null : scrubText(mail.last_error, values),
        ...(unsent ? { status: 'unsubscribed', lease: null, claimed_until: null } : {}),
      })
      .where('id', '=', mail.id)
      .execute();
  }
  return mails.length;
}

/** Whether an audit entry's subject is the person's own (their record, order, grant, place or address). */
function isAboutThem(entry: { readonly subject_kind: string; readonly subject_id: string }, found: Found): boolean {
  const { subject_kind: kind, subject_id: id } = entry;
  if (id === found.emailKey) return true;
  if (kind === 'member') return id === found.memberId;
  if (kind === 'order') return found.orderIds.includes(id);
  if (kind === 'role') return found.grantIds.includes(id);
  return kind === 'waitingParty' && found.partyIds.includes(id);
}

/**
 * The audit entries stay, redacted: the person's values out of the actor, subject id, values and
 * reason. An entry about them loses every personal field; one that only names them (their work as an
 * officer on someone else's record) loses only their own values.
 */
async function eraseAudit(trx: Db, found: Found, values: PersonalValues): Promise<number> {
  const entries = await auditAbout(trx, found).selectAll().execute();
  for (const entry of entries) {
    const mode = isAboutThem(entry, found) ? 'about' : 'mentions';
    await trx
      .updateTable('audit_log')
      .set({
        actor: entry.actor === found.emailKey ? values.placeholder : entry.actor,
        subject_id: scrubText(entry.subject_id, values),
        before_json: scrubJsonText(entry.before_json, values, mode),
        after_json: scrubJsonText(entry.after_json, values, mode),
        reason: entry.reason === null ? null : scrubText(entry.reason, values),
        redacted: 1,
      })
      .where('seq', '=', entry.seq)
      .execute();
  }
  return entries.length;
}

/** Where the person acted as an officer, their address becomes the placeholder. */
async function eraseOfficerTraces(trx: Db, found: Found, values: PersonalValues): Promise<number> {
  const key = found.emailKey;
  const to = values.placeholder;
  const results = await Promise.all([
    trx.updateTable('refunds').set({ refunded_by: to }).where('refunded_by', '=', key).executeTakeFirst(),
    trx.updateTable('role_grants').set({ granted_by: to }).where('granted_by', '=', key).executeTakeFirst(),
    trx.updateTable('role_grants').set({ revoked_by: to }).where('revoked_by', '=', key).executeTakeFirst(),
    trx.updateTable('site_texts').set({ updated_by: to }).where('updated_by', '=', key).executeTakeFirst(),
    trx.updateTable('dues_reminder_settings').set({ updated_by: to }).where('updated_by', '=', key).executeTakeFirst(),
    trx.updateTable('dues_reminder_runs').set({ run_by: to }).where('run_by', '=', key).executeTakeFirst(),
    trx.updateTable('campaigns').set({ author: to }).where('author', '=', key).executeTakeFirst(),
    trx.updateTable('chapter_settings').set({ updated_by: to }).where('updated_by', '=', key).executeTakeFirst(),
    trx.updateTable('giving_statement_runs').set({ run_by: to }).where('run_by', '=', key).executeTakeFirst(),
  ]);
  return results.reduce((sum, result) => sum + changed(result), 0);
}

async function eraseAll(trx: Transaction<DatabaseSchema>, subject: DataSubject, erasure: Erasure): Promise<ErasureCounts> {
  const found = await find(trx, subject);
  const values = await personalValues(trx, found, erasure.placeholder);
  const key = found.emailKey;
  const to = erasure.placeholder;
  const counts: Record<string, number> = {};
  // Grants end first (the officer's roles stop at once), then lose the address.
  counts.role_grants = changed(
    await trx
      .updateTable('role_grants')
      .set({ revoked_at: erasure.at, revoked_by: to })
      .where('email', '=', key)
      .where('revoked_at', 'is', null)
      .executeTakeFirst(),
  );
  await trx.updateTable('role_grants').set({ email: to }).where('email', '=', key).execute();
  counts.orders = await eraseOrders(trx, found, values);
  for (const refund of await trx.selectFrom('refunds').selectAll().where('order_id', 'in', some(found.orderIds)).execute()) {
    await trx
      .updateTable('refunds')
      .set({ reason: scrubText(refund.reason, values) })
      .where('id', '=', refund.id)
      .execute();
  }
  for (const payment of await READERS.simulated_payments(trx, found)) {
    await trx
      .updateTable('simulated_payments')
      .set({
        receipt_email: payment.receipt_email === null ? null : to,
        description: scrubText(String(payment.description), values),
        metadata_json: scrubJsonText(String(payment.metadata_json), values, 'about') ?? '{}',
      })
      .where('id', '=', String(payment.id))
      .execute();
  }
  counts.issued_tickets = await eraseTickets(trx, found, values);
  counts.waiting_parties = changed(
    await trx
      .updateTable('waiting_parties')
      .set({ name: DELETED_NAME, email: to, email_key: to })
      .where('email_key', '=', key)
      .executeTakeFirst(),
  );
  // A place still waiting or offered ends: nobody can be offered seats at a placeholder.
  await trx
    .updateTable('waiting_parties')
    .set({ state: 'left', offer_id: null, offer_expires_at: null })
    .where('email_key', '=', to)
    .where('state', 'in', ['waiting', 'offered'])
    .execute();
  counts.mail_queue = await eraseMail(trx, found, values);
  counts.officer_traces = await eraseOfficerTraces(trx, found, values);
  counts.audit_log = await eraseAudit(trx, found, values);
  counts.mail_list_departures = changed(await trx.deleteFrom('mail_list_departures').where('email', '=', key).executeTakeFirst());
  counts.dues_reminders_sent = changed(
    await trx
      .deleteFrom('dues_reminders_sent')
      .where('member_id', '=', found.memberId ?? '')
      .executeTakeFirst(),
  );
  counts.sessions =
    changed(await trx.deleteFrom('access_tokens').where('account_id', '=', found.accountId).executeTakeFirst()) +
    changed(await trx.deleteFrom('refresh_tokens').where('account_id', '=', found.accountId).executeTakeFirst()) +
    changed(await trx.deleteFrom('sign_in_challenges').where('account_id', '=', found.accountId).executeTakeFirst());
  counts.one_time_codes = changed(await trx.deleteFrom('one_time_codes').where('account_id', '=', found.accountId).executeTakeFirst());
  counts.sign_in_failures = changed(
    await trx.deleteFrom('sign_in_failures').where('throttle_key', 'like', containing(key)).executeTakeFirst(),
  );
  counts.identity_counters = changed(
    await trx
      .deleteFrom('identity_counters')
      .where((eb) => eb.or([eb('counter_key', 'like', containing(key)), eb('counter_key', 'like', containing(found.accountId))]))
      .executeTakeFirst(),
  );
  counts.directory_profiles = changed(
    await trx
      .deleteFrom('directory_profiles')
      .where('member_id', '=', found.memberId ?? '')
      .executeTakeFirst(),
  );
  counts.members = changed(await trx.deleteFrom('members').where('email_key', '=', key).executeTakeFirst());
  counts.accounts = changed(await trx.deleteFrom('accounts').where('id', '=', found.accountId).executeTakeFirst());
  await appendAuditEntry(trx, erasure.audit);
  return counts;
}

/**
 * A person's own data in the server's database (issue 20), on SQLite and PostgreSQL alike:
 * `collect` reads every personal table (own-data-tables.ts) for the rows about them; `erase` removes
 * or replaces them in one transaction.
 */
export class SqlOwnData implements OwnDataStore {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  collect(subject: DataSubject): ResultAsync<OwnDataExport, RepositoryError> {
    const read = async (): Promise<OwnDataExport> => {
      const found = await find(this.#db, subject);
      const tables: Record<string, readonly Row[]> = {};
      for (const table of PERSONAL_TABLES) {
        tables[table] = (await READERS[table](this.#db, found)).map((row) => withoutWithheld(table, row));
      }
      return { email: found.emailKey, tables, withheld: WITHHELD_COLUMNS };
    };
    return attempt(read);
  }

  erase(subject: DataSubject, erasure: Erasure): ResultAsync<ErasureCounts, RepositoryError> {
    return attempt(() => this.#db.transaction().execute((trx) => eraseAll(trx, subject, erasure)));
  }
}
