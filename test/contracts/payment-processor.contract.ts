import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cents } from '../../src/domain/money';
import type { NewIntent, PaymentProcessor, RefundRequest } from '../../src/application/ports/payment-processor.port';

/** A webhook request as the processor sends it: the raw body and its signature header. */
export interface SignedWebhook {
  readonly rawBody: string;
  readonly signatureHeader: string;
}

interface WebhookOptions {
  /** Back-dates the signature's timestamp by this many seconds. */
  readonly ageSeconds?: number;
  /** Signs with this secret instead of the endpoint's own. */
  readonly secret?: string;
}

/**
 * What a payment processor suite needs: the port over an empty account, and a signed webhook for
 * an intent reporting a success or a failure (the in-memory harness charges a test card and takes
 * the event it delivers; the Stripe harness builds the event and signs it with
 * `stripe.webhooks.generateTestHeaderString`).
 */
export interface PaymentProcessorHarness {
  readonly processor: PaymentProcessor;
  signedWebhook(intentId: string, outcome: 'succeeded' | 'failed', options?: WebhookOptions): Promise<SignedWebhook>;
  /** Charges the intent with a card that succeeds (4242 4242 4242 4242), as the payer would. */
  pay(intentId: string): Promise<void>;
  readonly dispose?: () => Promise<void>;
}

export function sampleIntent(overrides: Partial<NewIntent> = {}): NewIntent {
  return {
    amount: 9_600 as Cents,
    currency: 'usd',
    description: 'Spring Banquet 2022 Tickets - Adults: 2, Children: 1',
    metadata: { orderId: 'order-1', item: 'banquet-2022' },
    receiptEmail: null,
    idempotencyKey: 'order-order-1',
    ...overrides,
  };
}

/** The PaymentProcessor contract. `make()` is called before each test and gives the port over an empty account. */
export function paymentProcessorContract(name: string, make: () => Promise<PaymentProcessorHarness>): void {
  describe(`PaymentProcessor contract: ${name}`, () => {
    let harness: PaymentProcessorHarness;
    let processor: PaymentProcessor;
    beforeEach(async () => {
      harness = await make();
      processor = harness.processor;
    });
    afterEach(async () => harness.dispose?.());

    const created = async (overrides: Partial<NewIntent> = {}) => (await processor.createIntent(sampleIntent(overrides)))._unsafeUnwrap();

    it('opens an intent awaiting a card, with a client secret, and reads it back', async () => {
      const intent = await created();
      expect(intent).toMatchObject({
        amount: 9_600,
        currency: 'usd',
        status: 'awaiting-card',
        lastError: null,
        metadata: sampleIntent().metadata,
      });
      expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]+$`));
      expect(intent.id).toMatch(/^pi_[A-Za-z0-9]+$/);
      expect((await processor.retrieveIntent(intent.id))._unsafeUnwrap()).toEqual(intent);
    });

    it('gives the same intent for the same idempotency key and parameters', async () => {
      const first = await created();
      const again = await created();
      expect(again.id).toBe(first.id);
      expect(again.clientSecret).toBe(first.clientSecret);
    });

    it('refuses the same idempotency key with other parameters', async () => {
      await created();
      for (const other of [{ amount: 9_700 as Cents }, { description: 'Something else' }, { metadata: { orderId: 'order-2' } }]) {
        expect((await processor.createIntent(sampleIntent(other)))._unsafeUnwrapErr().type).toBe('IdempotencyConflict');
      }
    });

    it('opens separate intents for separate keys', async () => {
      const first = await created();
      const second = await created({ idempotencyKey: 'order-order-2' });
      expect(second.id).not.toBe(first.id);
    });

    it('answers NotFound for an unknown intent', async () => {
      expect((await processor.retrieveIntent('pi_unknown'))._unsafeUnwrapErr().type).toBe('NotFound');
    });

    it('refuses an amount of nothing', async () => {
      expect((await processor.createIntent(sampleIntent({ amount: 0 as Cents })))._unsafeUnwrapErr().type).toBe('InvalidRequest');
    });

    it('verifies a signed success event and reads the intent it reports', async () => {
      const intent = await created();
      const webhook = await harness.signedWebhook(intent.id, 'succeeded');
      const event = (await processor.verifyWebhook(webhook.rawBody, webhook.signatureHeader))._unsafeUnwrap();
      expect(event).toMatchObject({
        kind: 'payment-succeeded',
        intent: { id: intent.id, amount: 9_600, currency: 'usd', status: 'succeeded' },
      });
      expect(event.intent?.metadata['orderId']).toBe('order-1');
      expect(event.id).toMatch(/^evt_/);
      expect(Number.isInteger(event.created)).toBe(true);
    });

    it('verifies a signed failure event with the reason', async () => {
      const intent = await created();
      const webhook = await harness.signedWebhook(intent.id, 'failed');
      const event = (await processor.verifyWebhook(webhook.rawBody, webhook.signatureHeader))._unsafeUnwrap();
      expect(event).toMatchObject({ kind: 'payment-failed', intent: { id: intent.id, status: 'failed' } });
      expect(event.intent?.lastError?.message).toEqual(expect.any(String));
    });

    it('refuses a body changed after signing', async () => {
      const intent = await created();
      const webhook = await harness.signedWebhook(intent.id, 'succeeded');
      const forged = webhook.rawBody.replace('9600', '1');
      expect((await processor.verifyWebhook(forged, webhook.signatureHeader))._unsafeUnwrapErr().type).toBe('InvalidSignature');
    });

    it('refuses a signature made with another secret, a missing one and a malformed one', async () => {
      const intent = await created();
      const webhook = await harness.signedWebhook(intent.id, 'succeeded', { secret: 'whsec_somebody_else' });
      for (const header of [webhook.signatureHeader, '', 'nonsense', 't=,v1=']) {
        expect((await processor.verifyWebhook(webhook.rawBody, header))._unsafeUnwrapErr().type).toBe('InvalidSignature');
      }
    });

    it('accepts a signature within the 300 s tolerance and refuses an older one', async () => {
      const intent = await created();
      const recent = await harness.signedWebhook(intent.id, 'succeeded', { ageSeconds: 240 });
      expect((await processor.verifyWebhook(recent.rawBody, recent.signatureHeader)).isOk()).toBe(true);
      const stale = await harness.signedWebhook(intent.id, 'succeeded', { ageSeconds: 360 });
      expect((await processor.verifyWebhook(stale.rawBody, stale.signatureHeader))._unsafeUnwrapErr().type).toBe('InvalidSignature');
    });

    describe('refunds', () => {
      const paid = async (overrides: Partial<NewIntent> = {}) => {
        const intent = await created(overrides);
        await harness.pay(intent.id);
        return intent;
      };
      const refund = (intentId: string, request: Partial<RefundRequest> = {}) =>
        processor.refund(intentId, { idempotencyKey: `refund-${intentId}`, reason: 'The buyer cannot come.', ...request });

      it('refunds a paid intent in full when no amount is given', async () => {
        const intent = await paid();
        const refunded = (await refund(intent.id))._unsafeUnwrap();
        expect(refunded).toMatchObject({ intentId: intent.id, amount: 9_600, status: 'succeeded' });
        expect(refunded.id).toMatch(/^re_[A-Za-z0-9]+$/);
      });

      it('refuses to refund an intent that was never paid, in Stripe’s words', async () => {
        const intent = await created();
        expect((await refund(intent.id))._unsafeUnwrapErr()).toEqual({
          type: 'InvalidRequest',
          message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        });
      });

      it('refunds in parts up to what was captured, then refuses', async () => {
        const intent = await paid();
        expect((await refund(intent.id, { amount: 6_000 as Cents, idempotencyKey: 'part-1' }))._unsafeUnwrap().amount).toBe(6_000);
        expect((await refund(intent.id, { amount: 4_000 as Cents, idempotencyKey: 'part-2' }))._unsafeUnwrapErr()).toEqual({
          type: 'InvalidRequest',
          message: 'Refund amount ($40.00) is greater than unrefunded amount on charge ($36.00)',
        });
        expect((await refund(intent.id, { idempotencyKey: 'part-3' }))._unsafeUnwrap().amount).toBe(3_600);
        const again = (await refund(intent.id, { idempotencyKey: 'part-4' }))._unsafeUnwrapErr();
        expect(again.type).toBe('InvalidRequest');
        expect(again.message).toMatch(/^Charge ch_[A-Za-z0-9]+ has already been refunded\.$/);
      });

      it('refunds once per idempotency key, and refuses the key with another request', async () => {
        const intent = await paid();
        const first = (await refund(intent.id, { amount: 1_000 as Cents }))._unsafeUnwrap();
        expect((await refund(intent.id, { amount: 1_000 as Cents }))._unsafeUnwrap()).toEqual(first);
        expect((await refund(intent.id, { amount: 2_000 as Cents }))._unsafeUnwrapErr().type).toBe('IdempotencyConflict');
        // Only the first counted: 8,600 cents are left, and no more.
        expect((await refund(intent.id, { idempotencyKey: 'rest' }))._unsafeUnwrap().amount).toBe(8_600);
      });

      it('refuses an amount of nothing, and answers NotFound for an unknown intent', async () => {
        const intent = await paid();
        expect((await refund(intent.id, { amount: 0 as Cents }))._unsafeUnwrapErr().type).toBe('InvalidRequest');
        expect((await refund('pi_unknown'))._unsafeUnwrapErr().type).toBe('NotFound');
      });
    });

    it('refuses any one-character change to a signed body', async () => {
      const intent = await created();
      const webhook = await harness.signedWebhook(intent.id, 'succeeded');
      await fc.assert(
        fc.asyncProperty(fc.nat({ max: webhook.rawBody.length - 1 }), fc.string({ minLength: 1, maxLength: 1 }), async (at, char) => {
          fc.pre(webhook.rawBody[at] !== char);
          const changed = webhook.rawBody.slice(0, at) + char + webhook.rawBody.slice(at + 1);
          expect((await processor.verifyWebhook(changed, webhook.signatureHeader))._unsafeUnwrapErr().type).toBe('InvalidSignature');
        }),
        { numRuns: 50 },
      );
    });
  });
}
