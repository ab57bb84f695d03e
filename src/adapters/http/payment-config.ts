import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { PaymentError } from '../../application/ports/payment-gateway.port';
import { jsonClient, type JsonClient } from './json-client';
import { paymentErrorOf } from './payment-answers';

/** GET /payment/config: cards go to the simulator, or to Stripe.js with the site's publishable key. */
const paymentConfigAnswer = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('simulator') }),
  z.object({ mode: z.literal('stripe'), publishableKey: z.string().regex(/^pk_(test|live)_/) }),
]);

/** How the self-hosted server takes cards. */
export type PaymentConfig = z.output<typeof paymentConfigAnswer>;

/** Asks the server how it takes cards (retried like every safe request); failures become the port's errors. */
export function readPaymentConfig(client: JsonClient = jsonClient()): ResultAsync<PaymentConfig, PaymentError> {
  return client({ method: 'GET', path: '/payment/config', answer: paymentConfigAnswer, safeToRetry: true }).mapErr(paymentErrorOf);
}
