import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { orderSeats, priceTickets } from '../../../src/domain/event-pricing';
import { validateTicketAnswers } from '../../../src/domain/validation/ticket-answers';
import { BANQUET_2027 } from '../ticketed-event-fixtures';

// Adult tickets ask the holder's name and 'Chicken or fish?'; child and infant tickets ask nothing.
const order = priceTickets(BANQUET_2027, { adult: 2, child: 1 }, false)._unsafeUnwrap();

describe('validateTicketAnswers: what each ticket asks', () => {
  it('keeps a name and an answer per ticket that asks them, trimmed, and nothing for types that ask nothing', () => {
    const answers = {
      adult: [
        { holderName: ' Ann Lee ', answer: 'Fish' },
        { holderName: 'Bo Lee', answer: ' Chicken ' },
      ],
      child: [{ holderName: 'Cy', answer: 'x' }],
    };
    expect(validateTicketAnswers(BANQUET_2027, order, answers)).toEqual(
      ok({
        adult: [
          { holderName: 'Ann Lee', answer: 'Fish' },
          { holderName: 'Bo Lee', answer: 'Chicken' },
        ],
      }),
    );
  });

  it('asks for every missing name and answer, ticket by ticket', () => {
    expect(validateTicketAnswers(BANQUET_2027, order, { adult: [{ holderName: 'Ann Lee', answer: '' }] })).toEqual(
      err({
        type: 'InvalidForm',
        fields: {
          'adult.0.answer': 'An answer is required.',
          'adult.1.holderName': 'Name is required.',
          'adult.1.answer': 'An answer is required.',
        },
      }),
    );
  });

  it('asks only the question when the type does not ask for a name', () => {
    const event = {
      ...BANQUET_2027,
      ticketTypes: BANQUET_2027.ticketTypes.map((t) => ({ ...t, asks: { holderName: false, question: t.asks.question } })),
    };
    expect(
      validateTicketAnswers(event, order, {
        adult: [
          { holderName: '', answer: 'Fish' },
          { holderName: '', answer: 'Fish' },
        ],
      }),
    ).toEqual(
      ok({
        adult: [
          { holderName: '', answer: 'Fish' },
          { holderName: '', answer: 'Fish' },
        ],
      }),
    );
  });

  it('an order takes the seats of its lines', () => {
    expect(orderSeats(order)).toEqual({ adult: 2, child: 1 });
  });
});
