import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeHmacSha256 } from '../../src/adapters/card-simulator/node-hmac';
import { SqlCardSimulator } from '../../src/adapters/card-simulator/sql-card-simulator';
import { CryptoIds } from '../../src/adapters/crypto/crypto-ids';
import { openDatabase, type Database, type DatabaseConfig } from '../../src/adapters/database/database';
import { SqlTicketedEventStore } from '../../src/adapters/database/sql-ticketed-event-store';
import { systemClock } from '../../src/adapters/system/system-clock';
import type { Cents } from '../../src/domain/money';
import type { TicketedEvent } from '../../src/domain/ticketed-events';
import { startSiteServer, type SiteServer } from '../e2e/support/site-server';
import { createCluster, findPostgresBin, type TestCluster } from '../support/postgres-cluster';
import { recordFigures } from './support/figures';
import { eventually, siteClient } from './support/site-client';

// Issue 17, point 4: never oversold, never charged for a seat that is not there. Each test runs
// the production build (dist/server/main.js) as its own process, on SQLite and on PostgreSQL.

const started: SiteServer[] = [];
const clusters: TestCluster[] = [];
const races: { database: string; buyers: number; seats: number; paid: number; refused: number; intents: number }[] = [];
const faults: { name: string; outcome: string }[] = [];

afterAll(async () => {
  for (const server of started) await server.stop();
  for (const cluster of clusters) cluster.remove();
  recordFigures('tickets', { races, faults });
});

const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
const BILLING = {
  name: 'Pat Payer',
  email: '',
  phone: '',
  address: { line1: '', city: '', state: '', postalCode: '', country: 'US' as const },
};

/** An event selling `seats` seats of one $25 type, on sale now. */
function lastSeats(slug: string, seats: number): TicketedEvent {
  return {
    slug,
    name: `Last Seats ${slug}`,
    start: '2030-05-01T18:00' as TicketedEvent['start'],
    end: '2030-05-01T21:00' as TicketedEvent['end'],
    timeZone: 'America/New_York',
    venue: 'The Hall',
    description: 'The last seats.',
    image: null,
    status: 'published',
    sales: { opens: null, closes: null },
    capacity: seats,
    ticketTypes: [
      {
        id: 'seats',
        name: 'Seats',
        description: 'A seat',
        price: 2_500 as Cents,
        memberPrice: null,
        capacity: null,
        perOrderMax: 10,
        fairMarketValue: 2_500 as Cents,
        asks: { holderName: false, question: null },
        kind: 'ticket',
      },
    ],
    descriptionTemplate: null,
  };
}

/** The server's database, opened beside it (SQLite's WAL and PostgreSQL both take a second connection). */
function databaseOf(server: SiteServer, url: string | null): Database {
  const config: DatabaseConfig =
    url === null ? { kind: 'sqlite', file: path.join(server.dataDir, 'chapter.sqlite') } : { kind: 'postgres', url };
  return openDatabase(config);
}

const buy = (server: SiteServer, slug: string, n: number) =>
  siteClient(server.url).call<{ orderId: string; clientSecret: string; amount: number; error?: { message: string } }>('POST', '/payment', {
    body: {
      order: { item: 'event-tickets', event: slug, counts: { seats: 1 }, answers: {}, sponsoredNames: '' },
      contact: { firstName: 'Buyer', lastName: `Number ${n}`, email: `buyer${n}@example.org` },
      idempotencyKey: `buyer-${n}`,
    },
  });

const postgres = findPostgresBin();
/** PostgreSQL where it is installed, and always in CI (.ci/run installs it). */
const databases = (['SQLite', 'PostgreSQL'] as const).filter((name) => name === 'SQLite' || postgres !== null || process.env.CI === 'true');

describe('tickets: the last seats, and a crash between charge and seats', () => {
  it.each(databases)(
    '%s: 50 buyers at once for the last 10 seats end with exactly 10 paid tickets; every other buyer is refused before any charge, and the ledger balances',
    async (name) => {
      const cluster = name === 'PostgreSQL' ? await createCluster(postgres ?? '') : null;
      if (cluster) clusters.push(cluster);
      // One client sends every buyer here: the per-client limit on payment starts is raised so each answer shows the seats.
      const server = await startSiteServer({ env: { PAYMENT_RATE_LIMIT: '1000', ...(cluster ? { DATABASE_URL: cluster.url } : {}) } });
      started.push(server);
      const database = databaseOf(server, cluster?.url ?? null);
      try {
        (await new SqlTicketedEventStore(database.db).create(lastSeats('race', 10), new Date().toISOString()))._unsafeUnwrap();

        const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => buy(server, 'race', n)));
        const sessions = answers.filter((answer) => answer.status === 200).map((answer) => answer.body);
        const refused = answers.filter((answer) => answer.status !== 200);
        expect(sessions).toHaveLength(10);
        expect(refused.map((answer) => [answer.status, answer.body.error?.message])).toEqual(Array(40).fill([400, 'Sold out.']));

        const site = siteClient(server.url);
        const confirmed = await Promise.all(
          sessions.map((session) =>
            site.call('POST', '/payment/confirm', {
              body: { orderId: session.orderId, clientSecret: session.clientSecret, card: CARD, billing: BILLING },
            }),
          ),
        );
        expect(confirmed.map((answer) => answer.status)).toEqual(Array(10).fill(200));

        const orders = await database.db.selectFrom('orders').select(['id', 'status', 'amount', 'payment_id']).execute();
        const charges = await database.db.selectFrom('simulated_payments').select(['id', 'status', 'amount']).execute();
        const tickets = await database.db.selectFrom('issued_tickets').select('id').where('event_slug', '=', 'race').execute();
        const fulfilled = orders.filter((order) => order.status === 'fulfilled');
        // Refused buyers' orders are recorded as failed, with no payment opened for them.
        expect(orders.filter((order) => order.status === 'failed' && order.payment_id === null)).toHaveLength(40);
        expect(fulfilled).toHaveLength(10);
        expect(tickets).toHaveLength(10);
        expect(charges).toHaveLength(10);
        const total = (rows: readonly { amount: number | string }[]) => rows.reduce((sum, row) => sum + Number(row.amount), 0);
        expect(total(charges.filter((charge) => charge.status === 'succeeded'))).toBe(total(fulfilled));
        expect(total(fulfilled)).toBe(25_000);
        races.push({ database: name, buyers: 50, seats: 10, paid: fulfilled.length, refused: refused.length, intents: charges.length });
      } finally {
        await database.close();
      }
    },
  );

  it('SQLite: the server killed (SIGKILL) between the charge and the seats is repaired on restart: the seat sold and its ticket issued once', async () => {
    const first = await startSiteServer();
    started.push(first);
    let database = databaseOf(first, null);
    (await new SqlTicketedEventStore(database.db).create(lastSeats('crash', 1), new Date().toISOString()))._unsafeUnwrap();
    const opened = await buy(first, 'crash', 1);
    expect(opened.status).toBe(200);
    const { orderId, clientSecret } = opened.body;

    // Freeze the server, charge the card at the processor (the simulator's table, as the server
    // itself charges it), then kill it: the charge is made, the seats were never confirmed.
    process.kill(first.pid, 'SIGSTOP');
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
    process.kill(first.pid, 'SIGKILL');
    await first.stop({ keepData: true });

    const second = await startSiteServer({ dataDir: first.dataDir });
    started.push(second);
    const statusPath = `/payment/${orderId}/status?clientSecret=${encodeURIComponent(clientSecret)}`;
    await eventually('the order to be fulfilled after the restart', async () => {
      const answer = await siteClient(second.url).call<{ status: string }>('GET', statusPath);
      return answer.body.status === 'fulfilled' ? answer.body : null;
    });
    process.kill(second.pid, 'SIGKILL');
    await second.stop({ keepData: true });
    const third = await startSiteServer({ dataDir: first.dataDir });
    started.push(third);
    expect((await siteClient(third.url).call<{ status: string }>('GET', statusPath)).body.status).toBe('fulfilled');

    database = databaseOf(third, null);
    try {
      const claims = await database.db.selectFrom('seat_claims').select(['order_id', 'state']).where('event_slug', '=', 'crash').execute();
      const tickets = await database.db.selectFrom('issued_tickets').select('id').where('order_id', '=', orderId).execute();
      expect(claims).toEqual([{ order_id: orderId, state: 'sold' }]);
      expect(tickets).toEqual([{ id: `${orderId}-1` }]);
    } finally {
      await database.close();
    }
    faults.push({ name: 'SIGKILL between the charge and the seats, then a second SIGKILL', outcome: 'seat sold once, one ticket' });
  });
});
