import { describe, expect, it } from 'vitest';
import { NO_GOODS_OR_SERVICES, QUID_PRO_QUO_DISCLOSURE, type FairMarketValueOf } from '../../src/domain/giving';
import {
  checkStatementYear,
  giftWording,
  givingStatements,
  givingYears,
  readStatementLinkSubject,
  statementLinkSubject,
  statementMailKey,
  statementYear,
  statementYearOfDay,
  statementYearWords,
  type PaidOrder,
} from '../../src/domain/giving-statements';
import type { Cents } from '../../src/domain/money';
import type { Order } from '../../src/domain/pricing';

const c = (value: number) => value as Cents;
const banquetValue: FairMarketValueOf = (slug, type) => (slug === 'spring-banquet-2027' && type === 'adults' ? c(2500) : null);
const donation = (amount: number): Order => ({ item: 'donation', amount: c(amount), donationType: 'Chapter Donation' });
const BANQUET: Order = {
  item: 'event-tickets',
  event: 'spring-banquet-2027',
  counts: { adults: 1 },
  answers: {},
  sponsoredNames: '',
  prices: { adults: c(3800) },
};

function paid(id: string, order: Order, kept: number, day: string, email = 'ada@example.org', name = ['Ada', 'Lovelace']): PaidOrder {
  return {
    id,
    order,
    description: order.item === 'donation' ? 'Chapter Donation' : 'Spring Banquet 2027 Tickets - Adults: 1',
    contact: { firstName: name[0] ?? '', lastName: name[1] ?? '', email },
    day,
    kept: c(kept),
  };
}

describe('statementYear (issue 20: a calendar year, or the chapter’s fiscal year)', () => {
  it('is January to December when the fiscal year starts in January', () => {
    expect(statementYear(2026, 1).period).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(statementYearWords(statementYear(2026, 1))).toBe('Calendar year 2026 (1 January 2026 to 31 December 2026)');
  });

  it('is named by the year it ends in: fiscal year 2026 of a July start runs July 2025 to June 2026', () => {
    expect(statementYear(2026, 7).period).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(statementYear(2028, 3).period).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(statementYearWords(statementYear(2026, 7))).toBe('Fiscal year 2026 (1 July 2025 to 30 June 2026)');
  });

  it('puts a day in the year whose period holds it', () => {
    expect(statementYearOfDay('2025-06-30', 7)).toBe(2025);
    expect(statementYearOfDay('2025-07-01', 7)).toBe(2026);
    expect(statementYearOfDay('2025-12-31', 1)).toBe(2025);
    for (const [day, start] of [
      ['2025-06-30', 7],
      ['2025-07-01', 7],
      ['2026-02-28', 3],
      ['2026-03-01', 3],
      ['2026-12-31', 1],
    ] as const) {
      const { period } = statementYear(statementYearOfDay(day, start), start);
      expect(day >= period.from && day <= period.to).toBe(true);
    }
  });

  it('checks a year as typed', () => {
    expect(checkStatementYear('2026')._unsafeUnwrap()).toBe(2026);
    expect(checkStatementYear(2026)._unsafeUnwrap()).toBe(2026);
    for (const bad of ['', '26', '2026.5', 'abcd', '1999', '2101', 2026.5]) {
      expect(checkStatementYear(bad)._unsafeUnwrapErr()).toBe('Please choose a year such as 2026.');
    }
  });
});

describe('givingStatements (issue 20: one statement per donor)', () => {
  it('lists three donations and $13 of a $38 banquet ticket worth $25, with the right total (the issue’s proof)', () => {
    const orders = [
      paid('d1', donation(5000), 5000, '2026-02-01'),
      paid('d2', donation(2500), 2500, '2026-05-01'),
      paid('ticket', BANQUET, 3800, '2026-04-18'),
      paid('d3', donation(10000), 10000, '2026-12-31'),
      paid('dues', { item: 'dues', membership: 'Annual Membership' }, 2500, '2026-01-10'),
    ];
    const [statement, ...others] = givingStatements(orders, banquetValue);
    expect(others).toEqual([]);
    expect(statement?.donor).toBe('ada@example.org');
    expect(statement?.name).toBe('Ada Lovelace');
    expect(statement?.gifts.map((gift) => [gift.orderId, gift.paid, gift.valueReceived, gift.deductible])).toEqual([
      ['d1', 5000, 0, 5000],
      ['ticket', 3800, 2500, 1300],
      ['d2', 2500, 0, 2500],
      ['d3', 10000, 0, 10000],
    ]);
    expect(statement?.total).toEqual({ paid: 21300, valueReceived: 2500, deductible: 18800 });
  });

  it('groups a donor’s orders under one address whatever its case, named as on the latest gift', () => {
    const orders = [
      paid('member', donation(5000), 5000, '2026-02-01', 'ada@example.org'),
      paid('guest', donation(1000), 1000, '2026-03-01', 'ADA@Example.ORG', ['Ada', 'King']),
      paid('other', donation(700), 700, '2026-03-02', 'grace@example.org', ['Grace', 'Hopper']),
    ];
    const statements = givingStatements(orders, banquetValue);
    expect(statements.map((s) => [s.donor, s.name, s.gifts.length, s.total.deductible])).toEqual([
      ['ada@example.org', 'Ada King', 2, 6000],
      ['grace@example.org', 'Grace Hopper', 1, 700],
    ]);
  });

  it('reduces a gift refunded in part and leaves out one refunded whole, and a ticket worth all it cost', () => {
    const orders = [
      paid('part', donation(4000), 2500, '2026-02-01'),
      paid('whole', donation(2000), 0, '2026-02-02'),
      paid('ticket', { ...BANQUET, prices: { adults: c(2500) } }, 2500, '2026-02-03'),
    ];
    const [statement] = givingStatements(orders, banquetValue);
    expect(statement?.gifts.map((gift) => [gift.orderId, gift.deductible])).toEqual([['part', 2500]]);
    expect(givingStatements([orders[1] as PaidOrder], banquetValue)).toEqual([]);
  });

  it('says no goods or services for a donation, the value and the deductible part for a ticket, and the disclosure above $75', () => {
    const [statement] = givingStatements(
      [
        paid('d', donation(5000), 5000, '2026-02-01'),
        paid('t', BANQUET, 3800, '2026-02-02'),
        paid('big', { ...BANQUET, counts: { adults: 4 } }, 15200, '2026-02-03'),
      ],
      banquetValue,
    );
    const [gift, ticket, big] = statement?.gifts ?? [];
    expect(gift && giftWording(gift)).toBe(NO_GOODS_OR_SERVICES);
    expect(ticket && giftWording(ticket)).toBe(
      'Goods or services with a fair market value of $25.00 were provided in exchange for this payment of $38.00; the deductible part is $13.00.',
    );
    expect(big && giftWording(big)).toContain(QUID_PRO_QUO_DISCLOSURE);
  });
});

describe('givingYears, keys and links', () => {
  it('names the years a donor gave in, newest first, read with the fiscal year', () => {
    const orders = [
      paid('a', donation(100), 100, '2025-06-30'),
      paid('b', donation(100), 100, '2025-07-01'),
      paid('c', donation(100), 0, '2027-01-01'),
      paid('d', { item: 'dues', membership: 'Annual Membership' }, 2500, '2028-01-01'),
    ];
    expect(givingYears(orders, 7, banquetValue)).toEqual([2026, 2025]);
    expect(givingYears(orders, 1, banquetValue)).toEqual([2025]);
  });

  it('keys a year’s mail and link by the donor’s normalised address', () => {
    expect(statementMailKey(2026, ' Ada@Example.org')).toBe('giving-statement:2026:ada@example.org');
    expect(readStatementLinkSubject(statementLinkSubject(2026, 'Ada@Example.org'))).toEqual({ year: 2026, donor: 'ada@example.org' });
    expect(readStatementLinkSubject('not a subject')).toBeNull();
  });
});
