import fc from 'fast-check';
import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MAX_COUNT_PER_ORDER } from '../../src/domain/catalog';
import { priceTickets } from '../../src/domain/event-pricing';
import { priceOrder, type CatalogueOrder as Order } from '../../src/domain/pricing';
import {
  COOKOUT_2022,
  COOKOUT_2024,
  SPEC_EVENT_ROUTES,
  SPEC_EVENTS,
  SPONSOR_COOKOUT_2024,
  SPRING_BANQUET_2022,
} from '../../src/domain/spec-events';
import type { TicketCounts, TicketedEvent } from '../../src/domain/ticketed-events';
import { ticketedEventForm, validateTicketedEventForm } from '../../src/domain/validation/ticketed-event-form';

const count = fc.integer({ min: 0, max: MAX_COUNT_PER_ORDER });

/** Each spec page as an event, and the order today's pricing.ts prices for the same counts. */
const pages: readonly [string, TicketedEvent, fc.Arbitrary<readonly [TicketCounts, Order]>][] = [
  [
    '/Spring-Banquet-2022',
    SPRING_BANQUET_2022,
    fc.tuple(count, count).map(
      ([adults, children]) =>
        [
          { adults, children },
          { item: 'banquet-2022', adults, children },
        ] as const,
    ),
  ],
  ['/Cookout-2022', COOKOUT_2022, count.map((tickets) => [{ tickets }, { item: 'cookout-2022', tickets }] as const)],
  ['/Attend-Cookout', COOKOUT_2024, count.map((tickets) => [{ tickets }, { item: 'cookout-2024', tickets }] as const)],
  [
    '/Sponsor-Cookout',
    SPONSOR_COOKOUT_2024,
    count.map((students) => [{ students }, { item: 'sponsor-cookout-2024', students, studentNames: 'Ann, Bo' }] as const),
  ],
];

describe('the spec pages as event data', () => {
  it.each(pages)('%s: priced from data gives exactly the amount and description of today', (_route, event, orders) => {
    fc.assert(
      fc.property(orders, fc.boolean(), ([counts, order], member) => {
        const fromData = priceTickets(event, counts, member);
        const today = priceOrder(order);
        expect(fromData.isOk()).toBe(today.isOk());
        if (fromData.isOk() && today.isOk()) {
          expect(fromData.value.amount).toBe(today.value.amount);
          expect(fromData.value.description).toBe(today.value.description);
          expect(fromData.value.currency).toBe(today.value.currency);
        }
      }),
    );
  });

  it('gives the spec words for a few orders', () => {
    expect(priceTickets(SPRING_BANQUET_2022, { adults: 0, children: 3 }, false)._unsafeUnwrap()).toMatchObject({
      amount: 6_000,
      description: 'Spring Banquet 2022 Tickets - Adults: 0, Children: 3',
    });
    expect(priceTickets(COOKOUT_2022, { tickets: 3 }, false)._unsafeUnwrap().description).toBe('Cookout 2022 Tickets: 3');
    expect(priceTickets(COOKOUT_2024, { tickets: 3 }, false)._unsafeUnwrap().amount).toBe(7_500);
    expect(priceTickets(SPONSOR_COOKOUT_2024, { students: 2 }, false)._unsafeUnwrap()).toMatchObject({
      amount: 5_000,
      description: 'Cookout 2024 Sponsored Student Tickets: 2',
      sponsorship: true,
    });
  });

  it('are valid events, each served on its spec route', () => {
    for (const event of SPEC_EVENTS) expect(validateTicketedEventForm(ticketedEventForm(event), event.timeZone)).toEqual(ok(event));
    expect(Object.values(SPEC_EVENT_ROUTES)).toEqual(SPEC_EVENTS.map((event) => event.slug));
    expect(Object.keys(SPEC_EVENT_ROUTES)).toEqual(pages.map(([route]) => route));
  });
});
