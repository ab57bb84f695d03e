import { sql, type Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONAL_TABLES, WITHHELD_COLUMNS } from '../../../src/adapters/database/own-data-tables';
import type { DatabaseSchema } from '../../../src/adapters/database/schema';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { SqlOwnData } from '../../../src/adapters/database/sql-own-data';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { ANY_LEDGER_ENTRY } from '../../../src/application/ports/ledger-view.port';
import type { Erasure } from '../../../src/application/ports/own-data.port';
import { DELETED_NAME } from '../../../src/domain/erasure';
import { describeEachDatabase, resetTables } from './database-harness';
import { officerWork, OTTO, personalValuesOf, seedPerson, ZELIE, type Person } from './own-data-seed';

const PLACEHOLDER = 'deleted-member-0001';
const ERASURE: Erasure = {
  placeholder: PLACEHOLDER,
  at: '2026-11-26T10:00:00.000Z',
  audit: {
    actor: PLACEHOLDER,
    at: '2026-11-26T10:00:00.000Z',
    action: 'deleteOwnAccount',
    subject: { kind: 'member', id: PLACEHOLDER },
    before: null,
    after: null,
    reason: 'The member deleted their own account.',
  },
};

const subjectOf = (p: Person) => ({ accountId: p.accountId, email: p.email });

/** Every value of every column of every table (Kysely's own tables left out), as text. */
async function everyValue(db: Kysely<DatabaseSchema>): Promise<readonly { table: string; column: string; value: string }[]> {
  const tables = (await db.introspection.getTables()).filter((table) => !table.name.startsWith('kysely_'));
  const values: { table: string; column: string; value: string }[] = [];
  for (const table of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db)).rows;
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value !== null) values.push({ table: table.name, column, value: String(value) });
      }
    }
  }
  return values;
}

/** Where any of the person's values still stands, as `table.column: value`. */
async function remainsOf(db: Kysely<DatabaseSchema>, person: Person): Promise<readonly string[]> {
  const wanted = personalValuesOf(person).map((value) => value.toLowerCase());
  return (await everyValue(db))
    .filter(({ value }) => wanted.some((personal) => value.toLowerCase().includes(personal)))
    .map(({ table, column, value }) => `${table}.${column}: ${value}`);
}

describeEachDatabase('a member\u2019s own data (SqlOwnData)', (_kind, database) => {
  const db = () => database().db;
  const store = () => new SqlOwnData(db());
  const ledger = () => new SqlOrderLedger(db(), new ManualClock(Date.parse('2026-11-26T10:00:00Z')));

  beforeEach(async () => {
    await resetTables(database());
    await seedPerson(db(), ZELIE);
    await seedPerson(db(), OTTO);
    await officerWork(db(), ZELIE, OTTO);
  });

  it('exports a row of every personal table about her, and nothing about anyone else', async () => {
    const data = (await store().collect(subjectOf(ZELIE)))._unsafeUnwrap();
    const empty = PERSONAL_TABLES.filter((table) => (data.tables[table] ?? []).length === 0);
    expect(empty).toEqual([]);
    expect(data.tables.members?.[0]).toMatchObject({ first_name: ZELIE.firstName, city: ZELIE.city, phone: ZELIE.phone });
    expect(data.tables.orders?.map((order) => order.id)).toEqual([`${ZELIE.memberId}-d`, `${ZELIE.memberId}-m`, `${ZELIE.memberId}-t`]);
    expect(data.tables.access_tokens).toHaveLength(2);
    const text = JSON.stringify(data.tables);
    expect(text).not.toContain(OTTO.phone);
    expect(text).not.toContain(OTTO.address);
  });

  it('withholds every secret, hash and code, and names each', async () => {
    const data = (await store().collect(subjectOf(ZELIE)))._unsafeUnwrap();
    for (const { table, column } of WITHHELD_COLUMNS) {
      for (const row of data.tables[table] ?? []) expect(Object.keys(row)).not.toContain(column);
    }
    const text = JSON.stringify(data.tables);
    expect(text).not.toContain('hash-of-');
    expect(text).not.toContain('TOTPSECRET');
    expect(text).not.toContain('123456');
    expect(text).not.toContain('_secret');
    expect(data.withheld.map((w) => `${w.table}.${w.column}`)).toContain('accounts.password_hash');
  });

  it('after the deletion no value of hers remains in any table or column, and his all do', async () => {
    const before = await remainsOf(db(), OTTO);
    (await store().erase(subjectOf(ZELIE), ERASURE))._unsafeUnwrap();
    expect(await remainsOf(db(), ZELIE)).toEqual([]);
    expect(await remainsOf(db(), OTTO)).toEqual(before);
  });

  it('keeps the ledger whole: the same orders, amounts and totals, the names replaced', async () => {
    const totals = (await ledger().ledgerTotals(ANY_LEDGER_ENTRY))._unsafeUnwrap();
    const amounts = await db()
      .selectFrom('orders')
      .select(['id', 'amount', 'status', 'refunded_amount', 'paid_at'])
      .orderBy('id')
      .execute();
    (await store().erase(subjectOf(ZELIE), ERASURE))._unsafeUnwrap();
    expect((await ledger().ledgerTotals(ANY_LEDGER_ENTRY))._unsafeUnwrap()).toEqual(totals);
    expect(
      await db().selectFrom('orders').select(['id', 'amount', 'status', 'refunded_amount', 'paid_at']).orderBy('id').execute(),
    ).toEqual(amounts);
    const hers = await db().selectFrom('orders').selectAll().where('id', 'like', `${ZELIE.memberId}-%`).execute();
    expect(hers.map((order) => [order.contact_first_name, order.contact_last_name, order.contact_email])).toEqual(
      hers.map(() => ['Deleted', 'member', PLACEHOLDER]),
    );
    const cheque = await db().selectFrom('orders').selectAll().where('id', '=', `${OTTO.memberId}-cheque`).executeTakeFirstOrThrow();
    expect([cheque.contact_email, cheque.recorded_by]).toEqual([OTTO.email, PLACEHOLDER]);
  });

  it('ends every session, deletes the account, the record and the codes, and ends her role grants', async () => {
    const counts = (await store().erase(subjectOf(ZELIE), ERASURE))._unsafeUnwrap();
    expect(counts.sessions).toBe(4 + 1);
    for (const table of ['access_tokens', 'refresh_tokens', 'one_time_codes', 'sign_in_challenges'] as const) {
      expect(await db().selectFrom(table).select('account_id').where('account_id', '=', ZELIE.accountId).execute()).toEqual([]);
      expect(await db().selectFrom(table).select('account_id').where('account_id', '=', OTTO.accountId).execute()).not.toEqual([]);
    }
    expect(await db().selectFrom('accounts').select('id').orderBy('id').execute()).toEqual([{ id: OTTO.accountId }]);
    expect(await db().selectFrom('members').select('id').execute()).toEqual([{ id: OTTO.memberId }]);
    const grant = await db().selectFrom('role_grants').selectAll().executeTakeFirstOrThrow();
    expect(grant).toMatchObject({ email: PLACEHOLDER, revoked_at: ERASURE.at, revoked_by: PLACEHOLDER });
  });

  it('takes her out of tickets, the waiting list and the mail queue; a mail not yet sent never will be', async () => {
    (await store().erase(subjectOf(ZELIE), ERASURE))._unsafeUnwrap();
    const tickets = await db().selectFrom('issued_tickets').selectAll().where('order_id', '=', `${ZELIE.memberId}-t`).execute();
    expect(tickets.map((t) => [t.holder_name, t.buyer_name, t.buyer_email])).toEqual([
      [DELETED_NAME, DELETED_NAME, PLACEHOLDER],
      [DELETED_NAME, DELETED_NAME, PLACEHOLDER],
    ]);
    const party = await db().selectFrom('waiting_parties').selectAll().where('id', '=', `wait-${ZELIE.memberId}`).executeTakeFirstOrThrow();
    expect([party.name, party.email, party.state]).toEqual([DELETED_NAME, PLACEHOLDER, 'left']);
    const mails = await db()
      .selectFrom('mail_queue')
      .select(['recipient', 'status', 'subject'])
      .where('id', 'like', `${ZELIE.memberId}-%`)
      .orderBy('id')
      .execute();
    expect(mails).toEqual([
      { recipient: PLACEHOLDER, status: 'sent', subject: `Your receipt, ${DELETED_NAME}` },
      { recipient: PLACEHOLDER, status: 'unsubscribed', subject: 'Dues reminder' },
    ]);
    expect(await db().selectFrom('dues_reminders_sent').select('member_id').execute()).toEqual([{ member_id: OTTO.memberId }]);
  });

  it('records the deletion in the audit log without her data, and keeps the entries about her, redacted', async () => {
    const entries = await db().selectFrom('audit_log').select(['seq', 'at', 'action']).orderBy('seq').execute();
    (await store().erase(subjectOf(ZELIE), ERASURE))._unsafeUnwrap();
    const after = await db().selectFrom('audit_log').selectAll().orderBy('seq').execute();
    expect(after.slice(0, entries.length).map(({ seq, at, action }) => ({ seq, at, action }))).toEqual(entries);
    expect(after.at(-1)).toMatchObject({
      actor: PLACEHOLDER,
      action: 'deleteOwnAccount',
      subject_kind: 'member',
      subject_id: PLACEHOLDER,
      before_json: null,
      after_json: null,
    });
    const recorded = after.find((entry) => entry.action === 'recordOfflinePayment');
    expect(recorded?.actor).toBe(PLACEHOLDER);
    expect(recorded?.after_json).toContain(OTTO.email);
  });

  it('leaves a member who has no account or record alone (nothing of anyone else changes)', async () => {
    const other = await everyValue(db());
    const counts = (await store().erase({ accountId: 'nobody', email: 'nobody@example.org' }, ERASURE))._unsafeUnwrap();
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(0);
    const now = await everyValue(db());
    expect(now.filter((value) => value.table !== 'audit_log')).toEqual(other.filter((value) => value.table !== 'audit_log'));
  });
});

describeEachDatabase('the audit log allows a redaction and nothing else', (_kind, database) => {
  const db = () => database().db;

  beforeEach(async () => {
    await resetTables(database());
    await db()
      .insertInto('audit_log')
      .values({
        at: '2026-01-01T00:00:00Z',
        actor: 'a@example.org',
        action: 'grantRole',
        subject_kind: 'role',
        subject_id: 'r1',
        before_json: null,
        after_json: '{}',
        reason: null,
      })
      .execute();
  });

  it('refuses an update that does not mark the entry redacted, or changes when or what', async () => {
    await expect(db().updateTable('audit_log').set({ actor: 'b@example.org' }).execute()).rejects.toThrow(/append-only/);
    await expect(db().updateTable('audit_log').set({ redacted: 1, action: 'revokeRole' }).execute()).rejects.toThrow(/append-only/);
    await expect(db().updateTable('audit_log').set({ redacted: 1, at: '2027-01-01T00:00:00Z' }).execute()).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });

  it('allows a redaction, and keeps it redacted', async () => {
    await db().updateTable('audit_log').set({ redacted: 1, actor: 'deleted-member-1' }).execute();
    await expect(db().updateTable('audit_log').set({ redacted: 0 }).execute()).rejects.toThrow(/append-only/);
    expect(await db().selectFrom('audit_log').select(['actor', 'redacted']).execute()).toEqual([
      { actor: 'deleted-member-1', redacted: 1 },
    ]);
  });
});

describe('the placeholder', () => {
  it('is not an e-mail address', () => {
    expect(PLACEHOLDER.includes('@')).toBe(false);
  });
});
