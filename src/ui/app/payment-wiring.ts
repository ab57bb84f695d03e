import { ResultAsync } from 'neverthrow';
import type { CardEntryMode, CardEntrySource } from '../../application/ports/card-element.port';
import type { DuesCalendar, DuesCalendarError } from '../../application/ports/dues-calendar.port';
import type { PaymentError, PaymentGateway } from '../../application/ports/payment-gateway.port';
import type { JsonClient } from '../../adapters/http/json-client';
import type { PaymentConfig } from '../../adapters/http/payment-config';
import { lazyPort, type PortMethods } from './lazy-port';

/** The payment gateway and the card entry that belong together: a Stripe element is confirmed by the same Stripe.js. */
export interface PaymentWiring {
  readonly gateway: PaymentGateway;
  readonly cardEntry: CardEntryMode;
}

/** What a payer reads when the site could not find out how it takes cards. */
export const CARD_FORM_UNAVAILABLE = 'We could not load the card form. Please check your connection and try again.';

const PAYMENT_METHODS: PortMethods<PaymentGateway> = { startPayment: true, confirmCard: true };

/**
 * The gateway for the server's answer. Simulator: the HTTP gateway, the simulator's card form.
 * Stripe: the same gateway confirming through Stripe.js; the Stripe adapter (and so the
 * `@stripe/stripe-js` loader) is imported only in Stripe mode, and Stripe.js itself only when a
 * card element is mounted.
 */
async function wiringFor(config: PaymentConfig, client?: JsonClient): Promise<PaymentWiring> {
  const { HttpPaymentGateway } = await import('../../adapters/http/http-payment-gateway');
  const calls = client ? { client } : {};
  if (config.mode === 'simulator') return { gateway: new HttpPaymentGateway(calls), cardEntry: { kind: 'simulator' } };
  const { StripeJsCard } = await import('../../adapters/stripe-js/stripe-js-card');
  const card = new StripeJsCard(config.publishableKey);
  return {
    gateway: new HttpPaymentGateway({ ...calls, confirmWithProvider: card.confirm }),
    cardEntry: { kind: 'provider', provider: card },
  };
}

/**
 * GET /payment/config, then the wiring for its answer; the payments are sent through `client`
 * when one is given (the aws wiring's carries the Cognito ID token).
 */
export async function askTheServer(client?: JsonClient): Promise<PaymentWiring> {
  const { readPaymentConfig } = await import('../../adapters/http/payment-config');
  const config = await readPaymentConfig();
  if (config.isErr()) throw new Error(config.error.message);
  return wiringFor(config.value, client);
}

/**
 * Payments as the server chooses them: nothing is asked until a checkout shows its card form or
 * starts a payment; the answer is kept, and a failed one is asked again next time. The payment
 * port and the card entry share the one answer.
 */
export function serverChosenPayments(load: () => Promise<PaymentWiring> = askTheServer): {
  payments: PaymentGateway;
  cardEntry: CardEntrySource;
} {
  let wiring: Promise<PaymentWiring> | null = null;
  let known: CardEntryMode | null = null;
  const loaded = (): Promise<PaymentWiring> => {
    wiring ??= load().then(
      (ready) => {
        known = ready.cardEntry;
        return ready;
      },
      (error: unknown) => {
        wiring = null;
        throw error;
      },
    );
    return wiring;
  };
  const payments = lazyPort(
    async () => (await loaded()).gateway,
    PAYMENT_METHODS,
    (message): PaymentError => ({ type: 'Network', message }),
  );
  const cardEntry: CardEntrySource = {
    known: () => known,
    resolve: () =>
      ResultAsync.fromPromise(loaded(), (): PaymentError => ({ type: 'ProviderUnavailable', message: CARD_FORM_UNAVAILABLE })).map(
        (ready) => ready.cardEntry,
      ),
  };
  return { payments, cardEntry };
}

const DUES_CALENDAR_METHODS: PortMethods<DuesCalendar> = { coveredYears: true };

/** The dues years the server decides (GET /payment/dues-years), its adapter loaded when a checkout first states them. */
export function serverDuesCalendar(): DuesCalendar {
  const load = async () => new (await import('../../adapters/http/http-dues-calendar')).HttpDuesCalendar();
  return lazyPort(load, DUES_CALENDAR_METHODS, (message): DuesCalendarError => ({ type: 'Unavailable', message }));
}
