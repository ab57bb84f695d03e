import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passesLuhn, type Card } from '../../src/domain/card';
import type { BillingDetails } from '../../src/application/ports/payment-gateway.port';
import type { CardSimulator, PaymentProcessor } from '../../src/application/ports/payment-processor.port';
import { sampleIntent, type SignedWebhook } from './payment-processor.contract';

/**
 * What a card simulator suite needs: the processor and its simulator over an empty account, and the
 * signed webhook requests it has delivered so far, oldest first.
 */
export interface CardSimulatorHarness {
  readonly processor: PaymentProcessor;
  readonly simulator: CardSimulator;
  deliveries(): Promise<readonly SignedWebhook[]>;
  readonly dispose?: () => Promise<void>;
}

export const BILLING: BillingDetails = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '7575550100',
  address: { line1: '1 Main St', city: 'Norfolk', state: 'VA', postalCode: '23504', country: 'US' },
};

export const card = (number: string): Card => ({ number, expMonth: 12, expYear: 2034, cvc: '123' });

/** Every declining test card of SECURITY.md with Stripe's decline code and message. */
export const DECLINING_CARDS: readonly (readonly [string, string, string])[] = [
  ['4000000000000002', 'generic_decline', 'Your card was declined.'],
  ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ['4000000000009987', 'lost_card', 'Your card was declined.'],
  ['4000000000009979', 'stolen_card', 'Your card was declined.'],
  ['4000000000000069', 'expired_card', 'Your card has expired.'],
  ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
  ['4000000000000119', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.'],
  ['4242424242424241', 'incorrect_number', 'Your card number is incorrect.'],
  ['4000002500003155', 'authentication_required', 'Your card was declined. This transaction requires authentication.'],
  ['4000002760003184', 'authentication_required', 'Your card was declined. This transaction requires authentication.'],
];

/** The CardSimulator contract: Stripe's test cards, honoured. `make()` gives an empty account before each test. */
export function cardSimulatorContract(name: string, make: () => Promise<CardSimulatorHarness>): void {
  describe(`CardSimulator contract: ${name}`, () => {
    let harness: CardSimulatorHarness;
    beforeEach(async () => {
      harness = await make();
    });
    afterEach(async () => harness.dispose?.());

    const open = async (h: CardSimulatorHarness = harness) => (await h.processor.createIntent(sampleIntent()))._unsafeUnwrap();
    const confirm = async (intentId: string, number: string) => harness.simulator.confirm(intentId, card(number), BILLING);

    it('charges 4242 4242 4242 4242', async () => {
      const intent = await open();
      expect((await confirm(intent.id, '4242424242424242'))._unsafeUnwrap()).toMatchObject({
        id: intent.id,
        status: 'succeeded',
        lastError: null,
      });
      expect((await harness.processor.retrieveIntent(intent.id))._unsafeUnwrap().status).toBe('succeeded');
    });

    it.each(DECLINING_CARDS)('declines %s with %s and Stripe’s message, without an error', async (number, code, message) => {
      const intent = await open();
      expect((await confirm(intent.id, number))._unsafeUnwrap()).toMatchObject({ status: 'failed', lastError: { code, message } });
      expect((await harness.processor.retrieveIntent(intent.id))._unsafeUnwrap()).toMatchObject({
        status: 'failed',
        lastError: { code, message },
      });
    });

    it('charges any other number that passes the Luhn check', async () => {
      const luhnValid = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 15 }).map((digits) => {
        const body = digits.join('');
        const check = [...'0123456789'].find((d) => passesLuhn(body + d)) ?? '0';
        return body + check;
      });
      await fc.assert(
        fc.asyncProperty(luhnValid, async (number) => {
          fc.pre(!DECLINING_CARDS.some(([declining]) => declining === number));
          const own = await make();
          const intent = await open(own);
          expect((await own.simulator.confirm(intent.id, card(number), BILLING))._unsafeUnwrap().status).toBe('succeeded');
          await own.dispose?.();
        }),
        { numRuns: 25 },
      );
    });

    it('lets a declined payment be tried again with another card', async () => {
      const intent = await open();
      void (await confirm(intent.id, '4000000000000002'));
      expect((await confirm(intent.id, '4242424242424242'))._unsafeUnwrap()).toMatchObject({ status: 'succeeded', lastError: null });
    });

    it('refuses to charge a payment that already succeeded', async () => {
      const intent = await open();
      void (await confirm(intent.id, '4242424242424242'));
      expect((await confirm(intent.id, '4242424242424242'))._unsafeUnwrapErr().type).toBe('InvalidRequest');
    });

    it('answers NotFound for an unknown intent', async () => {
      expect((await confirm('pi_unknown', '4242424242424242'))._unsafeUnwrapErr().type).toBe('NotFound');
    });

    it('gives a card one fingerprint (spaces and dashes aside) before charging anything, another card another, and never the number', async () => {
      const numbers = ['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444'];
      const prints = numbers.map((number) => harness.simulator.fingerprint(card(number)));
      expect(new Set(prints).size).toBe(numbers.length);
      expect(harness.simulator.fingerprint(card('4242 4242-4242 4242'))).toBe(prints[0]);
      expect(harness.simulator.fingerprint({ ...card('4242424242424242'), cvc: '999', expMonth: 1 })).toBe(prints[0]);
      // 16 hex characters of a keyed digest: too short to hold a number, and unreadable without the key.
      for (const print of prints) expect(print).toMatch(/^[0-9a-f]{16}$/);
      expect(await harness.deliveries()).toEqual([]);
    });

    it('names the declined card by its fingerprint, in the intent and in the event about it, as Stripe does', async () => {
      const intent = await open();
      const print = harness.simulator.fingerprint(card('4000000000000002'));
      expect((await confirm(intent.id, '4000000000000002'))._unsafeUnwrap().lastError).toMatchObject({ cardFingerprint: print });
      expect((await harness.processor.retrieveIntent(intent.id))._unsafeUnwrap().lastError).toMatchObject({ cardFingerprint: print });
      const [delivery] = await harness.deliveries();
      const event = (await harness.processor.verifyWebhook(delivery!.rawBody, delivery!.signatureHeader))._unsafeUnwrap();
      expect(event.intent?.lastError).toMatchObject({ cardFingerprint: print });
      expect(delivery!.rawBody).not.toContain('4000000000000002');
    });

    it('delivers a signed event for every attempt, which the processor verifies', async () => {
      const intent = await open();
      void (await confirm(intent.id, '4000000000009995'));
      void (await confirm(intent.id, '4242424242424242'));
      const events = [];
      for (const delivery of await harness.deliveries()) {
        events.push((await harness.processor.verifyWebhook(delivery.rawBody, delivery.signatureHeader))._unsafeUnwrap());
      }
      expect(events.map((e) => [e.kind, e.intent?.id, e.intent?.lastError?.code ?? null])).toEqual([
        ['payment-failed', intent.id, 'insufficient_funds'],
        ['payment-succeeded', intent.id, null],
      ]);
      expect(new Set(events.map((e) => e.id)).size).toBe(2);
    });
  });
}
