import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeHmacSha256 } from '../../src/adapters/card-simulator/node-hmac';
import { SqlCardSimulator } from '../../src/adapters/card-simulator/sql-card-simulator';
import { CryptoIds } from '../../src/adapters/crypto/crypto-ids';
import { openDatabase } from '../../src/adapters/database/database';
import { systemClock } from '../../src/adapters/system/system-clock';
import { ADMIN, startSiteServer, type SiteServer } from '../e2e/support/site-server';
import { createCluster, findPostgresBin } from '../support/postgres-cluster';
import { recordFigures } from './support/figures';
import { eventually, siteClient } from './support/site-client';
import { straceAvailable, syncedBeforeAnswer, traceSyncs, type SyncVerdict } from './support/sync-trace';

// SECURITY.md, Durability and load: "a crash between charge and fulfilment is repaired on restart
// or by a webhook retry; data survives a restart". Each test runs the production build
// (dist/server/main.js) as its own process on a temporary DATA_DIR and kills it with SIGKILL.

const faults: { name: string; injected: number; outcome: string }[] = [];
const started: SiteServer[] = [];

async function start(options: Parameters<typeof startSiteServer>[0] = {}): Promise<SiteServer> {
  const server = await startSiteServer(options);
  started.push(server);
  return server;
}

/** SIGKILL, and wait until the process is gone. */
async function kill(server: SiteServer): Promise<void> {
  process.kill(server.pid, 'SIGKILL');
  await server.stop({ keepData: true });
}

afterAll(async () => {
  for (const server of started) await server.stop();
  recordFigures('faults', { injected: faults.reduce((sum, fault) => sum + fault.injected, 0), faults });
});

const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
const BILLING = {
  name: 'Pat Payer',
  email: 'payer@example.org',
  phone: '',
  address: { line1: '', city: '', state: '', postalCode: '', country: 'US' as const },
};

describe('faults: the server killed, the database gone', () => {
  it('Orders are fulfilled exactly once: the server killed (SIGKILL) between the charge and the fulfilment is repaired on restart, and nothing after charges or fulfils again', async () => {
    const first = await start();
    const site = siteClient(first.url);
    const opened = await site.donate(2500, 'kill-between-charge-and-fulfilment');
    expect(opened.status).toBe(200);
    const { orderId, clientSecret } = opened.body;
    const statusPath = `/payment/${orderId}/status?clientSecret=${encodeURIComponent(clientSecret)}`;
    expect((await site.call<{ status: string }>('GET', statusPath)).body.status).toBe('pending');

    // Freeze the server, charge the card at the processor (the simulator's table in DATA_DIR, as the
    // server itself charges it), then kill the frozen server: the charge is made, the fulfilment never ran.
    process.kill(first.pid, 'SIGSTOP');
    const database = openDatabase({ kind: 'sqlite', file: path.join(first.dataDir, 'chapter.sqlite') });
    const simulator = new SqlCardSimulator({
      db: database.db,
      clock: systemClock,
      ids: new CryptoIds(),
      webhookSecret: 'whsec_unused',
      hmac: nodeHmacSha256,
    });
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    expect((await simulator.confirm(intentId, CARD, BILLING))._unsafeUnwrap().status).toBe('succeeded');
    await database.close();
    await kill(first);

    // Restarted on the same DATA_DIR, the server reconciles unfinished orders at once.
    const second = await start({ dataDir: first.dataDir });
    const again = siteClient(second.url);
    const settled = await eventually('the order to be fulfilled after the restart', async () => {
      const answer = await again.call<{ status: string; fulfilment: string }>('GET', statusPath);
      return answer.body.status === 'fulfilled' ? answer.body : null;
    });
    expect(settled.fulfilment).toBeTruthy();
    // The browser coming back confirms the same card again and asks to settle: the same receipt, no second charge.
    const confirmed = await again.call<{ orderId: string; amount: number }>('POST', '/payment/confirm', {
      body: { orderId, clientSecret, card: CARD, billing: BILLING },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.amount).toBe(2500);
    expect((await again.call<{ status: string }>('POST', `/payment/${orderId}/sync`, { body: { clientSecret } })).body.status).toBe(
      'fulfilled',
    );
    const receipts = async (server: SiteServer) => (await server.outbox()).filter((mail) => mail.to === 'payer@example.org').length;
    // The receipt goes through the mail queue: it reaches the outbox a moment after the answer.
    await expect.poll(() => receipts(second), { timeout: 15_000 }).toBe(1);

    // A second crash and restart reconciles again and finds nothing left to do.
    await kill(second);
    const third = await start({ dataDir: first.dataDir });
    expect((await siteClient(third.url).call<{ status: string }>('GET', statusPath)).body.status).toBe('fulfilled');
    expect(await receipts(third)).toBe(0);
    const check = openDatabase({ kind: 'sqlite', file: path.join(first.dataDir, 'chapter.sqlite') });
    const rows = await check.db.selectFrom('simulated_payments').select(['id', 'status', 'amount']).execute();
    const fulfilments = await check.db.selectFrom('fulfilments').select('order_id').where('order_id', '=', orderId).execute();
    await check.close();
    expect(rows).toEqual([{ id: intentId, status: 'succeeded', amount: 2500 }]);
    expect(fulfilments).toHaveLength(1);
    faults.push({
      name: 'SIGKILL between charge and fulfilment, then a second SIGKILL',
      injected: 2,
      outcome: 'fulfilled once, charged once, one receipt',
    });
  });

  // A SIGKILL loses nothing the process handed to the OS; a power loss loses what the OS had not yet
  // put on the disk. So each answer is also traced (strace, where it may attach): every write to the
  // database's WAL before the answer must be followed by an fsync before the answer leaves.
  const tracing = straceAvailable();
  it('Acknowledged writes survive power loss: a password change answered 204 and a payment confirmation answered 200 are synced to disk before they are answered, and kept when the server is killed (SIGKILL) the moment each answer arrives and is restarted on the same DATA_DIR', async () => {
    // Without strace (a bare machine) the SIGKILL half still runs; CI installs strace (.ci/run).
    expect(tracing || process.env.CI !== 'true', 'strace is needed in CI to see the fsyncs').toBe(true);
    const WAL = 'chapter.sqlite-wal';
    /**
     * Runs one request against a server and kills the server (SIGKILL) as soon as the answer is in;
     * when traced, strace lets go of the server first (a tracer holding a killed process hangs).
     */
    const answeredThenKilled = async <T>(
      server: SiteServer,
      request: () => Promise<T>,
    ): Promise<{ answer: T; lines: readonly string[] }> => {
      const traced = tracing ? await traceSyncs(server.pid, request) : { result: await request(), lines: [] };
      process.kill(server.pid, 'SIGKILL');
      await server.stop({ keepData: true });
      return { answer: traced.result, lines: traced.lines };
    };
    const verdicts: SyncVerdict[] = [];

    // (a) A password change, answered 204, then the server is killed.
    const first = await start();
    const NEW_PASSWORD = 'a password changed just before the power went';
    const cookie = await siteClient(first.url).signIn();
    const changed = await answeredThenKilled(first, () =>
      siteClient(first.url).call('POST', '/auth/change-password', {
        body: { oldPassword: ADMIN.password, newPassword: NEW_PASSWORD },
        cookie,
      }),
    );
    expect(changed.answer.status).toBe(204);
    if (tracing) verdicts.push(syncedBeforeAnswer(changed.lines, WAL, 204));

    const second = await start({ dataDir: first.dataDir });
    const afterChange = siteClient(second.url);
    expect((await afterChange.call('POST', '/auth/sign-in', { body: { email: ADMIN.email, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await afterChange.call('POST', '/auth/sign-in', { body: { email: ADMIN.email, password: ADMIN.password } })).status).toBe(401);

    // (b) A payment confirmed with the simulator, answered 200 (fulfilled), then the server is killed.
    const opened = await afterChange.donate(4200, 'power-loss-after-the-answer', 'durable@example.org');
    expect(opened.status).toBe(200);
    const { orderId, clientSecret } = opened.body;
    const confirmed = await answeredThenKilled(second, () =>
      afterChange.call<{ fulfilment: string; amount: number }>('POST', '/payment/confirm', {
        body: { orderId, clientSecret, card: CARD, billing: BILLING },
      }),
    );
    expect(confirmed.answer.status).toBe(200);
    expect(confirmed.answer.body).toMatchObject({ fulfilment: 'fulfilled', amount: 4200 });
    if (tracing) verdicts.push(syncedBeforeAnswer(confirmed.lines, WAL, 200));

    const third = await start({ dataDir: first.dataDir });
    const statusPath = `/payment/${orderId}/status?clientSecret=${encodeURIComponent(clientSecret)}`;
    expect((await siteClient(third.url).call<{ status: string }>('GET', statusPath)).body.status).toBe('fulfilled');
    expect(third.query<{ order_id: string }>('select order_id from fulfilments where order_id = ?', orderId)).toHaveLength(1);
    expect(third.query<{ status: string }>('select status from orders where id = ?', orderId)).toEqual([{ status: 'fulfilled' }]);
    // Fulfilled once: the reconciliation at start finds nothing to do, so no second receipt goes out.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await third.outbox()).filter((mail) => mail.to === 'durable@example.org')).toEqual([]);

    for (const verdict of verdicts) expect(verdict).toMatchObject({ syncedBeforeAnswer: true });
    const traced = tracing
      ? `; traced: ${verdicts.map((v) => `${v.writes} WAL writes, ${v.syncs} fsyncs before the answer`).join(' / ')}`
      : '; not traced (no strace)';
    faults.push({
      name: 'SIGKILL the moment a password change (204) and a payment confirmation (200) were answered',
      injected: 2,
      outcome: `both kept after restart, fulfilled once${traced}`,
    });
  });

  it('Uploads: a server killed (SIGKILL) during an upload lists no half file, and keeps none on disk', async () => {
    const first = await start();
    const site = siteClient(first.url);
    const cookie = await site.signIn();
    const listed = async (url: string, session: string) =>
      (await siteClient(url).call<{ name: string }[]>('GET', '/documents?folder=meeting-minutes', { cookie: session })).body.map(
        (d) => d.name,
      );
    const before = await listed(first.url, cookie);

    // A 10 MB PDF announced, 4 MB of it sent, then the server is killed mid-body.
    const boundary = '----reliability';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nmeeting-minutes\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
    const total = head.length + 10 * 1024 * 1024;
    const upload = request(`${first.url}/documents`, {
      method: 'POST',
      headers: { cookie, origin: first.url, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(total) },
    });
    const outcome = new Promise<string>((resolve) => {
      upload.on('response', (response) => resolve(`answered ${response.statusCode}`));
      upload.on('error', (error) => resolve(`cut off: ${(error as NodeJS.ErrnoException).code ?? error.message}`));
    });
    upload.write(head);
    await new Promise<void>((resolve) => upload.write(Buffer.alloc(4 * 1024 * 1024, 0x41), () => resolve()));
    await kill(first);
    expect(await outcome).toMatch(/^cut off/);

    const second = await start({ dataDir: first.dataDir });
    const after = await listed(second.url, await siteClient(second.url).signIn());
    expect(after).toEqual(before);
    expect(after).not.toContain('half.pdf');
    const incoming = path.join(first.dataDir, 'files', '.incoming');
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
    const stored = readdirSync(path.join(first.dataDir, 'files', 'meeting-minutes'));
    expect(stored).toHaveLength(before.length);
    faults.push({ name: 'SIGKILL during a 10 MB upload', injected: 1, outcome: 'no half file listed or kept' });
  });

  const postgres = findPostgresBin();
  it.runIf(postgres !== null || process.env.CI === 'true')(
    'Writes are transactional and data survives: PostgreSQL stopped answers 503 with a clear message, and everything works again, nothing lost, once it is back',
    async () => {
      const cluster = await createCluster(postgres ?? '');
      try {
        const server = await start({ env: { DATABASE_URL: cluster.url } });
        const site = siteClient(server.url);
        const admin = await site.signIn();
        const created = await site.graphql<{ createEvent: { id: string } }>(
          'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
          { input: { eventName: 'Before the outage', eventDate: 'May 1, 2026', eventDesc: 'Kept.' } },
          admin,
        );
        expect(created.status).toBe(200);
        const listEvents = '{ listEvents { items { id eventName } } }';

        cluster.stopServer();
        const down = {
          listEvents: await site.graphql(listEvents),
          signIn: await site.call('POST', '/auth/sign-in', {
            body: { email: 'admin@alumni-chapter.org', password: 'correct horse battery staple' },
          }),
          payment: await site.donate(1000, 'during-the-outage'),
          createEvent: await site.graphql(
            'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
            { input: { eventName: 'During the outage', eventDate: 'May 2, 2026', eventDesc: 'Lost?' } },
            admin,
          ),
        };
        for (const [name, answer] of Object.entries(down)) {
          expect(answer.status, `${name}: ${answer.text}`).toBe(503);
          expect(answer.text, name).toMatch(/unavailable|try again/i);
          expect(answer.text, name).not.toMatch(/\bat .+\.(ts|js):\d+|ECONNREFUSED/);
        }

        cluster.startServer();
        const events = await eventually('the site to answer again', async () => {
          const answer = await site.graphql<{ listEvents: { items: { eventName: string }[] } }>(listEvents);
          return answer.status === 200 && answer.body.data ? answer.body.data.listEvents.items.map((e) => e.eventName) : null;
        });
        expect(events).toContain('Before the outage');
        expect(events).not.toContain('During the outage');
        expect((await site.donate(1000, 'during-the-outage')).status).toBe(200);
        expect((await site.call('GET', '/auth/me', { cookie: admin })).status).toBe(200);
        faults.push({
          name: 'PostgreSQL stopped (pg_ctl stop -m immediate) and started again',
          injected: 1,
          outcome: '503 while down; recovered, nothing lost',
        });
      } finally {
        cluster.remove();
      }
    },
  );
});
