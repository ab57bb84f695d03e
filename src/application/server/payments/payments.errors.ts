import type { AccessError } from '../../../domain/access';
import type { DuplicateMemberError } from '../../../domain/members';
import { CHECK_THE_FORM, type InvalidForm } from '../../../domain/validation/fields';

/** An order the server will not charge: unknown item, bad count or amount, bad contact details, a mismatched amount. */
export type InvalidOrder = {
  readonly type: 'InvalidOrder';
  readonly message: string;
  readonly fields?: Readonly<Record<string, string>>;
};
export type OrderNotFound = { readonly type: 'OrderNotFound'; readonly message: string };
export type NotPaid = { readonly type: 'NotPaid'; readonly message: string };
export type CardDeclined = { readonly type: 'CardDeclined'; readonly code: string; readonly message: string };
export type RateLimited = { readonly type: 'RateLimited'; readonly message: string; readonly retryAfterSeconds: number };
export type InvalidSignature = { readonly type: 'InvalidSignature'; readonly message: string };
export type InvalidEvent = { readonly type: 'InvalidEvent'; readonly message: string };
/** A store or the processor could not answer; the request may be tried again. */
export type Unavailable = { readonly type: 'Unavailable'; readonly message: string };

/** Everything a payment use case can answer instead of a result. */
export type PaymentsError =
  | InvalidOrder
  | DuplicateMemberError
  | AccessError
  | OrderNotFound
  | NotPaid
  | CardDeclined
  | RateLimited
  | InvalidSignature
  | InvalidEvent
  | Unavailable;

export const AMOUNT_MISMATCH = 'The amount does not match the order.';

export function invalidOrder(message: string, fields?: Readonly<Record<string, string>>): InvalidOrder {
  return fields ? { type: 'InvalidOrder', message, fields } : { type: 'InvalidOrder', message };
}

/** A form refused field by field, as one InvalidOrder whose message is the first field's. */
export function invalidOrderFromForm(form: InvalidForm<string>): InvalidOrder {
  const fields = Object.fromEntries(
    Object.entries(form.fields).flatMap(([field, message]) => (message === undefined ? [] : [[field, message]])),
  );
  return invalidOrder(Object.values(fields)[0] ?? CHECK_THE_FORM, fields);
}

export const ORDER_NOT_FOUND: OrderNotFound = { type: 'OrderNotFound', message: 'This payment was not found.' };

/** A port's failure that is not the caller's fault. */
export function unavailable(cause: { readonly message: string }): Unavailable {
  return { type: 'Unavailable', message: cause.message };
}

/** A ledger answer as a use-case error: an unknown order, a step out of order, or an outage. */
export function fromLedger(error: { readonly type: string; readonly message: string }): OrderNotFound | NotPaid | Unavailable {
  if (error.type === 'NotFound') return ORDER_NOT_FOUND;
  if (error.type === 'InvalidTransition') return { type: 'NotPaid', message: error.message };
  return unavailable(error);
}
