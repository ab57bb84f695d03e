import type { PaymentIntentResult, Stripe, StripeError } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import { fetchWithRetry, type FetchLike } from '../../../src/adapters/http/fetch-with-retry';
import { HttpPaymentGateway } from '../../../src/adapters/http/http-payment-gateway';
import { jsonClient } from '../../../src/adapters/http/json-client';
import {
  AUTHENTICATION_MESSAGE,
  CARD_FORM_LOAD_FAILED,
  STRIPE_NETWORK_MESSAGE,
  StripeJsCard,
  stripeBillingDetails,
  type LoadStripe,
} from '../../../src/adapters/stripe-js/stripe-js-card';
import type { CardElementState } from '../../../src/application/ports/card-element.port';
import type { BillingDetails, PaymentSession } from '../../../src/application/ports/payment-gateway.port';
import { BILLING, card } from '../../contracts/card-simulator.contract';
import { membershipRequest } from '../../contracts/payment-gateway.contract';
import { appWorld, type AppWorld } from '../../support/app-world';

type Confirm = (clientSecret: string, data: unknown) => Promise<PaymentIntentResult>;

/** A stand-in for the `Stripe` object Stripe.js makes: one card element, and `confirmCardPayment` answering as told. */
class FakeStripe {
  readonly confirmations: { clientSecret: string; data: unknown }[] = [];
  readonly mountedInto: unknown[] = [];
  readonly listeners: ((event: { complete: boolean; error?: { message: string } }) => void)[] = [];
  destroyed = 0;

  constructor(readonly answer: Confirm) {}

  elements() {
    return {
      create: (type: string) => {
        expect(type).toBe('card');
        return {
          on: (name: string, listener: (event: { complete: boolean; error?: { message: string } }) => void) => {
            expect(name).toBe('change');
            this.listeners.push(listener);
          },
          mount: (container: unknown) => this.mountedInto.push(container),
          focus: () => undefined,
          destroy: () => this.destroyed++,
        };
      },
    };
  }

  confirmCardPayment(clientSecret: string, data: unknown) {
    this.confirmations.push({ clientSecret, data });
    return this.answer(clientSecret, data);
  }
}

const SESSION: PaymentSession = {
  orderId: 'order-1',
  clientSecret: 'pi_1_secret_abc',
  amount: 5_000 as PaymentSession['amount'],
  description: 'Annual Membership',
};
const container = {} as HTMLElement;
const intent = (status: string, extra: Record<string, unknown> = {}) =>
  ({ paymentIntent: { id: 'pi_1', status, ...extra } }) as unknown as PaymentIntentResult;
const failure = (error: Partial<StripeError>) =>
  ({ error: { type: 'card_error', message: 'Your card was declined.', ...error } }) as PaymentIntentResult;

/** A StripeJsCard over a fake, counting how often Stripe.js was loaded. */
function over(answer: Confirm, load?: LoadStripe) {
  const stripe = new FakeStripe(answer);
  let loads = 0;
  const loader: LoadStripe =
    load ??
    (async (key) => {
      expect(key).toBe('pk_test_unit');
      loads++;
      return stripe as unknown as Stripe;
    });
  return { card: new StripeJsCard('pk_test_unit', loader), stripe, loads: () => loads };
}

async function mounted(subject: ReturnType<typeof over>) {
  const states: CardElementState[] = [];
  const element = (await subject.card.mount(container, (state) => states.push(state)))._unsafeUnwrap();
  return { element, states };
}

describe('StripeJsCard: Stripe Elements and confirmCardPayment behind the PaymentGateway', () => {
  it('loads Stripe.js only when a card element is first mounted, once, and reports what the element says', async () => {
    const subject = over(async () => intent('succeeded'));
    expect(subject.loads()).toBe(0);
    const { element, states } = await mounted(subject);
    expect((await subject.card.mount(container, () => undefined)).isOk()).toBe(true);
    expect(subject.loads()).toBe(1);
    expect(subject.stripe.mountedInto).toEqual([container, container]);
    subject.stripe.listeners[0]!({ complete: false, error: { message: 'Your card number is incomplete.' } });
    subject.stripe.listeners[0]!({ complete: true });
    expect(states).toEqual([
      { complete: false, error: 'Your card number is incomplete.' },
      { complete: true, error: null },
    ]);
    element.destroy();
    expect(subject.stripe.destroyed).toBe(1);
  });

  it('confirms with the client secret, the mounted element and the spec’s billing details (no empty fields)', async () => {
    const subject = over(async () => intent('succeeded'));
    const { element } = await mounted(subject);
    const billing: BillingDetails = { ...BILLING, phone: '', address: { ...BILLING.address, line1: '  ' } };
    expect((await subject.card.confirm(SESSION, element.element, billing)).isOk()).toBe(true);
    expect(subject.stripe.confirmations).toEqual([
      {
        clientSecret: SESSION.clientSecret,
        data: { payment_method: { card: element.element, billing_details: stripeBillingDetails(billing) } },
      },
    ]);
    expect(stripeBillingDetails(billing)).toEqual({
      address: { country: 'US', city: BILLING.address.city, postal_code: BILLING.address.postalCode, state: BILLING.address.state },
      email: BILLING.email,
      name: BILLING.name,
    });
  });

  it('maps a decline to CardDeclined with Stripe’s words and decline code', async () => {
    const subject = over(async () =>
      failure({ code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }),
    );
    const { element } = await mounted(subject);
    expect((await subject.card.confirm(SESSION, element.element, BILLING))._unsafeUnwrapErr()).toEqual({
      type: 'CardDeclined',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('maps an intent left in requires_action (3-D Secure not completed) to a decline that says so', async () => {
    const subject = over(async () => intent('requires_action'));
    const { element } = await mounted(subject);
    expect((await subject.card.confirm(SESSION, element.element, BILLING))._unsafeUnwrapErr()).toEqual({
      type: 'CardDeclined',
      code: 'authentication_required',
      message: AUTHENTICATION_MESSAGE,
    });
  });

  it('maps a connection failure to Network and Stripe’s outage to ProviderUnavailable', async () => {
    const offline = over(async () => failure({ type: 'api_connection_error', message: 'Failed to fetch' }));
    const a = await mounted(offline);
    expect((await offline.card.confirm(SESSION, a.element.element, BILLING))._unsafeUnwrapErr()).toEqual({
      type: 'Network',
      message: STRIPE_NETWORK_MESSAGE,
    });
    const thrown = over(async () => Promise.reject(new TypeError('Failed to fetch')));
    const b = await mounted(thrown);
    expect((await thrown.card.confirm(SESSION, b.element.element, BILLING))._unsafeUnwrapErr().type).toBe('Network');
    const outage = over(async () => failure({ type: 'api_error', message: 'An unknown error occurred' }));
    const c = await mounted(outage);
    expect((await outage.card.confirm(SESSION, c.element.element, BILLING))._unsafeUnwrapErr().type).toBe('ProviderUnavailable');
  });

  it('takes a repeated confirmation of an intent that is already paid as paid', async () => {
    const subject = over(async () =>
      failure({ type: 'invalid_request_error', code: 'payment_intent_unexpected_state', payment_intent: { status: 'succeeded' } as never }),
    );
    const { element } = await mounted(subject);
    expect((await subject.card.confirm(SESSION, element.element, BILLING)).isOk()).toBe(true);
  });

  it('says the card form could not be loaded when Stripe.js fails to load, and tries again on the next mount', async () => {
    let attempts = 0;
    const stripe = new FakeStripe(async () => intent('succeeded'));
    const card = new StripeJsCard('pk_test_unit', async () => {
      attempts++;
      if (attempts === 1) throw new Error('Failed to load Stripe.js');
      return stripe as unknown as Stripe;
    });
    expect((await card.mount(container, () => undefined))._unsafeUnwrapErr()).toEqual({
      type: 'ProviderUnavailable',
      message: CARD_FORM_LOAD_FAILED,
    });
    expect((await card.mount(container, () => undefined)).isOk()).toBe(true);
    expect(attempts).toBe(2);
    const noWindow = new StripeJsCard('pk_test_unit', async () => null);
    expect((await noWindow.mount(container, () => undefined))._unsafeUnwrapErr().message).toBe(CARD_FORM_LOAD_FAILED);
  });

  it('refuses an element it did not mount without calling Stripe', async () => {
    const subject = over(async () => intent('succeeded'));
    expect((await subject.card.confirm(SESSION, { forged: true }, BILLING))._unsafeUnwrapErr().type).toBe('CardDeclined');
    expect(subject.stripe.confirmations).toEqual([]);
  });
});

/** The HTTP gateway over the app in process, confirming through Stripe.js (the fake) as the browser's Stripe wiring does. */
function stripeGateway(world: AppWorld, answer: (intentId: string) => Promise<PaymentIntentResult>) {
  const subject = over(async (clientSecret) => answer(clientSecret.split('_secret_')[0] ?? ''));
  const direct: FetchLike = async (url, init) => world.app.request(url, init);
  let n = 0;
  const gateway = new HttpPaymentGateway({
    client: jsonClient({ fetch: fetchWithRetry({ fetch: direct, sleep: async () => undefined }) }),
    newKey: () => `stripe-js-${++n}`,
    confirmWithProvider: subject.card.confirm,
  });
  return { gateway, subject };
}

describe('the browser’s Stripe wiring: HttpPaymentGateway with StripeJsCard', () => {
  it('pays: Stripe.js confirms the card, then the server settles and fulfils the order', async () => {
    const world = appWorld();
    const { gateway, subject } = stripeGateway(world, async (intentId) => {
      expect((await world.processor.confirm(intentId, card('4242424242424242'), BILLING)).isOk()).toBe(true);
      return intent('succeeded');
    });
    const { element } = await mounted(subject);
    const session = (await gateway.startPayment(membershipRequest('ada@example.org')))._unsafeUnwrap();
    const receipt = (
      await gateway.confirmCard(session, { kind: 'provider-element', element: element.element, problem: null }, BILLING)
    )._unsafeUnwrap();
    expect(receipt).toEqual({
      orderId: session.orderId,
      amount: 5_000,
      description: 'Annual Membership',
      receiptEmail: 'ada@example.org',
      fulfilment: 'fulfilled',
    });
    expect((await world.deps.members.findByEmail('ada@example.org'))._unsafeUnwrap()).not.toBeNull();
  });

  it('does not ask the server to settle a declined card', async () => {
    const world = appWorld();
    const { gateway, subject } = stripeGateway(world, async () => failure({ code: 'card_declined', decline_code: 'generic_decline' }));
    const { element } = await mounted(subject);
    const session = (await gateway.startPayment(membershipRequest('bo@example.org')))._unsafeUnwrap();
    const answer = await gateway.confirmCard(session, { kind: 'provider-element', element: element.element, problem: null }, BILLING);
    expect(answer._unsafeUnwrapErr()).toMatchObject({ type: 'CardDeclined', code: 'generic_decline' });
    expect((await world.deps.members.findByEmail('bo@example.org'))._unsafeUnwrap()).toBeNull();
  });
});
