import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  BANQUET_ADULT_PRICE,
  BANQUET_CHILD_PRICE,
  CHAPTER_DONATION,
  COMMUNITY_SERVICE_PROJECT,
  COOKOUT_2022_TICKET_PRICE,
  COOKOUT_2024_TICKET_PRICE,
  COOKOUT_EVENTS,
  DEFAULT_DONATION_TYPE,
  DONATION_TYPES,
  isDonationType,
  MAX_COUNT_PER_ORDER,
  QUICK_DONATION_DOLLARS,
  SPONSORED_STUDENT_PRICE,
} from '../../src/domain/catalog';
import { ANNUAL_MEMBERSHIP, LEGACY_ANNUAL_MEMBERSHIP, LIFETIME_MEMBERSHIP } from '../../src/domain/membership';
import { cents, MAX_PAYMENT_CENTS, type Cents } from '../../src/domain/money';
import {
  canProceedToCheckout,
  COUNT_MESSAGE,
  describeOrder,
  isValidCount,
  orderTotal,
  priceOrder,
  type CatalogueOrder as Order,
} from '../../src/domain/pricing';

const c = (value: number): Cents => cents(value)._unsafeUnwrap();
const total = (order: Order): number => orderTotal(order)._unsafeUnwrap();
const count = fc.integer({ min: 0, max: MAX_COUNT_PER_ORDER });
const nothingToPay = err({ type: 'NothingToPay', message: 'There is nothing to pay for yet.' });
const invalidCount = (field: string) => err({ type: 'InvalidCount', field, message: COUNT_MESSAGE });

/** One order per counted item, built from a single count, to state properties for all of them. */
const countedOrders: Record<string, (n: number) => Order> = {
  'banquet-2022 adults': (n) => ({ item: 'banquet-2022', adults: n, children: 0 }),
  'banquet-2022 children': (n) => ({ item: 'banquet-2022', adults: 0, children: n }),
  'cookout-2022 tickets': (n) => ({ item: 'cookout-2022', tickets: n }),
  'cookout-2024 tickets': (n) => ({ item: 'cookout-2024', tickets: n }),
  'sponsor-cookout-2024 students': (n) => ({ item: 'sponsor-cookout-2024', students: n, studentNames: 'A, B' }),
};

describe('catalog prices (spec section 9)', () => {
  it('prices the banquet, cookouts and sponsored students in cents', () => {
    expect(BANQUET_ADULT_PRICE).toBe(3800);
    expect(BANQUET_CHILD_PRICE).toBe(2000);
    expect(COOKOUT_2022_TICKET_PRICE).toBe(2000);
    expect(COOKOUT_2024_TICKET_PRICE).toBe(2500);
    expect(SPONSORED_STUDENT_PRICE).toBe(2500);
    expect(COOKOUT_EVENTS).toEqual({
      'cookout-2022': { year: 2022, unitPrice: 2000 },
      'cookout-2024': { year: 2024, unitPrice: 2500 },
    });
  });

  it('offers quick amounts of $10, $50 and $100', () => {
    expect(QUICK_DONATION_DOLLARS).toEqual([10, 50, 100]);
  });

  it("has two donation types, 'Chapter Donation' the default", () => {
    expect(DONATION_TYPES).toEqual(['Chapter Donation', 'Community Service Project']);
    expect(CHAPTER_DONATION).toBe('Chapter Donation');
    expect(COMMUNITY_SERVICE_PROJECT).toBe('Community Service Project');
    expect(DEFAULT_DONATION_TYPE).toBe('Chapter Donation');
    expect(isDonationType('Community Service Project')).toBe(true);
    expect(isDonationType('chapter donation')).toBe(false);
    expect(isDonationType('')).toBe(false);
  });
});

describe('priceOrder: amount, currency and description of each item (spec sections 7 and 9)', () => {
  const cases: readonly [Order, number, string][] = [
    [{ item: 'membership', membership: LIFETIME_MEMBERSHIP }, 50_000, 'Lifetime Membership'],
    [{ item: 'membership', membership: ANNUAL_MEMBERSHIP }, 5_000, 'Annual Membership'],
    [{ item: 'donation', amount: c(2500), donationType: CHAPTER_DONATION }, 2_500, 'Chapter Donation'],
    [{ item: 'donation', amount: c(10_000), donationType: COMMUNITY_SERVICE_PROJECT }, 10_000, 'Community Service Project'],
    [{ item: 'banquet-2022', adults: 2, children: 1 }, 9_600, 'Spring Banquet 2022 Tickets - Adults: 2, Children: 1'],
    [{ item: 'banquet-2022', adults: 0, children: 3 }, 6_000, 'Spring Banquet 2022 Tickets - Adults: 0, Children: 3'],
    [{ item: 'cookout-2022', tickets: 3 }, 6_000, 'Cookout 2022 Tickets: 3'],
    [{ item: 'cookout-2024', tickets: 3 }, 7_500, 'Cookout 2024 Tickets: 3'],
    [{ item: 'sponsor-cookout-2024', students: 2, studentNames: 'Ann, Bo' }, 5_000, 'Cookout 2024 Sponsored Student Tickets: 2'],
    [{ item: 'dues', membership: ANNUAL_MEMBERSHIP }, 5_000, 'Member Dues'],
    [{ item: 'dues', membership: LIFETIME_MEMBERSHIP }, 2_500, 'Member Dues'],
    [{ item: 'dues', membership: LEGACY_ANNUAL_MEMBERSHIP }, 5_000, 'Member Dues'],
    [{ item: 'upgrade' }, 50_000, 'Membership Upgrade'],
  ];

  it.each(cases)('%j costs %i cents, described %j', (order, amount, description) => {
    expect(priceOrder(order)).toEqual(ok({ order, amount, currency: 'usd', description }));
    expect(describeOrder(order)).toBe(description);
    expect(orderTotal(order)).toEqual(ok(amount));
  });
});

describe('priceOrder: nothing to pay, too large', () => {
  it('refuses zero totals with NothingToPay', () => {
    expect(priceOrder({ item: 'banquet-2022', adults: 0, children: 0 })).toEqual(nothingToPay);
    expect(priceOrder({ item: 'cookout-2022', tickets: 0 })).toEqual(nothingToPay);
    expect(priceOrder({ item: 'cookout-2024', tickets: 0 })).toEqual(nothingToPay);
    expect(priceOrder({ item: 'sponsor-cookout-2024', students: 0, studentNames: '' })).toEqual(nothingToPay);
    expect(priceOrder({ item: 'donation', amount: c(0), donationType: CHAPTER_DONATION })).toEqual(nothingToPay);
  });

  it('gives a zero running total, which is not an error before checkout', () => {
    expect(orderTotal({ item: 'cookout-2024', tickets: 0 })).toEqual(ok(0));
    expect(canProceedToCheckout(c(0))).toBe(false);
    expect(canProceedToCheckout(c(1))).toBe(true);
  });

  it('refuses an amount above MAX_PAYMENT_CENTS with AmountTooLarge, accepts exactly the maximum', () => {
    const order = (amount: number): Order => ({ item: 'donation', amount: c(amount), donationType: CHAPTER_DONATION });
    expect(priceOrder(order(MAX_PAYMENT_CENTS + 1))).toEqual(
      err({ type: 'AmountTooLarge', message: 'This order is larger than a single card payment can be.' }),
    );
    expect(priceOrder(order(MAX_PAYMENT_CENTS))._unsafeUnwrap().amount).toBe(MAX_PAYMENT_CENTS);
  });
});

describe('counts are whole numbers from 0 to 500', () => {
  it('pins the limit and the message', () => {
    expect(MAX_COUNT_PER_ORDER).toBe(500);
    expect(COUNT_MESSAGE).toBe('Please enter a whole number from 0 to 500.');
  });

  it('accepts exactly the integers 0..500', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double()), (n) => {
        expect(isValidCount(n)).toBe(Number.isInteger(n) && n >= 0 && n <= 500);
      }),
    );
  });

  it.each(Object.entries(countedOrders))('refuses negative, fractional and >500 %s with InvalidCount', (name, make) => {
    const field = name.split(' ')[1]!;
    for (const bad of [-1, 0.5, 2.25, 501, NaN, Infinity]) {
      expect(orderTotal(make(bad))).toEqual(invalidCount(field));
      expect(priceOrder(make(bad))).toEqual(invalidCount(field));
    }
  });

  it('names the first bad count of the banquet', () => {
    expect(orderTotal({ item: 'banquet-2022', adults: -1, children: 1.5 })).toEqual(invalidCount('adults'));
    expect(orderTotal({ item: 'banquet-2022', adults: 1, children: 501 })).toEqual(invalidCount('children'));
  });
});

describe('pricing is additive and monotone', () => {
  it('banquet total(a1+a2, c1+c2) = total(a1, c1) + total(a2, c2)', () => {
    const half = fc.integer({ min: 0, max: MAX_COUNT_PER_ORDER / 2 });
    fc.assert(
      fc.property(half, half, half, half, (a1, a2, c1, c2) => {
        const banquet = (adults: number, children: number) => total({ item: 'banquet-2022', adults, children });
        expect(banquet(a1 + a2, c1 + c2)).toBe(banquet(a1, c1) + banquet(a2, c2));
      }),
    );
  });

  it('banquet total is adults x 3800 + children x 2000', () => {
    fc.assert(
      fc.property(count, count, (adults, children) => {
        expect(total({ item: 'banquet-2022', adults, children })).toBe(adults * 3800 + children * 2000);
      }),
    );
  });

  it.each(Object.entries(countedOrders))('%s: total is additive and monotone in the count', (_name, make) => {
    fc.assert(
      fc.property(count, count, (m, n) => {
        const [lo, hi] = m <= n ? [m, n] : [n, m];
        expect(total(make(lo))).toBeLessThanOrEqual(total(make(hi)));
        if (m + n <= MAX_COUNT_PER_ORDER) expect(total(make(m + n))).toBe(total(make(m)) + total(make(n)));
      }),
    );
  });

  it('every valid counted order is priced as a whole number of cents within the payment limit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(countedOrders)), fc.integer({ min: 1, max: 500 }), (make, n) => {
        const priced = priceOrder(make(n))._unsafeUnwrap();
        expect(Number.isSafeInteger(priced.amount)).toBe(true);
        expect(priced.amount).toBeGreaterThan(0);
        expect(priced.amount).toBeLessThanOrEqual(MAX_PAYMENT_CENTS);
        expect(priced.currency).toBe('usd');
      }),
    );
  });
});
