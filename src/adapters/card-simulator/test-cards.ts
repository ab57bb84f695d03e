import { passesLuhn } from '../../domain/card';
import { PROCESSOR_MESSAGES } from '../../application/ports/payment-processor.port';

/** Why a test card is declined: Stripe's decline code (or error code where it has no decline code). */
type DeclineReason =
  | 'generic_decline'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'incorrect_number'
  | 'authentication_required';

/** A decline as Stripe reports it: its error `code`, its `decline_code` and the payer-facing message. */
interface Decline {
  readonly reason: DeclineReason;
  /** Stripe's error code (`card_declined`, `expired_card`, ...). */
  readonly errorCode: string;
  readonly message: string;
}

export type TestCardOutcome = { readonly kind: 'succeeds' } | ({ readonly kind: 'declined' } & Decline);

const declined = (reason: DeclineReason, errorCode: string, message: string): TestCardOutcome => ({
  kind: 'declined',
  reason,
  errorCode,
  message,
});

const {
  cardDeclined: CARD_DECLINED,
  incorrectNumber: INCORRECT_NUMBER,
  authenticationRequired: AUTHENTICATION_REQUIRED,
} = PROCESSOR_MESSAGES;

/**
 * Stripe's published test cards (SECURITY.md) with Stripe's own codes and messages. The simulator
 * cannot show a 3-D Secure challenge, so the cards that require authentication are declined with
 * Stripe's off-session answer.
 */
export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': { kind: 'succeeds' },
  '4000000000000002': declined('generic_decline', 'card_declined', CARD_DECLINED),
  '4000000000009995': declined('insufficient_funds', 'card_declined', 'Your card has insufficient funds.'),
  '4000000000009987': declined('lost_card', 'card_declined', CARD_DECLINED),
  '4000000000009979': declined('stolen_card', 'card_declined', CARD_DECLINED),
  '4000000000000069': declined('expired_card', 'expired_card', 'Your card has expired.'),
  '4000000000000127': declined('incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."),
  '4000000000000119': declined(
    'processing_error',
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ),
  '4242424242424241': declined('incorrect_number', 'incorrect_number', INCORRECT_NUMBER),
  '4000002500003155': declined('authentication_required', 'card_declined', AUTHENTICATION_REQUIRED),
  '4000002760003184': declined('authentication_required', 'card_declined', AUTHENTICATION_REQUIRED),
};

/**
 * What charging a card number does in the simulator: a listed test card behaves as Stripe says,
 * any other number that passes the Luhn check succeeds, anything else is an incorrect number.
 * Spaces and dashes in the number are ignored.
 *
 * @example testCardOutcome('4000 0000 0000 9995') // declined, insufficient_funds
 */
export function testCardOutcome(number: string): TestCardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  const listed = TEST_CARDS[digits];
  if (listed) return listed;
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits)
    ? { kind: 'succeeds' }
    : declined('incorrect_number', 'incorrect_number', INCORRECT_NUMBER);
}
