import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryWords,
  checkOfflineDetails,
  checkOfflineDonationAmount,
  CATEGORY_GROUPS,
  ledgerCategory,
  OFFLINE_MESSAGES,
} from '../../src/domain/ledger';
import type { Cents } from '../../src/domain/money';
import type { Order } from '../../src/domain/pricing';

const TODAY = '2026-06-15';

describe('ledgerCategory', () => {
  it.each<[Order, string]>([
    [{ item: 'membership', membership: 'Lifetime Membership' }, 'Membership'],
    [{ item: 'dues', membership: 'Annual Membership' }, 'Dues'],
    [{ item: 'upgrade' }, 'Upgrade'],
    [{ item: 'donation', amount: 1_000 as Cents, donationType: 'Community Service Project' }, 'Donation: Community Service Project'],
    [{ item: 'banquet-2022', adults: 1, children: 0 }, 'Tickets: banquet-2022'],
    [{ item: 'sponsor-cookout-2024', students: 1, studentNames: '' }, 'Sponsorship: sponsor-cookout-2024'],
    [{ item: 'event-tickets', event: 'gala-2027', counts: {}, answers: {}, sponsoredNames: '' }, 'Tickets: gala-2027'],
    [
      { item: 'event-tickets', event: 'gala-2027', counts: {}, answers: {}, sponsoredNames: '', sponsorship: true },
      'Sponsorship: gala-2027',
    ],
    [{ item: 'event-tickets', event: 'gala-2027', counts: {}, answers: {}, sponsoredNames: 'Ann Lee' }, 'Sponsorship: gala-2027'],
  ])('files %j as %s', (order, words) => {
    expect(categoryWords(ledgerCategory(order))).toBe(words);
  });

  it('files every order under one of the groups', () => {
    const order = fc.oneof(
      fc.constant<Order>({ item: 'upgrade' }),
      fc.string().map((event): Order => ({ item: 'event-tickets', event, counts: {}, answers: {}, sponsoredNames: '' })),
    );
    fc.assert(
      fc.property(order, (o) => {
        expect(CATEGORY_GROUPS).toContain(ledgerCategory(o).group);
      }),
    );
  });
});

describe('checkOfflineDetails', () => {
  it('accepts a cheque with its number received today or before, trimmed', () => {
    expect(checkOfflineDetails({ method: 'cheque', reference: ' 1042 ', receivedOn: '2026-06-14' }, TODAY)._unsafeUnwrap()).toEqual({
      method: 'cheque',
      reference: '1042',
      receivedOn: '2026-06-14',
    });
    expect(checkOfflineDetails({ method: 'cash', reference: '', receivedOn: TODAY }, TODAY).isOk()).toBe(true);
  });

  it('refuses every bad field at once, each with its own words', () => {
    expect(checkOfflineDetails({ method: 'card', reference: 'x'.repeat(101), receivedOn: '2026-02-30' }, TODAY)._unsafeUnwrapErr()).toEqual(
      {
        method: OFFLINE_MESSAGES.method,
        reference: OFFLINE_MESSAGES.reference,
        receivedOn: OFFLINE_MESSAGES.receivedOn,
      },
    );
    expect(checkOfflineDetails({ method: 'cheque', reference: ' ', receivedOn: '2026-06-16' }, TODAY)._unsafeUnwrapErr()).toEqual({
      reference: OFFLINE_MESSAGES.chequeReference,
      receivedOn: OFFLINE_MESSAGES.futureDate,
    });
    expect(checkOfflineDetails({ method: 'cash', reference: '', receivedOn: 'June 1, 2026' }, TODAY)._unsafeUnwrapErr()).toEqual({
      receivedOn: OFFLINE_MESSAGES.receivedOn,
    });
  });
});

describe('checkOfflineDonationAmount', () => {
  it('takes whole cents from 1 to the online donation limit', () => {
    expect(checkOfflineDonationAmount(5_050)._unsafeUnwrap()).toBe(5_050);
    expect(checkOfflineDonationAmount(99_999_900)._unsafeUnwrap()).toBe(99_999_900);
    for (const bad of [0, -100, 12.5, 99_999_901, '5000', null]) {
      expect(checkOfflineDonationAmount(bad)._unsafeUnwrapErr()).toBe(OFFLINE_MESSAGES.amount);
    }
  });
});
