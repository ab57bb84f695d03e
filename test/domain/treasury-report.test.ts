import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MoneyFigure } from '../../src/domain/treasury-report';
import {
  checkPeriod,
  PERIOD_MESSAGES,
  presetPeriod,
  reportDocumentName,
  reportMoney,
  treasuryReport,
} from '../../src/domain/treasury-report';
import type { Cents } from '../../src/domain/money';
import { PAYMENT_METHODS } from '../../src/domain/ledger';

const figure = (group: MoneyFigure['category']['group'], detail: string, method: MoneyFigure['method'], count: number, amount: number) =>
  ({ category: { group, detail }, method, count, amount: amount as Cents }) satisfies MoneyFigure;

describe('the periods one click picks', () => {
  it('gives the month, the month before (across a new year), the year and the year before', () => {
    expect(presetPeriod('this-month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetPeriod('last-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('last-month', '2026-05-31')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(presetPeriod('this-year', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetPeriod('last-year', '2026-11-26')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });
});

describe('checking a period', () => {
  it('accepts two real days in order', () => {
    expect(checkPeriod({ from: ' 2026-01-01 ', to: '2026-03-31' })._unsafeUnwrap()).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(checkPeriod({ from: '2026-03-31', to: '2026-03-31' }).isOk()).toBe(true);
  });

  it('refuses each field with its own message', () => {
    expect(checkPeriod({ from: '', to: '2026-02-30' })._unsafeUnwrapErr()).toEqual({ from: PERIOD_MESSAGES.from, to: PERIOD_MESSAGES.to });
    expect(checkPeriod({ from: '2026-04-01', to: '2026-03-31' })._unsafeUnwrapErr()).toEqual({ to: PERIOD_MESSAGES.order });
    expect(checkPeriod({})._unsafeUnwrapErr()).toEqual({ from: PERIOD_MESSAGES.from, to: PERIOD_MESSAGES.to });
  });
});

describe('the report', () => {
  const income = [
    figure('dues', '', 'card', 1, 2_500),
    figure('dues', '', 'cash', 2, 5_000),
    figure('donation', 'Chapter Donation', 'cheque', 1, 10_000),
    figure('tickets', 'gala', 'card', 2, 8_000),
  ];
  const refunds = [figure('membership', '', 'card', 1, 5_000), figure('tickets', 'gala', 'card', 1, 1_500)];

  it('sums by category and by method, with the net of each, summed by hand', () => {
    const report = treasuryReport({ from: '2026-01-01', to: '2026-03-31' }, { income, refunds });
    expect(report.byCategory).toEqual([
      { category: { group: 'membership', detail: '' }, payments: 0, income: 0, refundCount: 1, refunds: 5_000, net: -5_000 },
      { category: { group: 'dues', detail: '' }, payments: 3, income: 7_500, refundCount: 0, refunds: 0, net: 7_500 },
      { category: { group: 'donation', detail: 'Chapter Donation' }, payments: 1, income: 10_000, refundCount: 0, refunds: 0, net: 10_000 },
      { category: { group: 'tickets', detail: 'gala' }, payments: 2, income: 8_000, refundCount: 1, refunds: 1_500, net: 6_500 },
    ]);
    expect(report.byMethod).toEqual([
      { method: 'card', payments: 3, income: 10_500, refundCount: 2, refunds: 6_500, net: 4_000 },
      { method: 'cash', payments: 2, income: 5_000, refundCount: 0, refunds: 0, net: 5_000 },
      { method: 'cheque', payments: 1, income: 10_000, refundCount: 0, refunds: 0, net: 10_000 },
      { method: 'bank-transfer', payments: 0, income: 0, refundCount: 0, refunds: 0, net: 0 },
      { method: 'other', payments: 0, income: 0, refundCount: 0, refunds: 0, net: 0 },
    ]);
    expect(report.total).toEqual({ payments: 6, income: 25_500, refundCount: 2, refunds: 6_500, net: 19_000 });
    expect(report.refunds).toEqual(refunds);
  });

  it('has the same totals by category, by method and overall, whatever the figures', () => {
    const anyFigure = fc.record({
      group: fc.constantFrom('membership', 'dues', 'upgrade', 'donation', 'tickets', 'sponsorship' as const),
      detail: fc.constantFrom('', 'a', 'b'),
      method: fc.constantFrom(...PAYMENT_METHODS),
      count: fc.integer({ min: 1, max: 5 }),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(anyFigure), fc.array(anyFigure), (paid, given) => {
        const of = (f: typeof paid) => f.map((x) => figure(x.group, x.detail, x.method, x.count, x.amount));
        const report = treasuryReport({ from: '2026-01-01', to: '2026-12-31' }, { income: of(paid), refunds: of(given) });
        const sum = (lines: readonly { net: number }[]) => lines.reduce((total, line) => total + line.net, 0);
        expect(sum(report.byCategory)).toBe(report.total.net);
        expect(sum(report.byMethod)).toBe(report.total.net);
        expect(report.total.net).toBe(paid.reduce((t, f) => t + f.amount, 0) - given.reduce((t, f) => t + f.amount, 0));
      }),
    );
  });
});

describe('words and names', () => {
  it('writes money with two decimals and the sign first', () => {
    expect(reportMoney(123_450)).toBe('$1,234.50');
    expect(reportMoney(0)).toBe('$0.00');
    expect(reportMoney(-2_500)).toBe('-$25.00');
    expect(reportMoney(5)).toBe('$0.05');
  });

  it('names a published report by its period', () => {
    expect(reportDocumentName({ from: '2026-01-01', to: '2026-03-31' })).toBe('Treasury report 2026-01-01 to 2026-03-31.pdf');
  });
});
