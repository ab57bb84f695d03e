import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/adapters/database/database';
import { migrate } from '../../src/adapters/database/migrate';
import { backupCommand, restoreCommand } from '../../scripts/backup-commands';
import { startSiteServer, type SiteServer } from '../e2e/support/site-server';
import { recordFigures } from './support/figures';
import { siteClient } from './support/site-client';

// Issue 21: a backup taken while payments and uploads run restores with every acknowledged payment
// present and no torn file; and the time and size of a backup and a restore at the chapter's scale.

const started: SiteServer[] = [];
const folders: string[] = [];
const figures: Record<string, unknown> = {};

afterAll(async () => {
  for (const server of started) await server.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  recordFigures('backups', figures);
});

function folder(prefix: string): string {
  const made = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
}

const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
const BILLING = {
  name: 'Pat Payer',
  email: 'payer@example.org',
  phone: '',
  address: { line1: '', city: '', state: '', postalCode: '', country: 'US' as const },
};

/** A PDF of about `size` bytes (text that compresses as a real one's streams do: hardly) whose last line marks it whole. */
const pdfOf = (n: number, size: number) =>
  Buffer.from(
    `%PDF-1.4\n% upload ${n}\n${randomBytes(Math.ceil((size * 3) / 4))
      .toString('base64')
      .slice(0, size)}\n%%EOF\n`,
  );

function lines(out: string[]): (line: string) => void {
  return (line) => out.push(line);
}

describe('backups', () => {
  it('A backup taken while payments and uploads run restores every acknowledged payment and no torn file, and the restored site signs in and serves them', async () => {
    const server = await startSiteServer({ env: { PAYMENT_RATE_LIMIT: '100000', BACKUP_EVERY: 'off' } });
    started.push(server);
    const site = siteClient(server.url);
    const admin = await site.signIn();
    const acknowledged: string[] = [];
    const uploaded: string[] = [];
    let running = true;
    let failures = 0;

    const payer = async (worker: number) => {
      for (let n = 0; running; n += 1) {
        const opened = await site.donate((10 + (n % 50)) * 100, `backup-load-${worker}-${n}`);
        if (opened.status !== 200) {
          failures += 1;
          continue;
        }
        const { orderId, clientSecret } = opened.body;
        const confirmed = await site.call('POST', '/payment/confirm', { body: { orderId, clientSecret, card: CARD, billing: BILLING } });
        const synced = await site.call<{ status: string }>('POST', `/payment/${orderId}/sync`, { body: { clientSecret } });
        if (confirmed.status === 200 && synced.body.status === 'fulfilled') acknowledged.push(orderId);
        else failures += 1;
      }
    };
    const uploader = async () => {
      for (let n = 0; running; n += 1) {
        const form = new FormData();
        form.append('folder', 'meeting-minutes');
        form.append('file', new Blob([pdfOf(n, 200_000 + n)], { type: 'application/pdf' }), `Minutes ${n}.pdf`);
        const response = await fetch(`${server.url}/documents`, {
          method: 'POST',
          headers: { origin: server.url, cookie: admin },
          body: form,
        });
        if (response.status === 201) uploaded.push(`Minutes ${n}.pdf`);
        else failures += 1;
      }
    };
    const load = Promise.all([payer(1), payer(2), payer(3), uploader()]);
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const before = [...acknowledged];
    const backupDir = folder('chapter-backups-');
    const out: string[] = [];
    const startedAt = performance.now();
    const code = await backupCommand({ DATA_DIR: server.dataDir, BACKUP_DIR: backupDir }, lines(out));
    const backupMs = performance.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await load;
    expect(code).toBe(0);
    const archive = out.at(-1) ?? '';
    expect(existsSync(archive)).toBe(true);
    expect(before.length).toBeGreaterThan(0);

    const restoredDir = path.join(folder('chapter-restored-'), 'data');
    const restoredOut: string[] = [];
    expect(await restoreCommand({ DATA_DIR: restoredDir }, [archive], lines(restoredOut))).toBe(0);

    const db = new Sqlite(path.join(restoredDir, 'chapter.sqlite'), { readonly: true });
    const fulfilled = new Set(
      (db.prepare("select id from orders where status = 'fulfilled'").all() as { id: string }[]).map((row) => row.id),
    );
    const missing = before.filter((id) => !fulfilled.has(id));
    expect(missing).toEqual([]);
    const orphans = db
      .prepare('select count(*) as n from fulfilments f left join orders o on o.id = f.order_id where o.id is null')
      .get() as {
      n: number;
    };
    expect(orphans.n).toBe(0);
    const documents = db.prepare("select key, name, size from documents where folder = 'meeting-minutes'").all() as {
      key: string;
      name: string;
      size: number;
    }[];
    db.close();
    const torn = documents.filter((document) => {
      const file = path.join(restoredDir, 'files', ...document.key.split('/'));
      if (!existsSync(file)) return true;
      const bytes = readFileSync(file);
      return bytes.byteLength !== document.size || !bytes.subarray(-6).equals(Buffer.from('%%EOF\n'));
    });
    expect(torn).toEqual([]);

    // The restored folder, started as a new machine would: the same administrator signs in and sees the uploads.
    const restored = await startSiteServer({ dataDir: restoredDir, env: { BACKUP_EVERY: 'off' } });
    started.push(restored);
    const again = siteClient(restored.url);
    const cookie = await again.signIn();
    const listed = await again.call<{ name: string }[]>('GET', '/documents?folder=meeting-minutes', { cookie });
    expect(listed.body.map((document) => document.name).sort()).toEqual(documents.map((document) => document.name).sort());

    Object.assign(figures, {
      underLoad: {
        acknowledgedBefore: before.length,
        acknowledgedInAll: acknowledged.length,
        uploads: uploaded.length,
        documentsInBackup: documents.length,
        failures,
        backupMs: Math.round(backupMs),
        archiveBytes: statSync(archive).size,
      },
    });
  }, 180_000);

  it('Backup and restore at scale: 10,000 members, 50,000 orders and 500 documents', async () => {
    const dataDir = folder('chapter-scale-');
    const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') });
    (await migrate(database.db))._unsafeUnwrap();
    await database.close();
    const raw = new Sqlite(path.join(dataDir, 'chapter.sqlite'));
    const at = '2026-06-15T12:00:00.000Z';
    raw.transaction(() => {
      const member = raw.prepare(
        `insert into members (id, first_name, last_name, email, email_key, address, city, state, zipcode, phone, grad_year, membership, dues_pay_year, created_at, updated_at)
         values (?, 'Alex', ?, ?, ?, '1 Main St', 'Norfolk', 'VA', '23510', '555-0100', '1999', 'Annual Membership', '2026', ?, ?)`,
      );
      for (let n = 0; n < 10_000; n += 1)
        member.run(`M${String(n).padStart(6, '0')}`, `Member ${n}`, `m${n}@example.org`, `m${n}@example.org`, at, at);
      const order = raw.prepare(
        `insert into orders (id, order_json, amount, currency, description, contact_first_name, contact_last_name, contact_email, application_json,
           member_id, idempotency_key, payment_id, status, note, created_at, paid_at, fulfilled_at, refunded_at, method, reference, received_on,
           recorded_by, category_group, category_detail, refunded_amount)
         values (?, '{"item":"donation","amount":2500,"donationType":"Chapter Donation"}', 2500, 'usd', 'Chapter Donation', 'Pat', 'Payer', ?, null,
           null, ?, ?, 'fulfilled', null, ?, ?, ?, null, 'card', null, null, null, 'donation', 'Chapter Donation', 0)`,
      );
      const fulfilment = raw.prepare('insert into fulfilments (order_id, fulfilled_at) values (?, ?)');
      for (let n = 0; n < 50_000; n += 1) {
        order.run(`order-${n}`, `m${n % 10_000}@example.org`, `key-${n}`, `pi_${n}`, at, at, at);
        fulfilment.run(`order-${n}`, at);
      }
      const document = raw.prepare(
        "insert into documents (key, folder, name, size, content_type, uploaded_at) values (?, 'meeting-minutes', ?, ?, 'application/pdf', ?)",
      );
      mkdirSync(path.join(dataDir, 'files', 'meeting-minutes'), { recursive: true });
      for (let n = 0; n < 500; n += 1) {
        const bytes = pdfOf(n, 100_000);
        writeFileSync(path.join(dataDir, 'files', 'meeting-minutes', `doc-${n}.pdf`), bytes);
        document.run(`meeting-minutes/doc-${n}.pdf`, `Minutes ${n}.pdf`, bytes.byteLength, at);
      }
    })();
    raw.close();
    const dataBytes = statSync(path.join(dataDir, 'chapter.sqlite')).size + 500 * pdfOf(0, 100_000).byteLength;

    const backupDir = folder('chapter-scale-backups-');
    const out: string[] = [];
    const backupStart = performance.now();
    expect(await backupCommand({ DATA_DIR: dataDir, BACKUP_DIR: backupDir }, lines(out))).toBe(0);
    const backupMs = performance.now() - backupStart;
    const archive = out.at(-1) ?? '';

    const restoredDir = path.join(folder('chapter-scale-restored-'), 'data');
    const restoreStart = performance.now();
    const restoredOut: string[] = [];
    expect(await restoreCommand({ DATA_DIR: restoredDir }, [archive], lines(restoredOut))).toBe(0);
    const restoreMs = performance.now() - restoreStart;
    expect(restoredOut[0]).toMatch(/: 10000 members, 50000 orders, 500 documents, \d+ accounts, 50\d files\.$/);

    Object.assign(figures, {
      scale: {
        members: 10_000,
        orders: 50_000,
        documents: 500,
        documentBytes: pdfOf(0, 100_000).byteLength,
        dataBytes,
        archiveBytes: statSync(archive).size,
        backupMs: Math.round(backupMs),
        restoreMs: Math.round(restoreMs),
      },
    });
  }, 300_000);
});
