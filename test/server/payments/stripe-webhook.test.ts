import { describe, expect, it } from 'vitest';
import { nodeHmacSha256 } from '../../../src/adapters/card-simulator/node-hmac';
import { signatureHeader } from '../../../src/adapters/card-simulator/webhook-signature';
import { SqlMemberRepository } from '../../../src/adapters/database/sql-member-repository';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { reconcileOrders } from '../../../src/application/server/payments/reconcile-orders.use-case';
import { BILLING, card } from '../../contracts/card-simulator.contract';
import { appWorld, TEST_WEBHOOK_SECRET, type AppWorld } from '../../support/app-world';
import { describeEachDatabase, resetTables } from '../../adapters/database/database-harness';
import { breaking } from '../../application/server/payments/payments-fixtures';
import { confirm, DECLINED_CARD, deliver, deliveryFor, GOOD_CARD, membershipCheckout, openSession, type Session } from './payment-requests';

/** Signs a body as the processor would, `ageSeconds` ago, with the endpoint's secret or another. */
function signed(world: AppWorld, rawBody: string, options: { ageSeconds?: number; secret?: string } = {}) {
  const timestamp = Math.floor(world.clock.now() / 1000) - (options.ageSeconds ?? 0);
  return { rawBody, signatureHeader: signatureHeader(nodeHmacSha256, options.secret ?? TEST_WEBHOOK_SECRET, rawBody, timestamp) };
}

/** Charges a session's card at the processor only (as Stripe.js would), and answers the event it delivers. */
async function chargedAtProcessor(world: AppWorld, session: Session, number = GOOD_CARD) {
  const paymentId = (await world.deps.ledger.get(session.orderId))._unsafeUnwrap().paymentId ?? '';
  void (await world.processor.confirm(paymentId, card(number), BILLING));
  return deliveryFor(world, session.orderId);
}

const effects = async (world: AppWorld) => ({
  members: (await world.deps.members.list())._unsafeUnwrap().items.length,
  receipts: world.mailer.sent().filter((m) => m.subject.startsWith('Your receipt')).length,
});

const statusOf = async (world: AppWorld, orderId: string) => (await world.deps.ledger.get(orderId))._unsafeUnwrap().status;

describe('POST /stripe/webhook', () => {
  it('fulfils the order of a verified success and answers 200 with the outcome', async () => {
    const world = appWorld();
    const session = await openSession(world.app, membershipCheckout());
    const webhook = await chargedAtProcessor(world, session);
    const answer = await deliver(world.app, webhook);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ received: true, eventId: webhook.eventId, outcome: 'fulfilled' });
    expect(await effects(world)).toEqual({ members: 1, receipts: 1 });
  });

  it('marks the order failed for a verified decline', async () => {
    const world = appWorld();
    const session = await openSession(world.app);
    expect((await deliver(world.app, await chargedAtProcessor(world, session, DECLINED_CARD))).body.outcome).toBe('failed');
    expect(await statusOf(world, session.orderId)).toBe('failed');
  });

  it('refuses a bad, foreign, missing or stale (>300 s) signature with 400 and changes nothing', async () => {
    const world = appWorld();
    const session = await openSession(world.app);
    const webhook = await chargedAtProcessor(world, session);
    const attempts = [
      { rawBody: webhook.rawBody.replace('"amount":5000', '"amount":1'), signatureHeader: webhook.signatureHeader },
      signed(world, webhook.rawBody, { secret: 'whsec_someone_else' }),
      { rawBody: webhook.rawBody, signatureHeader: '' },
      signed(world, webhook.rawBody, { ageSeconds: 301 }),
    ];
    for (const attempt of attempts) {
      const answer = await deliver(world.app, attempt);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.type).toBe('InvalidSignature');
    }
    const withoutHeader = await world.app.request('/stripe/webhook', { method: 'POST', body: webhook.rawBody });
    expect(withoutHeader.status).toBe(400);
    expect(await statusOf(world, session.orderId)).toBe('pending');
    expect(await deliver(world.app, signed(world, webhook.rawBody, { ageSeconds: 299 }))).toMatchObject({ status: 200 });
  });

  it('answers 200 and does nothing more for a replayed or duplicated event', async () => {
    const world = appWorld();
    const session = await openSession(world.app, membershipCheckout());
    const webhook = await chargedAtProcessor(world, session);
    void (await deliver(world.app, webhook));
    const replayed = await deliver(world.app, webhook);
    const resigned = await deliver(world.app, signed(world, webhook.rawBody));
    expect([replayed.status, resigned.status]).toEqual([200, 200]);
    expect([replayed.body.outcome, resigned.body.outcome]).toEqual(['duplicate', 'duplicate']);
    expect(await effects(world)).toEqual({ members: 1, receipts: 1 });
  });

  it('fulfils once when one event is delivered 20 times at once', async () => {
    const world = appWorld();
    const session = await openSession(world.app, membershipCheckout());
    const webhook = await chargedAtProcessor(world, session);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(world.app, webhook)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.outcome === 'fulfilled')).toHaveLength(1);
    expect(await effects(world)).toEqual({ members: 1, receipts: 1 });
  });

  it('fulfils once when the webhook arrives before the browser’s confirmation', async () => {
    const world = appWorld();
    const session = await openSession(world.app, membershipCheckout());
    expect((await deliver(world.app, await chargedAtProcessor(world, session))).body.outcome).toBe('fulfilled');
    expect((await confirm(world.app, session)).body).toMatchObject({ fulfilment: 'fulfilled' });
    expect(await effects(world)).toEqual({ members: 1, receipts: 1 });
  });

  it('fulfils once by reconciliation when no webhook arrives, and a late one changes nothing', async () => {
    const world = appWorld();
    const session = await openSession(world.app, membershipCheckout());
    const webhook = await chargedAtProcessor(world, session);
    expect((await reconcileOrders(world.deps))._unsafeUnwrap()).toMatchObject({ checked: 1, fulfilled: 1 });
    expect((await deliver(world.app, webhook)).body.outcome).toBe('already-fulfilled');
    expect(await effects(world)).toEqual({ members: 1, receipts: 1 });
  });

  it('answers 503 during an outage and fulfils when Stripe delivers the event again', async () => {
    const ledger = new InMemoryOrderLedger();
    const world = appWorld({ ledger: breaking(ledger, 'markPaid', 1) });
    const session = await openSession(world.app, membershipCheckout());
    const webhook = await chargedAtProcessor(world, session);
    const outage = await deliver(world.app, webhook);
    expect(outage.status).toBe(503);
    expect((await deliver(world.app, webhook)).body.outcome).toBe('fulfilled');
    expect(await effects(world)).toEqual({ members: 1, receipts: 1 });
  });

  it('answers 200 "ignored" for other kinds of event and 400 for a signed body that is not an event', async () => {
    const world = appWorld();
    const other = await deliver(
      world.app,
      signed(world, JSON.stringify({ id: 'evt_other', type: 'customer.created', created: 1, data: {} })),
    );
    expect(other).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    const junk = await deliver(world.app, signed(world, 'not json'));
    expect(junk).toMatchObject({ status: 400, body: { error: { type: 'InvalidEvent' } } });
  });

  it('flags, and does not fulfil, a payment whose amount does not match its order', async () => {
    const world = appWorld();
    const session = await openSession(world.app);
    const webhook = await chargedAtProcessor(world, session);
    const forged = signed(world, webhook.rawBody.replace('"amount":5000', '"amount":100'));
    expect((await deliver(world.app, forged)).body.outcome).toBe('flagged');
    expect(await statusOf(world, session.orderId)).toBe('flagged');
    expect(await effects(world)).toEqual({ members: 0, receipts: 0 });
  });

  it('refuses a body over 512 KB with 413', async () => {
    const world = appWorld();
    expect((await deliver(world.app, signed(world, 'x'.repeat(600 * 1024)))).status).toBe(413);
  });
});

describeEachDatabase('POST /stripe/webhook with the orders and members in the database', (_kind, database) => {
  it('fulfils once when one event is delivered 20 times at once: one fulfilments row, one member, one receipt', async () => {
    await resetTables(database());
    const clock = new ManualClock(Date.now());
    const world = appWorld({ ledger: new SqlOrderLedger(database().db, clock), members: new SqlMemberRepository(database().db, clock) });
    const session = await openSession(world.app, membershipCheckout());
    const webhook = await chargedAtProcessor(world, session);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(world.app, webhook)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.outcome === 'fulfilled')).toHaveLength(1);
    expect(await database().db.selectFrom('fulfilments').selectAll().execute()).toHaveLength(1);
    expect(await database().db.selectFrom('payment_events').selectAll().execute()).toHaveLength(1);
    expect(await effects(world)).toEqual({ members: 1, receipts: 1 });
  });
});
