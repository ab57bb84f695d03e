import { err, errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { authorizeActor, UNAUTHORIZED, type AccessError, type Actor } from '../../../domain/access';
import type { AuditEntry } from '../../../domain/audit';
import { isDonationType } from '../../../domain/catalog';
import { checkOfflineDetails, checkOfflineDonationAmount, type OfflinePayment } from '../../../domain/ledger';
import { duesStatus, isLifetime } from '../../../domain/membership';
import { normalizeEmail, type DuplicateMemberError, type Member } from '../../../domain/members';
import { priceOrder, type CatalogueOrder, type EventTicketOrder, type Order, type PricingError } from '../../../domain/pricing';
import { HOLD_MILLISECONDS } from '../../../domain/seat-holds';
import type { TicketCounts } from '../../../domain/ticketed-events';
import { DONATION_TYPE_MESSAGE } from '../../../domain/validation/checkout-forms';
import { isoNow, yearIn } from '../../ports/clock.port';
import type { LedgerView } from '../../ports/ledger-view.port';
import type { NewOfflineOrder, OrderLedger, OrderRecord } from '../../ports/order-ledger.port';
import type { MemberApplication } from '../../ports/payment-gateway.port';
import { qualifiesForMemberPrice } from '../events/member-pricing';
import { checkContact, normalizeOrder, type Contact } from '../payments/checkout-checks';
import { priceEventOrder, seatsRefusal } from '../payments/event-checkout';
import { fulfilOrder, type FulfilOrderDeps, type Fulfilment } from '../payments/fulfil-order.use-case';
import {
  invalidOrder,
  unavailable,
  type InvalidOrder,
  type NotPaid,
  type OrderNotFound,
  type Unavailable,
} from '../payments/payments.errors';
import { resolveCheckout, type ResolveDeps } from '../payments/resolve-checkout';
import { dayIn } from './ledger-days';

export interface RecordOfflinePaymentDeps extends FulfilOrderDeps, ResolveDeps {
  readonly ledger: OrderLedger & LedgerView;
  readonly config: FulfilOrderDeps['config'] & { readonly timeZone: string };
}

/** The form as the officer sent it: untrusted, checked here. */
export interface OfflinePaymentInput {
  readonly purpose: string;
  readonly method: string;
  readonly reference: string;
  readonly receivedOn: string;
  /** The browser's key for this form: a double submit records one payment. */
  readonly idempotencyKey: string;
  /** Dues and upgrade: the paying member. */
  readonly memberId?: string;
  /** Dues: the year they are paid for. */
  readonly duesYear?: number;
  /** Membership: the plan and the new member's details (the payer). */
  readonly membership?: string;
  readonly application?: MemberApplication;
  /** Donation and tickets: the payer (for a donation, all optional). */
  readonly contact?: Contact;
  /** Donation: its type and its amount in cents. */
  readonly donationType?: string;
  readonly amount?: unknown;
  /** Tickets: the event, how many of each type, and what the types ask. */
  readonly event?: string;
  readonly counts?: TicketCounts;
  readonly answers?: EventTicketOrder['answers'];
  readonly sponsoredNames?: string;
}

export type RecordOfflinePaymentError = InvalidOrder | DuplicateMemberError | AccessError | OrderNotFound | NotPaid | Unavailable;

export const OFFLINE_PAYMENT_MESSAGES = {
  purpose: 'Please choose what the payment is for.',
  member: 'Please choose the member who paid.',
  duesYear: 'Please choose the year the dues are for: this year or next.',
  key: 'A payment needs an idempotency key of 1 to 255 characters.',
  changed: 'This payment was already recorded with different details.',
  lifetime: 'This member is already a lifetime member.',
  duesPaid: (year: number) => `This member's dues for ${year} are already paid.`,
} as const;

/** What the server will record: the order as priced, who paid, the member it is for, and the seats it takes. */
interface Resolved {
  readonly order: Order;
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  readonly contact: Contact;
  readonly application: MemberApplication | null;
  readonly memberId: string | null;
  readonly seats: TicketCounts | null;
}

function pricingRefusal(error: PricingError): InvalidOrder {
  return error.type === 'InvalidCount' ? invalidOrder(error.message, { [error.field]: error.message }) : invalidOrder(error.message);
}

function catalogue(order: CatalogueOrder, payer: Omit<Resolved, 'order' | 'amount' | 'currency' | 'description' | 'seats'>) {
  return priceOrder(order)
    .mapErr(pricingRefusal)
    .map((priced): Resolved => ({
      ...payer,
      order: priced.order,
      amount: priced.amount,
      currency: priced.currency,
      description: priced.description,
      seats: null,
    }));
}

function payingMember(deps: RecordOfflinePaymentDeps, memberId: string | undefined): ResultAsync<Member, RecordOfflinePaymentError> {
  const refused = invalidOrder(OFFLINE_PAYMENT_MESSAGES.member, { memberId: OFFLINE_PAYMENT_MESSAGES.member });
  if (memberId === undefined || memberId.trim() === '') return errAsync(refused);
  return deps.members.get(memberId.trim()).mapErr((e) => (e.type === 'NotFound' ? refused : unavailable(e)));
}

const contactOf = (member: Member): Contact => ({ firstName: member.firstName, lastName: member.lastName, email: member.email });

/** Dues of a year (this year or next, in the chapter's time zone) for a member whose dues for it are not yet paid, priced by their membership. */
function dues(deps: RecordOfflinePaymentDeps, input: OfflinePaymentInput): ResultAsync<Resolved, RecordOfflinePaymentError> {
  const thisYear = yearIn(deps.clock.now(), deps.config.timeZone);
  const year = input.duesYear;
  if (year !== thisYear && year !== thisYear + 1) {
    return errAsync(invalidOrder(OFFLINE_PAYMENT_MESSAGES.duesYear, { duesYear: OFFLINE_PAYMENT_MESSAGES.duesYear }));
  }
  return payingMember(deps, input.memberId).andThen((member): Result<Resolved, RecordOfflinePaymentError> => {
    if (duesStatus(member.duesPayYear, year) === 'paid') return err(invalidOrder(OFFLINE_PAYMENT_MESSAGES.duesPaid(year)));
    const payer = { contact: contactOf(member), application: null, memberId: member.id };
    return catalogue({ item: 'dues', membership: member.membership, year }, payer);
  });
}

function upgrade(deps: RecordOfflinePaymentDeps, input: OfflinePaymentInput): ResultAsync<Resolved, RecordOfflinePaymentError> {
  return payingMember(deps, input.memberId).andThen((member): Result<Resolved, RecordOfflinePaymentError> => {
    if (isLifetime(member.membership)) return err(invalidOrder(OFFLINE_PAYMENT_MESSAGES.lifetime));
    return catalogue({ item: 'upgrade' }, { contact: contactOf(member), application: null, memberId: member.id });
  });
}

/** A membership: checked exactly as the online checkout checks it (the applicant's details, not already a member), a member ID reserved. */
function membership(
  deps: RecordOfflinePaymentDeps,
  input: OfflinePaymentInput,
  actor: Actor,
): ResultAsync<Resolved, RecordOfflinePaymentError> {
  const application = input.application;
  const contact = { firstName: application?.firstName ?? '', lastName: application?.lastName ?? '', email: application?.email ?? '' };
  const order = { item: 'membership', membership: input.membership ?? '' } as Order;
  return resolveCheckout(deps, { order, contact, ...(application ? { application } : {}), actor: { ...actor, memberId: null } }).andThen(
    (resolved) =>
      resolved.order.item === 'membership'
        ? catalogue(resolved.order, { contact: resolved.contact, application: resolved.application, memberId: resolved.memberId })
        : errAsync(invalidOrder(OFFLINE_PAYMENT_MESSAGES.purpose)),
  );
}

/** A donation of the amount typed (cents, within the online bounds), of a type, from a payer whose details are optional. */
function donation(input: OfflinePaymentInput): Result<Resolved, RecordOfflinePaymentError> {
  const fields: Record<string, string> = {};
  const amount = checkOfflineDonationAmount(input.amount);
  if (amount.isErr()) fields.amount = amount.error;
  const donationType = input.donationType ?? '';
  if (!isDonationType(donationType)) fields.donationType = DONATION_TYPE_MESSAGE;
  if (amount.isErr() || !isDonationType(donationType)) return err(invalidOrder(Object.values(fields)[0] ?? '', fields));
  const order: CatalogueOrder = { item: 'donation', amount: amount.value, donationType };
  const contact = input.contact ?? { firstName: '', lastName: '', email: '' };
  return checkContact(order, contact).andThen((checked) => catalogue(order, { contact: checked, application: null, memberId: null }));
}

/**
 * Tickets of an event: the order checked and priced as online (the member price when the payer's
 * e-mail is a member's with this year's dues paid), then its seats are held under its id as an
 * online order's are: refused with the same words when they are not there.
 */
function tickets(
  deps: RecordOfflinePaymentDeps,
  input: OfflinePaymentInput,
  orderId: string,
): ResultAsync<Resolved, RecordOfflinePaymentError> {
  const normalized = normalizeOrder({
    item: 'event-tickets',
    event: input.event ?? '',
    counts: input.counts ?? {},
    answers: input.answers ?? {},
    sponsoredNames: input.sponsoredNames ?? '',
  });
  if (normalized.isErr()) return errAsync(normalized.error);
  const order = normalized.value;
  if (order.item !== 'event-tickets') return errAsync(invalidOrder(OFFLINE_PAYMENT_MESSAGES.purpose));
  const checked = checkContact(order, input.contact ?? { firstName: '', lastName: '', email: '' });
  if (checked.isErr()) return errAsync(checked.error);
  const contact = checked.value;
  return qualifiesForMemberPrice(deps, { role: 'member', email: contact.email })
    .mapErr((e): RecordOfflinePaymentError => unavailable(e))
    .andThen((member) => priceEventOrder(deps, order, member))
    .andThen((priced) => {
      const now = deps.clock.now();
      return deps.ticketing.events
        .hold(order.event, { id: orderId, seats: priced.seats, expiresAt: now + HOLD_MILLISECONDS }, now)
        .mapErr((e): RecordOfflinePaymentError => (e.type === 'NotEnoughSeats' ? seatsRefusal(e) : unavailable(e)))
        .map((): Resolved => ({
          order: priced.order,
          amount: priced.amount,
          currency: priced.currency,
          description: priced.description,
          contact,
          application: null,
          memberId: null,
          seats: priced.seats,
        }));
    });
}

function resolve(
  deps: RecordOfflinePaymentDeps,
  input: OfflinePaymentInput,
  actor: Actor,
  orderId: string,
): ResultAsync<Resolved, RecordOfflinePaymentError> {
  switch (input.purpose) {
    case 'dues':
      return dues(deps, input);
    case 'upgrade':
      return upgrade(deps, input);
    case 'membership':
      return membership(deps, input, actor);
    case 'donation': {
      const resolved = donation(input);
      return resolved.isOk() ? okAsync(resolved.value) : errAsync(resolved.error);
    }
    case 'event-tickets':
      return tickets(deps, input, orderId);
    default:
      return errAsync(invalidOrder(OFFLINE_PAYMENT_MESSAGES.purpose, { purpose: OFFLINE_PAYMENT_MESSAGES.purpose }));
  }
}

/** What a form asked for, as its order records it: the item, and the member or amount where the form names one. */
function sameForm(existing: OrderRecord, input: OfflinePaymentInput, offline: OfflinePayment): boolean {
  const order = existing.order;
  const recorded = existing.offline;
  const samePurpose =
    order.item === input.purpose &&
    (order.item !== 'dues' || (existing.memberId === input.memberId?.trim() && order.year === input.duesYear)) &&
    (order.item !== 'upgrade' || existing.memberId === input.memberId?.trim()) &&
    (order.item !== 'donation' || order.amount === input.amount) &&
    (order.item !== 'event-tickets' || order.event === input.event);
  return (
    samePurpose &&
    recorded !== undefined &&
    recorded !== null &&
    recorded.method === offline.method &&
    recorded.reference === offline.reference &&
    recorded.receivedOn === offline.receivedOn
  );
}

/** A form sent again (a double submit) answers the payment it recorded, fulfilled (again: it does nothing twice); other details under its key are refused. */
function repeated(
  deps: RecordOfflinePaymentDeps,
  existing: OrderRecord,
  input: OfflinePaymentInput,
  offline: OfflinePayment,
): ResultAsync<Fulfilment, RecordOfflinePaymentError> {
  if (!sameForm(existing, input, offline)) return errAsync(invalidOrder(OFFLINE_PAYMENT_MESSAGES.changed));
  return fulfilOrder(deps, { orderId: existing.id });
}

/** Whether the order recorded under the same key (by a racing submit) is this same payment. */
function sameRequest(existing: OrderRecord, order: NewOfflineOrder): boolean {
  return (
    existing.order.item === order.order.item &&
    existing.amount === order.amount &&
    // A membership reserves a new member ID on each attempt; anything else names the same member.
    (order.order.item === 'membership' || existing.memberId === order.memberId) &&
    normalizeEmail(existing.contact.email) === normalizeEmail(order.contact.email) &&
    existing.offline?.method === order.offline.method &&
    existing.offline.reference === order.offline.reference &&
    existing.offline.receivedOn === order.offline.receivedOn
  );
}

function auditEntry(order: NewOfflineOrder): AuditEntry {
  return {
    actor: order.offline.recordedBy,
    at: order.paidAt,
    action: 'recordOfflinePayment',
    subject: { kind: 'order', id: order.id },
    before: null,
    after: {
      item: order.order.item,
      description: order.description,
      amount: order.amount,
      payer: order.contact.email,
      memberId: order.memberId,
      method: order.offline.method,
      reference: order.offline.reference,
      receivedOn: order.offline.receivedOn,
    },
    reason: null,
  };
}

/** Records the order as paid with its audit entry; a repeat of the same payment answers the order recorded first. */
function record(deps: RecordOfflinePaymentDeps, order: NewOfflineOrder): ResultAsync<OrderRecord, RecordOfflinePaymentError> {
  return deps.ledger.recordOffline(order, auditEntry(order)).orElse((e) => {
    if (e.type !== 'DuplicateKey') return errAsync(unavailable(e));
    return sameRequest(e.existing, order) ? okAsync(e.existing) : errAsync(invalidOrder(OFFLINE_PAYMENT_MESSAGES.changed));
  });
}

/** Seats held for an order that was not recorded (refused, or a repeat of one recorded before) are let go. */
function releaseUnrecorded(deps: RecordOfflinePaymentDeps, resolved: Resolved, orderId: string, recorded: OrderRecord | null) {
  if (resolved.seats === null || resolved.order.item !== 'event-tickets' || recorded?.id === orderId) return okAsync(undefined);
  return deps.ticketing.events.releaseHold(resolved.order.event, orderId).orElse(() => okAsync(undefined));
}

/** A new payment: resolved and priced, recorded as paid with its audit entry, then fulfilled as online. */
function recordNew(
  deps: RecordOfflinePaymentDeps,
  actor: Actor,
  input: OfflinePaymentInput,
  offline: OfflinePayment,
  idempotencyKey: string,
): ResultAsync<Fulfilment, RecordOfflinePaymentError> {
  const orderId = deps.ids.newId();
  return resolve(deps, input, actor, orderId).andThen((resolved) => {
    const at = isoNow(deps.clock);
    const order: NewOfflineOrder = {
      id: orderId,
      order: resolved.order,
      amount: resolved.amount as NewOfflineOrder['amount'],
      currency: resolved.currency,
      description: resolved.description,
      contact: resolved.contact,
      application: resolved.application,
      memberId: resolved.memberId,
      idempotencyKey,
      createdAt: at,
      paidAt: at,
      offline,
    };
    return record(deps, order)
      .orElse((e) => releaseUnrecorded(deps, resolved, orderId, null).andThen(() => errAsync(e)))
      .andThen((recorded) => releaseUnrecorded(deps, resolved, orderId, recorded).map(() => recorded))
      .andThen((recorded) => fulfilOrder(deps, { orderId: recorded.id }));
  });
}

/**
 * Records a payment an officer took by hand (cash, a cheque, a bank transfer, other) for dues of
 * a year, a membership, an upgrade, a donation or an event's tickets, then fulfils it by the
 * online path (`fulfilOrder`): the same effects (dues marked paid, the member created, tickets
 * issued) and the same receipt. The server prices it as online; only a donation's amount is typed.
 * The order, marked paid and naming the officer, and its audit entry are written together.
 * The form's idempotency key makes a double submit record one payment.
 */
export function recordOfflinePayment(
  deps: RecordOfflinePaymentDeps,
  actor: Actor,
  input: OfflinePaymentInput,
): ResultAsync<Fulfilment, RecordOfflinePaymentError> {
  const allowed = authorizeActor(actor, 'recordOfflinePayment');
  if (allowed.isErr() || actor.email === null) return errAsync(UNAUTHORIZED);
  const recordedBy = normalizeEmail(actor.email);
  const key = input.idempotencyKey.trim();
  if (key === '' || key.length > 255) return errAsync(invalidOrder(OFFLINE_PAYMENT_MESSAGES.key));
  const details = checkOfflineDetails(input, dayIn(deps.clock.now(), deps.config.timeZone));
  if (details.isErr()) return errAsync(invalidOrder(Object.values(details.error)[0] ?? '', details.error));
  const offline: OfflinePayment = { ...details.value, recordedBy };
  const idempotencyKey = `offline:${key}`;
  return deps.ledger
    .findByIdempotencyKey(idempotencyKey)
    .mapErr((e): RecordOfflinePaymentError => unavailable(e))
    .andThen((existing) => (existing ? repeated(deps, existing, input, offline) : recordNew(deps, actor, input, offline, idempotencyKey)));
}
