import { describe, expect, it } from 'vitest';
import { giftPartOf, type FairMarketValueOf } from '../../src/domain/giving';
import type { Cents } from '../../src/domain/money';
import type { Order } from '../../src/domain/pricing';

const c = (value: number) => value as Cents;
const banquet: FairMarketValueOf = (slug, type) => (slug === 'spring-banquet-2027' && type === 'adults' ? c(2500) : null);
const tickets = (counts: Record<string, number>): Order => ({
  item: 'event-tickets',
  event: 'spring-banquet-2027',
  counts,
  answers: {},
  sponsoredNames: '',
  prices: { adults: c(3800), children: c(1500) },
});

describe('giftPartOf (issue 20: what part of a payment is a gift)', () => {
  it('counts a donation whole, with nothing received', () => {
    const part = giftPartOf({ item: 'donation', amount: c(10000), donationType: 'Chapter Donation' }, c(10000), banquet);
    expect(part).toEqual({ kind: 'gift', amount: 10000, fairMarketValue: 0, deductible: 10000, disclosureRequired: false });
  });

  it('makes $13 of a $38 banquet ticket worth $25 a gift, with no disclosure at $75 or less', () => {
    expect(giftPartOf(tickets({ adults: 1 }), c(3800), banquet)).toEqual({
      kind: 'quid-pro-quo',
      amount: 3800,
      fairMarketValue: 2500,
      deductible: 1300,
      disclosureRequired: false,
    });
  });

  it('asks for the disclosure above $75, and counts a type no longer known at its price', () => {
    const part = giftPartOf(tickets({ adults: 2, children: 1 }), c(9100), banquet);
    expect(part).toMatchObject({ fairMarketValue: 6500, deductible: 2600, disclosureRequired: true });
  });

  it('never makes the value received more than what was kept after a refund', () => {
    expect(giftPartOf(tickets({ adults: 2 }), c(3000), banquet)).toMatchObject({ fairMarketValue: 3000, deductible: 0 });
  });

  it('treats dues, a membership and an upgrade as payments for benefits, not gifts', () => {
    for (const order of [{ item: 'dues', membership: 'Annual' }, { item: 'upgrade' }] as const)
      expect(giftPartOf(order, c(5000), banquet)).toMatchObject({ kind: 'not-a-gift', deductible: 0, fairMarketValue: 5000 });
  });

  it('counts the spec’s old ticket items as received in full', () => {
    expect(giftPartOf({ item: 'cookout-2024', tickets: 2 }, c(4000), banquet)).toMatchObject({ deductible: 0, kind: 'quid-pro-quo' });
  });
});
