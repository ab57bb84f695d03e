import { err, ok, type Result } from 'neverthrow';
import { readCalendarDate, isoCalendarDate } from './calendar-date';
import { MAX_DONATION_DOLLARS, type Cents } from './money';
import type { Order } from './pricing';

/**
 * The ledger (issue 18): every order and payment, online and offline, by category, method and
 * status. A category is derived from the stored order alone, so every order, old or new, has one.
 */
export const CATEGORY_GROUPS = ['membership', 'dues', 'upgrade', 'donation', 'tickets', 'sponsorship'] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

/** A category: its group and, for donations, the donation type, for tickets and sponsorships, the event's slug ('' otherwise). */
export interface LedgerCategory {
  readonly group: CategoryGroup;
  readonly detail: string;
}

/** The spec's sponsorship item, sold as the tickets of this event. */
const SPONSORSHIP_EVENT = 'sponsor-cookout-2024';

/** What an order was for, as the ledger files it. */
export function ledgerCategory(order: Order): LedgerCategory {
  switch (order.item) {
    case 'membership':
    case 'dues':
    case 'upgrade':
      return { group: order.item, detail: '' };
    case 'donation':
      return { group: 'donation', detail: order.donationType };
    case 'sponsor-cookout-2024':
      return { group: 'sponsorship', detail: SPONSORSHIP_EVENT };
    case 'banquet-2022':
    case 'cookout-2022':
    case 'cookout-2024':
      return { group: 'tickets', detail: order.item };
    case 'event-tickets': {
      const sponsorship = order.sponsorship === true || order.sponsoredNames !== '' || order.event === SPONSORSHIP_EVENT;
      return { group: sponsorship ? 'sponsorship' : 'tickets', detail: order.event };
    }
  }
}

const GROUP_WORDS: Readonly<Record<CategoryGroup, string>> = {
  membership: 'Membership',
  dues: 'Dues',
  upgrade: 'Upgrade',
  donation: 'Donation',
  tickets: 'Tickets',
  sponsorship: 'Sponsorship',
};

/** 'Donation: Chapter Donation', 'Tickets: spring-banquet-2027', 'Dues'. */
export function categoryWords(category: LedgerCategory): string {
  const group = GROUP_WORDS[category.group];
  return category.detail === '' ? group : `${group}: ${category.detail}`;
}

export function isCategoryGroup(value: string): value is CategoryGroup {
  return (CATEGORY_GROUPS as readonly string[]).includes(value);
}

/** How money reached the chapter: a card online, or one of the ways an officer records by hand. */
export const PAYMENT_METHODS = ['card', 'cash', 'cheque', 'bank-transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type OfflineMethod = Exclude<PaymentMethod, 'card'>;
export const OFFLINE_METHODS: readonly OfflineMethod[] = ['cash', 'cheque', 'bank-transfer', 'other'];

export const METHOD_WORDS: Readonly<Record<PaymentMethod, string>> = {
  card: 'Card online',
  cash: 'Cash',
  cheque: 'Cheque',
  'bank-transfer': 'Bank transfer',
  other: 'Other',
};

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** A payment an officer recorded by hand: how it came, its reference (a cheque's number), the day it was received, and who recorded it. */
export interface OfflinePayment {
  readonly method: OfflineMethod;
  readonly reference: string;
  /** YYYY-MM-DD, the chapter's calendar day. */
  readonly receivedOn: string;
  /** The officer's e-mail address. */
  readonly recordedBy: string;
}

const MAX_REFERENCE_LENGTH = 100;

export const OFFLINE_MESSAGES = {
  method: 'Please choose how the payment was made: cash, cheque, bank transfer or other.',
  chequeReference: 'Please enter the cheque number.',
  reference: `The reference must be at most ${MAX_REFERENCE_LENGTH} characters.`,
  receivedOn: 'Please enter the date the payment was received, such as 2026-06-15.',
  futureDate: 'The date received cannot be after today.',
  amount: `Please enter an amount in cents from 1 to ${MAX_DONATION_DOLLARS * 100}.`,
} as const;

export type OfflineDetailsField = 'method' | 'reference' | 'receivedOn';

/** The details of an offline payment as an officer typed them, checked: every field's message at once. */
export function checkOfflineDetails(
  input: { readonly method: string; readonly reference: string; readonly receivedOn: string },
  today: string,
): Result<Omit<OfflinePayment, 'recordedBy'>, Partial<Record<OfflineDetailsField, string>>> {
  const fields: Partial<Record<OfflineDetailsField, string>> = {};
  const method = input.method.trim();
  const reference = input.reference.trim();
  const isOffline = (OFFLINE_METHODS as readonly string[]).includes(method);
  if (!isOffline) fields.method = OFFLINE_MESSAGES.method;
  if (reference.length > MAX_REFERENCE_LENGTH) fields.reference = OFFLINE_MESSAGES.reference;
  else if (method === 'cheque' && reference === '') fields.reference = OFFLINE_MESSAGES.chequeReference;
  const read = /^\d{4}-\d{2}-\d{2}$/.test(input.receivedOn.trim()) ? readCalendarDate(input.receivedOn.trim()) : null;
  const receivedOn = read !== null && read.rest === '' ? isoCalendarDate(read.date) : null;
  if (receivedOn === null) fields.receivedOn = OFFLINE_MESSAGES.receivedOn;
  else if (receivedOn > today) fields.receivedOn = OFFLINE_MESSAGES.futureDate;
  if (Object.keys(fields).length > 0 || receivedOn === null) return err(fields);
  return ok({ method: method as OfflineMethod, reference, receivedOn });
}

/** A donation recorded by hand: whole cents, positive, no more than an online donation may be. */
export function checkOfflineDonationAmount(amount: unknown): Result<Cents, string> {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 && amount <= MAX_DONATION_DOLLARS * 100
    ? ok(amount as Cents)
    : err(OFFLINE_MESSAGES.amount);
}

/** Statuses in which the chapter holds the money. */
export const MONEY_HELD_STATUSES = ['paid', 'fulfilled', 'flagged'] as const;
