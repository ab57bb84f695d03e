import { describe, expect, it } from 'vitest';
import { TEST_CARDS, testCardOutcome } from '../../../src/adapters/card-simulator/test-cards';
import { DECLINING_CARDS } from '../../contracts/card-simulator.contract';

describe('testCardOutcome', () => {
  it('knows every card of SECURITY.md', () => {
    expect(Object.keys(TEST_CARDS).sort()).toEqual(['4242424242424242', ...DECLINING_CARDS.map(([number]) => number)].sort());
  });

  it('reads numbers with spaces or dashes', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ kind: 'succeeds' });
    expect(testCardOutcome('4000-0000-0000-9995')).toMatchObject({
      kind: 'declined',
      reason: 'insufficient_funds',
      errorCode: 'card_declined',
    });
  });

  it("carries Stripe's error codes beside the decline reasons", () => {
    expect(testCardOutcome('4000000000000069')).toMatchObject({ reason: 'expired_card', errorCode: 'expired_card' });
    expect(testCardOutcome('4000000000000127')).toMatchObject({ reason: 'incorrect_cvc', errorCode: 'incorrect_cvc' });
    expect(testCardOutcome('4000002760003184')).toMatchObject({ reason: 'authentication_required', errorCode: 'card_declined' });
  });

  it('charges any other Luhn-valid number and refuses anything else as an incorrect number', () => {
    expect(testCardOutcome('5555555555554444')).toEqual({ kind: 'succeeds' });
    for (const number of ['5555555555554445', '', '4242', 'abcd efgh ijkl mnop']) {
      expect(testCardOutcome(number)).toMatchObject({
        kind: 'declined',
        reason: 'incorrect_number',
        message: 'Your card number is incorrect.',
      });
    }
  });
});
