import { describe, expect, it } from 'vitest';
import { NO_SEATS_TAKEN } from '../../src/domain/ticket-sales';
import {
  checkWaitingListForm,
  notEnoughSeatsWords,
  OFFER_HOURS,
  OFFER_MILLISECONDS,
  offerSeats,
  offeredType,
  WAITING_LIST_CLOSED,
  WAITING_LIST_NOT_OPEN,
  waitingListOpen,
} from '../../src/domain/waiting-list';
import { BANQUET_2027, DURING_SALES, at } from './ticketed-event-fixtures';

const SOLD_OUT = { sold: { adult: 90, child: 30 }, held: {} };

describe('the waiting list', () => {
  it('holds an offer 48 hours', () => {
    expect([OFFER_HOURS, OFFER_MILLISECONDS]).toEqual([48, 172_800_000]);
  });

  it('offers a party its type, or the event’s first type when it waits for any', () => {
    expect(offeredType(BANQUET_2027, null)?.id).toBe('adult');
    expect(offeredType(BANQUET_2027, 'child')?.id).toBe('child');
    expect(offeredType(BANQUET_2027, 'vip')).toBeNull();
    expect(offerSeats(BANQUET_2027, 'child', 3)).toEqual({ child: 3 });
    expect(offerSeats(BANQUET_2027, null, 2)).toEqual({ adult: 2 });
    expect(offerSeats({ ...BANQUET_2027, ticketTypes: [] }, null, 2)).toEqual({});
  });

  it('opens when the event is sold out, or the type chosen is, while sales are open', () => {
    expect(waitingListOpen(BANQUET_2027, DURING_SALES, SOLD_OUT, null).isOk()).toBe(true);
    expect(waitingListOpen(BANQUET_2027, DURING_SALES, NO_SEATS_TAKEN, null)._unsafeUnwrapErr()).toBe(WAITING_LIST_CLOSED);
    const childrenGone = { sold: { child: 30 }, held: {} };
    expect(waitingListOpen(BANQUET_2027, DURING_SALES, childrenGone, 'child').isOk()).toBe(true);
    expect(waitingListOpen(BANQUET_2027, DURING_SALES, childrenGone, 'adult')._unsafeUnwrapErr()).toBe(WAITING_LIST_CLOSED);
    expect(waitingListOpen(BANQUET_2027, at('2027-02-01T00:00'), childrenGone, 'child')._unsafeUnwrapErr()).toBe(WAITING_LIST_NOT_OPEN);
    expect(waitingListOpen({ ...BANQUET_2027, status: 'cancelled' }, DURING_SALES, SOLD_OUT, null)._unsafeUnwrapErr()).toBe(
      WAITING_LIST_NOT_OPEN,
    );
  });

  it('checks the form: a type of the event, a name, an e-mail, a party within the per-order maximum', () => {
    expect(checkWaitingListForm(BANQUET_2027, { typeId: 'infant', name: ' Ada ', email: ' ada@example.org ', partySize: 4 })).toEqual(
      expect.objectContaining({ value: { typeId: 'infant', name: 'Ada', email: 'ada@example.org', partySize: 4 } }),
    );
    expect(
      checkWaitingListForm(BANQUET_2027, { typeId: 'infant', name: 'Ada', email: 'ada@example.org', partySize: 5 })._unsafeUnwrapErr(),
    ).toEqual({
      type: 'InvalidForm',
      fields: { partySize: 'Party size must be a whole number from 1 to 4.' },
    });
    expect(checkWaitingListForm(BANQUET_2027, { typeId: null, name: '', email: 'x', partySize: 1 })._unsafeUnwrapErr().fields).toEqual({
      name: 'Name is required.',
      email: 'Please enter a valid email address.',
    });
  });

  it('words seats that do not fit as the event page does', () => {
    expect(notEnoughSeatsWords({ type: 'NotEnoughSeats', typeId: null, remaining: 0 })).toBe('Sold out.');
    expect(notEnoughSeatsWords({ type: 'NotEnoughSeats', typeId: 'adult', remaining: 3 })).toBe('Only 3 left');
    expect(notEnoughSeatsWords({ type: 'NotEnoughSeats', typeId: 'adult', remaining: 40 })).toBe('Only 40 left');
  });
});
