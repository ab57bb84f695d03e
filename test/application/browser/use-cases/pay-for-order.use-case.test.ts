import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { CARD_REFUSALS, MESSAGES } from '../../../../src/application/browser/messages';
import type { CardEntry, PaymentError, PaymentGateway } from '../../../../src/application/ports/payment-gateway.port';
import {
  billingDetails,
  cardErrorsOfFailure,
  cardRefusal,
  payForOrder,
  paymentFailureNotice,
  type PayForOrderInput,
  type PaymentWording,
} from '../../../../src/application/browser/use-cases/pay-for-order.use-case';
import { gatewayOver, paymentsWorld } from '../../../support/payments-world';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' };
const card = (number: string): CardEntry => ({ kind: 'card-details', card: { number, expMonth: 12, expYear: 2030, cvc: '123' } });
const GOOD = card('4242424242424242');
const DECLINED = card('4000000000000002');

function input(overrides: Partial<PayForOrderInput> = {}): PayForOrderInput {
  return {
    order: { item: 'banquet-2022', adults: 2, children: 1 },
    contact: BUYER,
    billing: billingDetails(BUYER),
    card: GOOD,
    wording: 'generic',
    ...overrides,
  };
}

function withFake() {
  const world = paymentsWorld();
  return { world, deps: { payments: gatewayOver(world) } };
}

const NETWORK: PaymentError = { type: 'Network', message: 'Failed to fetch' };
const failingGateway = (error: PaymentError): PaymentGateway => ({
  startPayment: () => errAsync(error),
  confirmCard: () => errAsync(error),
});

describe('payForOrder (in-memory payment gateway)', () => {
  it('opens the payment on the server, confirms the card and returns the receipt with the server price', async () => {
    const { world, deps } = withFake();
    const result = await payForOrder(deps, input());
    expect(result._unsafeUnwrap()).toMatchObject({ amount: 9_600, fulfilment: 'fulfilled' });
    expect(world.mailer.sent()).toHaveLength(1);
  });

  it.each([
    ['generic', MESSAGES.paymentFailed],
    ['request-detail', MESSAGES.paymentFailed],
    ['member-area', MESSAGES.paymentProcessingFailed],
  ] as const)('a declined card (CardDeclined) with the %s wording', async (wording, notice) => {
    const { deps } = withFake();
    const error = (await payForOrder(deps, input({ card: DECLINED, wording })))._unsafeUnwrapErr();
    expect(error).toMatchObject({ type: 'CardDeclined', stage: 'confirm', notice, cardErrors: { number: CARD_REFUSALS.declined } });
  });

  it.each([
    ['4000000000000002', 'generic_decline', { number: CARD_REFUSALS.declined }],
    ['4000000000009995', 'insufficient_funds', { number: CARD_REFUSALS.insufficientFunds }],
    ['4000000000000069', 'expired_card', { expiry: CARD_REFUSALS.expiredCard }],
    ['4000000000000127', 'incorrect_cvc', { cvc: CARD_REFUSALS.incorrectCvc }],
    ['4000000000000119', 'processing_error', { number: CARD_REFUSALS.processingError }],
    ['4242424242424241', 'incorrect_number', { number: CARD_REFUSALS.incorrectNumber }],
  ] as const)('Stripe test card %s (%s) puts its reason beside the card field it concerns', async (number, code, cardErrors) => {
    const { deps } = withFake();
    const error = (await payForOrder(deps, input({ card: card(number) })))._unsafeUnwrapErr();
    expect(error).toMatchObject({ type: 'CardDeclined', code, cardErrors });
  });

  it("a declined card with the provider's own words for 5 s (Become a Member)", async () => {
    const { deps } = withFake();
    const error = (await payForOrder(deps, input({ card: DECLINED, wording: 'provider-message' })))._unsafeUnwrapErr();
    expect(error.notice).toEqual({ tone: 'error', text: error.message, durationMs: 5_000 });
    expect(error.message).not.toBe('');
  });

  it('an order the server refuses (InvalidOrder) fails at the start, with the detail on the cookout pages', async () => {
    const { world, deps } = withFake();
    const error = (
      await payForOrder(deps, input({ order: { item: 'cookout-2024', tickets: 0 }, wording: 'request-detail' }))
    )._unsafeUnwrapErr();
    expect(error).toMatchObject({ type: 'InvalidOrder', stage: 'start' });
    expect(error.notice).toEqual({
      tone: 'error',
      text: `There was an error processing your payment: ${error.message}`,
      durationMs: 3_000,
    });
    expect(world.processor.deliveries()).toEqual([]);
  });

  it('too many declines in a row are rate limited (RateLimited), worded by the page', async () => {
    const { deps } = withFake();
    for (let i = 0; i < 5; i++) expect((await payForOrder(deps, input({ card: DECLINED })))._unsafeUnwrapErr().type).toBe('CardDeclined');
    const error = (await payForOrder(deps, input({ card: GOOD })))._unsafeUnwrapErr();
    expect(error).toMatchObject({ type: 'RateLimited', stage: 'confirm', notice: MESSAGES.paymentFailed });
    expect(error.cardErrors).toEqual({ number: 'Too many declined payments. Please try again in 10 minutes.' });
  });

  it('a failed request (Network) on a cookout page reads "...payment: <error>" for 3 s', async () => {
    const error = (await payForOrder({ payments: failingGateway(NETWORK) }, input({ wording: 'request-detail' })))._unsafeUnwrapErr();
    expect(error).toEqual({
      ...NETWORK,
      stage: 'start',
      notice: { tone: 'error', text: 'There was an error processing your payment: Failed to fetch', durationMs: 3_000 },
      cardErrors: {},
    });
  });

  it('sends the membership application with the order only when given', async () => {
    const seen: unknown[] = [];
    const spy: PaymentGateway = {
      startPayment: (request) => {
        seen.push(request);
        return errAsync(NETWORK);
      },
      confirmCard: () => errAsync(NETWORK),
    };
    const application = { ...BUYER, phone: '', address: '', city: '', state: '', zipcode: '', gradYear: null };
    const membership = { item: 'membership', membership: 'Annual Membership' } as const;
    expect((await payForOrder({ payments: spy }, input())).isErr()).toBe(true);
    expect((await payForOrder({ payments: spy }, input({ order: membership, application }))).isErr()).toBe(true);
    expect(seen).toEqual([
      { order: input().order, contact: BUYER },
      { order: membership, contact: BUYER, application },
    ]);
  });
});

describe('cardRefusal and cardErrorsOfFailure', () => {
  it("keeps the provider's words where ours would say less (authentication, an unfinished card element)", () => {
    const words = 'Your card was declined. This transaction requires authentication.';
    expect(cardRefusal('authentication_required', words)).toEqual({ number: words });
    expect(cardRefusal('payment_intent_authentication_failure', words)).toEqual({ number: words });
    expect(cardRefusal('incomplete', 'Please enter your card details.')).toEqual({ number: 'Please enter your card details.' });
  });

  it('reads the issuer decline codes Stripe gives with card_declined as a plain decline', () => {
    for (const code of ['card_declined', 'lost_card', 'stolen_card', 'do_not_honor', 'fraudulent']) {
      expect(cardRefusal(code, 'Your card was declined.')).toEqual({ number: CARD_REFUSALS.declined });
    }
    expect(cardRefusal('invalid_cvc', '')).toEqual({ cvc: CARD_REFUSALS.incorrectCvc });
  });

  it('says nothing beside the card for failures that are not about the card', () => {
    const others: PaymentError[] = [
      NETWORK,
      { type: 'ProviderUnavailable', message: 'down' },
      { type: 'InvalidOrder', message: 'bad' },
      { type: 'DuplicateMember', message: 'dup' },
      { type: 'Unauthorized', message: 'no' },
    ];
    for (const error of others) expect(cardErrorsOfFailure(error)).toEqual({});
    expect(cardErrorsOfFailure({ type: 'RateLimited', message: 'Wait 3 minutes.', retryAfterSeconds: 175 })).toEqual({
      number: 'Wait 3 minutes.',
    });
  });
});

describe('paymentFailureNotice', () => {
  const cases: readonly [PaymentWording, PaymentError['type'], 'start' | 'confirm', string, number | null][] = [
    ['provider-message', 'CardDeclined', 'confirm', 'Your card was declined.', 5_000],
    ['provider-message', 'Network', 'start', 'Failed to fetch', 5_000],
    ['generic', 'Network', 'start', 'There was an error processing your payment.', 3_000],
    ['generic', 'InvalidOrder', 'start', 'There was an error processing your payment.', 3_000],
    ['request-detail', 'RateLimited', 'start', 'There was an error processing your payment: Too many attempts.', 3_000],
    ['request-detail', 'CardDeclined', 'confirm', 'There was an error processing your payment.', 3_000],
    ['member-area', 'InvalidOrder', 'start', 'Payment processing failed.', 5_000],
  ];
  it.each(cases)('%s, %s at %s -> %j for %s ms', (wording, type, stage, text, durationMs) => {
    const message = type === 'CardDeclined' ? 'Your card was declined.' : type === 'RateLimited' ? 'Too many attempts.' : 'Failed to fetch';
    const error = { type, message } as PaymentError;
    expect(paymentFailureNotice(wording, error, stage)).toEqual({ tone: 'error', text, durationMs });
  });
});

describe('billingDetails', () => {
  it('joins first and last name, trims, fills what a page does not ask with empty text, country US', () => {
    expect(billingDetails({ firstName: ' Ada ', lastName: 'Lovelace', email: ' ada@example.org ', city: 'Norfolk ' })).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '',
      address: { line1: '', city: 'Norfolk', state: '', postalCode: '', country: 'US' },
    });
  });
});
