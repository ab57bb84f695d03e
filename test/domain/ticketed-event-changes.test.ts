import { describe, expect, it } from 'vitest';
import {
  checkSpecPagePrices,
  actionForStatus,
  aYearOn,
  CANCELLED_IS_FINAL,
  checkAgainstSeatsSold,
  checkNewEventStatus,
  checkStatusChange,
  copyTicketedEvent,
  NEW_EVENT_STATUS,
  NOT_BACK_TO_DRAFT,
  PUBLISH_BEFORE_CLOSING,
  suggestedCopySlug,
} from '../../src/domain/ticketed-event-changes';
import { EVENT_STATUSES, type EventStatus } from '../../src/domain/ticketed-events';
import { SPRING_BANQUET_2022 } from '../../src/domain/spec-events';
import { at, BANQUET_2027 } from './ticketed-event-fixtures';

describe('status changes', () => {
  const allowed: readonly (readonly [EventStatus, EventStatus])[] = [
    ['draft', 'published'],
    ['published', 'salesClosed'],
    ['salesClosed', 'published'],
    ['draft', 'cancelled'],
    ['published', 'cancelled'],
    ['salesClosed', 'cancelled'],
  ];

  it.each(allowed)('lets %s become %s', (from, to) => {
    expect(checkStatusChange(from, to).isOk()).toBe(true);
  });

  it('allows staying put, and refuses every other change with its reason', () => {
    for (const status of EVENT_STATUSES) expect(checkStatusChange(status, status).isOk()).toBe(true);
    const reason = (from: EventStatus, to: EventStatus) => checkStatusChange(from, to)._unsafeUnwrapErr().message;
    for (const to of ['draft', 'published', 'salesClosed'] as const) expect(reason('cancelled', to)).toBe(CANCELLED_IS_FINAL);
    expect(reason('published', 'draft')).toBe(NOT_BACK_TO_DRAFT);
    expect(reason('salesClosed', 'draft')).toBe(NOT_BACK_TO_DRAFT);
    expect(reason('draft', 'salesClosed')).toBe(PUBLISH_BEFORE_CLOSING);
    const refusals = EVENT_STATUSES.flatMap((from) => EVENT_STATUSES.map((to) => [from, to] as const)).filter(([from, to]) =>
      checkStatusChange(from, to).isErr(),
    );
    expect(refusals).toHaveLength(EVENT_STATUSES.length ** 2 - EVENT_STATUSES.length - allowed.length);
  });

  it('saves a new event only as a draft or published', () => {
    expect(checkNewEventStatus('draft').isOk()).toBe(true);
    expect(checkNewEventStatus('published').isOk()).toBe(true);
    expect(checkNewEventStatus('salesClosed')._unsafeUnwrapErr().message).toBe(NEW_EVENT_STATUS);
    expect(checkNewEventStatus('cancelled')._unsafeUnwrapErr().message).toBe(NEW_EVENT_STATUS);
  });

  it('names the access action of each status', () => {
    expect(EVENT_STATUSES.map(actionForStatus)).toEqual([
      'updateTicketedEvent',
      'publishTicketedEvent',
      'closeTicketSales',
      'cancelTicketedEvent',
    ]);
  });
});

describe('what the seats sold forbid', () => {
  const [adult, child, infant] = BANQUET_2027.ticketTypes;
  if (!adult || !child || !infant) throw new Error('fixture');

  it('allows any edit while nothing is sold, and a new price once seats are', () => {
    const cheaper = { ...BANQUET_2027, ticketTypes: [{ ...adult, price: adult.price - 500 }, child] } as typeof BANQUET_2027;
    expect(checkAgainstSeatsSold(BANQUET_2027, cheaper, {}).isOk()).toBe(true);
    expect(checkAgainstSeatsSold(BANQUET_2027, cheaper, { adult: 5, child: 2 }).isOk()).toBe(true);
  });

  it('refuses removing a type with seats sold, naming it and its count', () => {
    const withoutChild = { ...BANQUET_2027, ticketTypes: [adult, infant] };
    expect(checkAgainstSeatsSold(BANQUET_2027, withoutChild, { child: 1 })._unsafeUnwrapErr()).toEqual({
      ticketTypes: 'Child has 1 seat sold, so it cannot be removed. Close its sales by setting its capacity to 1 instead.',
    });
    expect(checkAgainstSeatsSold(BANQUET_2027, withoutChild, { adult: 3 }).isOk()).toBe(true);
  });

  it('refuses a capacity below the seats sold, of a type and of the event', () => {
    const smaller = { ...BANQUET_2027, capacity: 10, ticketTypes: [adult, { ...child, capacity: 2 }, infant] };
    expect(checkAgainstSeatsSold(BANQUET_2027, smaller, { adult: 9, child: 3 })._unsafeUnwrapErr()).toEqual({
      'ticketTypes.1.capacity': '3 seats of this type are already sold: the capacity cannot be below 3.',
      capacity: '12 seats are already sold: the capacity cannot be below 12.',
    });
    expect(checkAgainstSeatsSold(BANQUET_2027, smaller, { adult: 8, child: 2 }).isOk()).toBe(true);
  });
});

describe('copying last year’s event', () => {
  it('moves every date a year on; 29 February becomes the 28th', () => {
    expect(aYearOn(at('2027-04-24T17:00'))).toBe('2028-04-24T17:00');
    expect(aYearOn(at('2028-02-29T09:30'))).toBe('2029-02-28T09:30');
    expect(aYearOn(at('2027-02-28T09:30'))).toBe('2028-02-28T09:30');
  });

  it('is a draft at the new address with the same types and prices, dates and window a year on, the year in its name moved', () => {
    const copy = copyTicketedEvent(BANQUET_2027, 'spring-banquet-2028');
    expect(copy).toEqual({
      ...BANQUET_2027,
      slug: 'spring-banquet-2028',
      name: 'Spring Banquet 2028',
      start: '2028-04-24T17:00',
      end: '2028-04-24T21:00',
      status: 'draft',
      sales: { opens: '2028-03-01T09:00', closes: '2028-04-21T00:00' },
    });
  });

  it('gives a seeded event the general payment description', () => {
    const copy = copyTicketedEvent(SPRING_BANQUET_2022, 'spring-banquet-2023');
    expect(copy.descriptionTemplate).toBeNull();
    expect(copy.name).toBe('Spring Banquet 2023');
    expect(copy.ticketTypes).toEqual(SPRING_BANQUET_2022.ticketTypes);
  });

  it('suggests the address with its year moved on, or with -copy', () => {
    expect(suggestedCopySlug(BANQUET_2027)).toBe('spring-banquet-2028');
    expect(suggestedCopySlug({ ...BANQUET_2027, slug: 'gala' })).toBe('gala-copy');
  });
});

describe("the spec's four pages keep the prices they state", () => {
  const banquet = SPRING_BANQUET_2022;
  const [adults, children] = banquet.ticketTypes;
  if (!adults || !children) throw new Error('the banquet has two types');

  it('lets the chair change anything else: dates, capacity, sales, a new type', () => {
    const next = {
      ...banquet,
      capacity: 120,
      status: 'salesClosed' as const,
      ticketTypes: [...banquet.ticketTypes, { ...adults, id: 'patrons', name: 'Patrons', price: 10_000 as typeof adults.price }],
    };
    expect(checkSpecPagePrices(banquet, next)._unsafeUnwrap()).toBe(next);
  });

  it('refuses a changed price, a member price, or a removed type, beside the field', () => {
    const dearer = { ...banquet, ticketTypes: [{ ...adults, price: 4_000 as typeof adults.price }, children] };
    expect(checkSpecPagePrices(banquet, dearer)._unsafeUnwrapErr()).toEqual({
      'ticketTypes.0.price': 'Adults costs $38 on its original page, which states that price: it cannot be changed here.',
    });
    const members = { ...banquet, ticketTypes: [adults, { ...children, memberPrice: 1_500 as typeof adults.price }] };
    expect(Object.keys(checkSpecPagePrices(banquet, members)._unsafeUnwrapErr())).toEqual(['ticketTypes.1.memberPrice']);
    const fewer = { ...banquet, ticketTypes: [adults] };
    expect(checkSpecPagePrices(banquet, fewer)._unsafeUnwrapErr()).toEqual({
      ticketTypes: 'Children is sold on its original page, so it cannot be removed.',
    });
  });

  it('leaves other events to the chair', () => {
    const dearer = {
      ...BANQUET_2027,
      ticketTypes: BANQUET_2027.ticketTypes.map((type) => ({ ...type, price: 9_900 as typeof adults.price })),
    };
    expect(checkSpecPagePrices(BANQUET_2027, dearer).isOk()).toBe(true);
  });
});
