import { err, ok, type Result } from 'neverthrow';
import { giftPartOf, NO_GOODS_OR_SERVICES, QUID_PRO_QUO_DISCLOSURE, type FairMarketValueOf, type GiftKind } from './giving';
import { normalizeEmail } from './members';
import { addCents, ZERO_CENTS, type Cents } from './money';
import type { Order } from './pricing';
import { periodWords, reportMoney, type ReportPeriod } from './treasury-report';

/**
 * Year-end giving statements (issue 20, item 2): for a calendar year, or the chapter's fiscal year,
 * one statement per donor listing each gift (the part of a paid order that `giftPartOf` calls a
 * gift, after refunds) and the total deductible. A donor is the normalised contact e-mail of the
 * orders: a member's orders and their guest orders with the same address are one donor.
 */

/**
 * A statement's year: the calendar year, or the fiscal year named by the calendar year it ends in
 * (with July as the first month, fiscal year 2026 runs from 1 July 2025 to 30 June 2026).
 */
export interface StatementYear {
  readonly year: number;
  /** The first month of the chapter's fiscal year (1: the calendar year). */
  readonly startMonth: number;
  /** Its first and last days, in the chapter's time zone. */
  readonly period: ReportPeriod;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The earliest and latest years a statement may be asked for. */
const FIRST_STATEMENT_YEAR = 2000;
const LAST_STATEMENT_YEAR = 2100;

export const STATEMENT_YEAR_MESSAGE = 'Please choose a year such as 2026.';

/**
 * The days of statement year `year` for a fiscal year starting in `startMonth`.
 *
 * @example statementYear(2026, 1).period // { from: '2026-01-01', to: '2026-12-31' }
 * @example statementYear(2026, 7).period // { from: '2025-07-01', to: '2026-06-30' }
 */
export function statementYear(year: number, startMonth: number): StatementYear {
  const month = Number.isInteger(startMonth) && startMonth >= 1 && startMonth <= 12 ? startMonth : 1;
  if (month === 1) return { year, startMonth: 1, period: { from: `${year}-01-01`, to: `${year}-12-31` } };
  const last = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  return { year, startMonth: month, period: { from: `${year - 1}-${pad(month)}-01`, to: last } };
}

/** The statement year a chapter day (YYYY-MM-DD) falls in. */
export function statementYearOfDay(day: string, startMonth: number): number {
  const year = Number(day.slice(0, 4));
  return startMonth > 1 && Number(day.slice(5, 7)) >= startMonth ? year + 1 : year;
}

/** A year as typed ('2026'), checked: a whole year between the first and the last a statement may be for. */
export function checkStatementYear(text: string | number | undefined): Result<number, string> {
  const value = typeof text === 'number' ? text : Number((text ?? '').trim());
  const typed = typeof text === 'number' || /^\d{4}$/.test((text ?? '').trim());
  return typed && Number.isInteger(value) && value >= FIRST_STATEMENT_YEAR && value <= LAST_STATEMENT_YEAR
    ? ok(value)
    : err(STATEMENT_YEAR_MESSAGE);
}

/** '2026', or 'fiscal year 2026' when the year does not start in January. */
export function statementYearName(year: StatementYear): string {
  return year.startMonth === 1 ? String(year.year) : `fiscal year ${year.year}`;
}

/** 'Calendar year 2026 (1 January 2026 to 31 December 2026)' or 'Fiscal year 2026 (1 July 2025 to 30 June 2026)'. */
export function statementYearWords(year: StatementYear): string {
  return `${year.startMonth === 1 ? 'Calendar' : 'Fiscal'} year ${year.year} (${periodWords(year.period)})`;
}

/** A paid order as a statement reads it: what it was, who paid, the chapter's day it was paid, and the cents kept after refunds. */
export interface PaidOrder {
  readonly id: string;
  readonly order: Order;
  readonly description: string;
  readonly contact: { readonly firstName: string; readonly lastName: string; readonly email: string };
  /** YYYY-MM-DD in the chapter's time zone (an offline payment's day received). */
  readonly day: string;
  readonly kept: Cents;
}

/** One gift of a statement. */
export interface StatementGift {
  readonly orderId: string;
  readonly day: string;
  /** What it was for: the payment's description. */
  readonly description: string;
  readonly kind: Exclude<GiftKind, 'not-a-gift'>;
  /** What was paid and kept. */
  readonly paid: Cents;
  /** The fair market value of what the donor received (0 for a gift). */
  readonly valueReceived: Cents;
  readonly deductible: Cents;
  readonly disclosureRequired: boolean;
}

export interface GivingStatement {
  /** The donor's normalised e-mail: who the statement is for. */
  readonly donor: string;
  /** The name on the donor's latest gift. */
  readonly name: string;
  readonly gifts: readonly StatementGift[];
  readonly total: { readonly paid: Cents; readonly valueReceived: Cents; readonly deductible: Cents };
}

const byDayThenId = (a: PaidOrder, b: PaidOrder) => (a.day === b.day ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.day < b.day ? -1 : 1);

function giftOf(order: PaidOrder, fairMarketValueOf: FairMarketValueOf): StatementGift | null {
  const part = giftPartOf(order.order, order.kept, fairMarketValueOf);
  if (part.kind === 'not-a-gift' || part.deductible <= 0) return null;
  return {
    orderId: order.id,
    day: order.day,
    description: order.description,
    kind: part.kind,
    paid: part.amount,
    valueReceived: part.fairMarketValue,
    deductible: part.deductible,
    disclosureRequired: part.disclosureRequired,
  };
}

const fullName = (contact: PaidOrder['contact']) => `${contact.firstName} ${contact.lastName}`.trim();

/**
 * The statements of a year's paid orders: every order whose gift part (after refunds) is above
 * zero, grouped by the normalised contact e-mail, the gifts by day, the donors by name then e-mail.
 * The caller passes the orders paid within the year.
 */
export function givingStatements(orders: readonly PaidOrder[], fairMarketValueOf: FairMarketValueOf): GivingStatement[] {
  const byDonor = new Map<string, { orders: PaidOrder[]; gifts: StatementGift[] }>();
  for (const order of [...orders].sort(byDayThenId)) {
    const gift = giftOf(order, fairMarketValueOf);
    if (gift === null) continue;
    const donor = normalizeEmail(order.contact.email);
    const entry = byDonor.get(donor) ?? { orders: [], gifts: [] };
    entry.orders.push(order);
    entry.gifts.push(gift);
    byDonor.set(donor, entry);
  }
  const statements = [...byDonor.entries()].map(([donor, { orders: paid, gifts }]): GivingStatement => {
    const latest = paid[paid.length - 1];
    return {
      donor,
      name: latest === undefined ? donor : fullName(latest.contact) || donor,
      gifts,
      total: {
        paid: addCents(ZERO_CENTS, ...gifts.map((gift) => gift.paid)),
        valueReceived: addCents(ZERO_CENTS, ...gifts.map((gift) => gift.valueReceived)),
        deductible: addCents(ZERO_CENTS, ...gifts.map((gift) => gift.deductible)),
      },
    };
  });
  return statements.sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.donor < b.donor ? -1 : a.donor > b.donor ? 1 : 0));
}

/** What the chapter says when its gifts are not tax-deductible (the settings say it is not a 501(c)(3)). */
export const NOT_DEDUCTIBLE_NOTE =
  'The chapter is not a 501(c)(3) organisation: gifts to it are not deductible as charitable contributions for federal income tax purposes.';

/**
 * The acknowledgment of one gift: no goods or services for a gift; for a payment that bought
 * something (a ticket), the value received and the deductible part, with the disclosure above $75.
 */
export function giftWording(gift: StatementGift): string {
  if (gift.kind === 'gift') return NO_GOODS_OR_SERVICES;
  const sentence = `Goods or services with a fair market value of ${reportMoney(gift.valueReceived)} were provided in exchange for this payment of ${reportMoney(gift.paid)}; the deductible part is ${reportMoney(gift.deductible)}.`;
  return gift.disclosureRequired ? `${sentence} ${QUID_PRO_QUO_DISCLOSURE}` : sentence;
}

/** The years (newest first) in which a donor's paid orders hold a gift. */
export function givingYears(orders: readonly PaidOrder[], startMonth: number, fairMarketValueOf: FairMarketValueOf): number[] {
  const years = new Set<number>();
  for (const order of orders) if (giftOf(order, fairMarketValueOf) !== null) years.add(statementYearOfDay(order.day, startMonth));
  return [...years].sort((a, b) => b - a);
}

/** The key of a year's statement mail to a donor: one mail per year and donor, however often 'Send all' is pressed. */
export function statementMailKey(year: number, donor: string): string {
  return `giving-statement:${year}:${normalizeEmail(donor)}`;
}

/** The subject of a statement's signed link: the year and the donor's normalised e-mail. */
export function statementLinkSubject(year: number, donor: string): string {
  return `${year}:${normalizeEmail(donor)}`;
}

/** The year and donor a link's subject names, or null when it is not one. */
export function readStatementLinkSubject(subject: string): { readonly year: number; readonly donor: string } | null {
  const match = /^(\d{4}):(.+@.+)$/.exec(subject);
  if (match === null) return null;
  return { year: Number(match[1]), donor: normalizeEmail(match[2] ?? '') };
}

/** How long a statement's link works: through the next year's tax filing season, and its extension. */
export const STATEMENT_LINK_DAYS = 400;

/** The statement's file name: 'giving-statement-2026.pdf'. */
export function statementFileName(year: number): string {
  return `giving-statement-${year}.pdf`;
}
