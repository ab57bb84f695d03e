import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../../src/adapters/database/database';
import { dumpDatabase } from '../../../src/adapters/backup/database-dump';
import { adminQuery, postgresUrl, withDatabaseName, type DatabaseKind } from '../database/database-harness';

/** A new, empty (never migrated) database of either kind, and how to remove it. */
export interface EmptyTarget {
  readonly kind: DatabaseKind;
  /** The SQLite file or the PostgreSQL URL. */
  readonly location: string;
  readonly open: () => Database;
  readonly dispose: () => Promise<void>;
}

/** A fresh temporary folder, removed by `dispose`. */
export function temporaryFolder(prefix: string): { readonly dir: string; readonly dispose: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** An empty target: a SQLite file in `dataDir` (not yet created), or a new database on the test PostgreSQL server. */
export async function emptyTarget(kind: DatabaseKind, dataDir: string): Promise<EmptyTarget> {
  if (kind === 'sqlite') {
    const location = path.join(dataDir, 'chapter.sqlite');
    return { kind, location, open: () => openDatabase({ kind: 'sqlite', file: location }), dispose: async () => undefined };
  }
  const name = `restore_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const location = withDatabaseName(postgresUrl ?? '', name);
  return {
    kind,
    location,
    open: () => openDatabase({ kind: 'postgres', url: location }),
    dispose: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/** Every table's rows as sorted JSON lines, each value written as text (PostgreSQL answers bigint as text). */
export async function contentsOf(database: Database): Promise<Record<string, readonly string[]>> {
  const contents: Record<string, readonly string[]> = {};
  await dumpDatabase(database.db, database.kind, async (dump) => {
    const lines = Buffer.concat(dump.chunks).toString('utf8').split('\n').filter(Boolean);
    const rows = lines
      .slice(1)
      .map((line) => JSON.stringify((JSON.parse(line) as unknown[]).map((value) => (value === null ? null : String(value)))));
    contents[dump.table] = [lines[0] ?? '', ...rows.sort()];
  });
  return contents;
}

const AT = '2026-06-15T12:00:00.000Z';

/** A few rows in the tables that matter (a member, an order with its fulfilment, an audit entry) and two files. */
export async function seedSomeData(database: Database, dataDir: string, members = 2): Promise<void> {
  const { db } = database;
  for (let n = 0; n < members; n += 1) {
    await db
      .insertInto('members')
      .values({
        id: `M${String(n).padStart(6, '0')}`,
        first_name: 'Ada',
        last_name: `Lovelace ${n}`,
        email: `ada${n}@example.org`,
        email_key: `ada${n}@example.org`,
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipcode: '62701',
        phone: '555-0100',
        grad_year: '1999',
        membership: 'Annual Membership',
        dues_pay_year: '2026',
        created_at: AT,
        updated_at: AT,
      } as never)
      .execute();
  }
  await db
    .insertInto('orders')
    .values({
      id: 'order-1',
      order_json: '{"items":[]}',
      amount: 5000,
      currency: 'usd',
      description: 'Donation',
      contact_first_name: 'Ada',
      contact_last_name: 'Lovelace',
      contact_email: 'ada0@example.org',
      application_json: null,
      member_id: null,
      idempotency_key: 'key-1',
      payment_id: 'pi_1',
      status: 'fulfilled',
      note: null,
      created_at: AT,
      paid_at: AT,
      fulfilled_at: AT,
      refunded_at: null,
      method: 'card',
      reference: null,
      received_on: null,
      recorded_by: null,
      category_group: 'donation',
      category_detail: 'General',
    })
    .execute();
  await db.insertInto('fulfilments').values({ order_id: 'order-1', fulfilled_at: AT }).execute();
  await db
    .insertInto('audit_log')
    .values({ at: AT, actor: 'admin@example.org', action: 'member.update', subject_kind: 'member', subject_id: 'M000000' } as never)
    .execute();
  mkdirSync(path.join(dataDir, 'files', 'documents'), { recursive: true });
  writeFileSync(path.join(dataDir, 'files', 'documents', 'minutes.pdf'), Buffer.from('%PDF-1.4 minutes'));
  writeFileSync(path.join(dataDir, 'digest.key'), `${randomBytes(32).toString('base64url')}\n`);
}
