import { z } from 'zod';
import type { Cents } from '../../domain/money';
import { PAYMENT_LOST, PAYMENTS_UNAVAILABLE, type PaymentError, type PaymentReceipt } from '../../application/ports/payment-gateway.port';
import type { HttpFailure } from './json-client';

/** What the server answers to POST /payment: the session, priced by the server. */
export const sessionAnswer = z
  .object({ clientSecret: z.string().min(1), orderId: z.string().min(1), amount: z.number().int(), description: z.string() })
  .transform((session) => ({ ...session, amount: session.amount as Cents }));

/**
 * What POST /payment/confirm and POST /payment/:orderId/sync answer: the order number, amount and
 * description, where the receipt goes, whether the order is done, and for a paid membership whose e-mail already has an account, `account: 'existing'`.
 */
export const receiptAnswer = z
  .object({
    orderId: z.string().min(1),
    amount: z.number().int(),
    description: z.string(),
    receiptEmail: z.string().nullable(),
    fulfilment: z.enum(['fulfilled', 'pending', 'failed']),
    account: z.literal('existing').optional(),
  })
  .transform((receipt): PaymentReceipt => ({
    orderId: receipt.orderId,
    amount: receipt.amount as Cents,
    description: receipt.description,
    receiptEmail: receipt.receiptEmail,
    fulfilment: receipt.fulfilment,
    ...(receipt.account === undefined ? {} : { account: receipt.account }),
  }));

/** The server's error body: `{ error: { type, message, fields?, code?, retryAfterSeconds? } }`. */
const errorBody = z.object({
  error: z.object({
    type: z.string().optional(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    code: z.string().optional(),
    retryAfterSeconds: z.number().optional(),
  }),
});

/** What a payer reads when the request never got an answer. */
export const NETWORK_MESSAGE = 'The payment could not reach the server. Please check your connection and try again.';

function fromServer(status: number, headers: Headers, error: z.output<typeof errorBody>['error']): PaymentError {
  const fields = error.fields ? { fields: error.fields } : {};
  switch (error.type) {
    case 'InvalidOrder':
      return { type: 'InvalidOrder', message: error.message, ...fields };
    case 'InvalidBody':
    case 'MalformedJson':
    case 'PayloadTooLarge':
      // The body's own field messages read better than the summary that names the path.
      return { type: 'InvalidOrder', message: Object.values(error.fields ?? {})[0] ?? error.message, ...fields };
    case 'DuplicateMember':
      return { type: 'DuplicateMember', message: error.message };
    case 'Unauthorized':
    case 'NotAuthenticated':
      return { type: 'Unauthorized', message: error.message };
    case 'CardDeclined':
      return { type: 'CardDeclined', code: error.code ?? 'card_declined', message: error.message };
    case 'RateLimited': {
      const retryAfterSeconds = error.retryAfterSeconds ?? Number(headers.get('Retry-After') ?? '60');
      return { type: 'RateLimited', message: error.message, retryAfterSeconds };
    }
    case 'OrderNotFound':
    case 'NotPaid':
      return PAYMENT_LOST;
    default:
      // An order the server will not sell as asked (sales not open, not enough seats): its words and fields.
      if (status === 409 || (status === 400 && error.fields)) return { type: 'InvalidOrder', message: error.message, ...fields };
      // An outage (503), a route this server does not offer (the simulator's, with Stripe: 404), anything new.
      return PAYMENTS_UNAVAILABLE;
  }
}

/**
 * Any failure of a payment request in the port's words: the network's (Network), the server's
 * typed error bodies (as the server meant them), and anything else (an outage, an answer this
 * client does not understand) as ProviderUnavailable.
 */
export function paymentErrorOf(failure: HttpFailure): PaymentError {
  switch (failure.type) {
    case 'NetworkFailure':
      return { type: 'Network', message: NETWORK_MESSAGE };
    case 'UnexpectedAnswer':
      return PAYMENTS_UNAVAILABLE;
    case 'HttpError': {
      const parsed = errorBody.safeParse(failure.body);
      return parsed.success ? fromServer(failure.status, failure.headers, parsed.data.error) : PAYMENTS_UNAVAILABLE;
    }
  }
}
