import { err, ok, type Result } from 'neverthrow';
import { MONTH_NAMES } from './calendar-date';
import { CATEGORY_GROUPS, categoryWords, METHOD_WORDS, PAYMENT_METHODS, type LedgerCategory, type PaymentMethod } from './ledger';
import type { Cents } from './money';

/**
 * The treasury report (issue 18, item 7): a period's income and refunds by category and by method,
 * and what is left (net), all in whole cents. Income counts on the day it was paid, a refund on
 * the day it was made, both in the chapter's time zone.
 */

/** A report's first and last days (inclusive), YYYY-MM-DD in the chapter's time zone. */
export interface ReportPeriod {
  readonly from: string;
  readonly to: string;
}

/** The periods one click picks. The chapter keeps no fiscal-year setting, so a year is the calendar year. */
export const PERIOD_PRESETS = ['this-month', 'last-month', 'this-year', 'last-year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PRESET_WORDS: Readonly<Record<PeriodPreset, string>> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-year': 'This year',
  'last-year': 'Last year',
};

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A preset's days, from today (the chapter's day, YYYY-MM-DD).
 *
 * @example presetPeriod('last-month', '2026-01-15') // { from: '2025-12-01', to: '2025-12-31' }
 */
export function presetPeriod(preset: PeriodPreset, today: string): ReportPeriod {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case 'this-month':
      return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDayOf(year, month))}` };
    case 'last-month': {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(lastDayOf(y, m))}` };
    }
    case 'this-year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'last-year':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

export const PERIOD_MESSAGES = {
  from: 'Please enter the first day as a date such as 2026-01-01.',
  to: 'Please enter the last day as a date such as 2026-03-31.',
  order: 'The last day cannot be before the first.',
} as const;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
function isDay(text: string): boolean {
  const at = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(at) && new Date(at).toISOString().startsWith(text);
}

/** The period as typed, checked: both days real dates, the last not before the first; every field's message at once. */
export function checkPeriod(input: {
  readonly from?: string;
  readonly to?: string;
}): Result<ReportPeriod, Partial<Record<keyof ReportPeriod, string>>> {
  const from = input.from?.trim() ?? '';
  const to = input.to?.trim() ?? '';
  const fields: Partial<Record<keyof ReportPeriod, string>> = {};
  if (!isDay(from)) fields.from = PERIOD_MESSAGES.from;
  if (!isDay(to)) fields.to = PERIOD_MESSAGES.to;
  else if (fields.from === undefined && to < from) fields.to = PERIOD_MESSAGES.order;
  return Object.keys(fields).length > 0 ? err(fields) : ok({ from, to });
}

/** Money taken or given back one way: how many payments (refunds) and their cents. */
export interface MoneyFigure {
  readonly category: LedgerCategory;
  readonly method: PaymentMethod;
  readonly count: number;
  readonly amount: Cents;
}

/** One line of a table: payments and income, refunds and their cents, and the net (income less refunds; negative when more went back). */
export interface ReportLine {
  readonly payments: number;
  readonly income: Cents;
  readonly refundCount: number;
  readonly refunds: Cents;
  readonly net: Cents;
}

export interface TreasuryReport {
  readonly period: ReportPeriod;
  /** Every category with income or refunds in the period, in the ledger's order. */
  readonly byCategory: readonly (ReportLine & { readonly category: LedgerCategory })[];
  /** Every method, in PAYMENT_METHODS' order, even those with nothing. */
  readonly byMethod: readonly (ReportLine & { readonly method: PaymentMethod })[];
  /** The period's refunds by category and method. */
  readonly refunds: readonly MoneyFigure[];
  readonly total: ReportLine;
}

const sameCategory = (a: LedgerCategory, b: LedgerCategory) => a.group === b.group && a.detail === b.detail;

function lineOf(income: readonly MoneyFigure[], refunds: readonly MoneyFigure[]): ReportLine {
  const sum = (figures: readonly MoneyFigure[], of: (f: MoneyFigure) => number) => figures.reduce((total, f) => total + of(f), 0);
  const [incomeCents, refundCents] = [sum(income, (f) => f.amount), sum(refunds, (f) => f.amount)];
  return {
    payments: sum(income, (f) => f.count),
    income: incomeCents as Cents,
    refundCount: sum(refunds, (f) => f.count),
    refunds: refundCents as Cents,
    net: (incomeCents - refundCents) as Cents,
  };
}

/**
 * The report from a period's figures (grouped by category and method, income and refunds each in
 * the ledger's category order): the lines by category, by method and the total.
 */
export function treasuryReport(
  period: ReportPeriod,
  figures: { readonly income: readonly MoneyFigure[]; readonly refunds: readonly MoneyFigure[] },
): TreasuryReport {
  const categories: LedgerCategory[] = [];
  for (const { category } of [...figures.income, ...figures.refunds]) {
    if (!categories.some((known) => sameCategory(known, category))) categories.push(category);
  }
  const ofCategory = (list: readonly MoneyFigure[], category: LedgerCategory) => list.filter((f) => sameCategory(f.category, category));
  const ofMethod = (list: readonly MoneyFigure[], method: PaymentMethod) => list.filter((f) => f.method === method);
  return {
    period,
    byCategory: categories
      .sort((a, b) => categoryOrder(a) - categoryOrder(b) || (a.detail < b.detail ? -1 : a.detail > b.detail ? 1 : 0))
      .map((category) => ({ category, ...lineOf(ofCategory(figures.income, category), ofCategory(figures.refunds, category)) })),
    byMethod: PAYMENT_METHODS.map((method) => ({ method, ...lineOf(ofMethod(figures.income, method), ofMethod(figures.refunds, method)) })),
    refunds: figures.refunds,
    total: lineOf(figures.income, figures.refunds),
  };
}

const categoryOrder = (category: LedgerCategory) => CATEGORY_GROUPS.indexOf(category.group);

/**
 * Cents as a treasurer reads them: always two decimals, thousands grouped, a minus before the sign.
 *
 * @example reportMoney(123450) // '$1,234.50'
 * @example reportMoney(-2500) // '-$25.00'
 */
export function reportMoney(amount: number): string {
  const absolute = Math.abs(Math.round(amount));
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${whole}.${String(absolute % 100).padStart(2, '0')}`;
}

/** '2026-03-31' as '31 March 2026'. */
function longDay(day: string): string {
  return `${Number(day.slice(8, 10))} ${MONTH_NAMES[Number(day.slice(5, 7)) - 1] ?? ''} ${day.slice(0, 4)}`;
}

/** '1 January 2026 to 31 March 2026'. */
export function periodWords(period: ReportPeriod): string {
  return `${longDay(period.from)} to ${longDay(period.to)}`;
}

/** The name a published report is listed under: 'Treasury report 2026-01-01 to 2026-03-31.pdf'. */
export function reportDocumentName(period: ReportPeriod): string {
  return `Treasury report ${period.from} to ${period.to}.pdf`;
}

/** A line's label: the category's words ('Donation: Chapter Donation') or the method's ('Bank transfer'). */
export function reportLabel(line: { readonly category: LedgerCategory } | { readonly method: PaymentMethod }): string {
  return 'category' in line ? categoryWords(line.category) : METHOD_WORDS[line.method];
}
