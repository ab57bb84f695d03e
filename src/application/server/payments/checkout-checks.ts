import { err, ok, type Result } from 'neverthrow';
import { isDonationType } from '../../../domain/catalog';
import { parseMembershipPlan } from '../../../domain/membership';
import { DONATION_AMOUNT_MESSAGE, parseDonationAmount } from '../../../domain/money';
import { NOT_FOR_SALE, type Order } from '../../../domain/pricing';
import { specEventOrder } from '../../../domain/spec-events';
import { contactChecks, DONATION_TYPE_MESSAGE, studentNames, validateBuyer } from '../../../domain/validation/checkout-forms';
import { collect, email, MAX_LENGTH, optional, optionalEmail } from '../../../domain/validation/fields';
import type { MemberApplication } from '../../ports/payment-gateway.port';
import { invalidOrder, invalidOrderFromForm, type InvalidOrder } from './payments.errors';

/** Who pays: the receipt goes to this e-mail. */
export interface Contact {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/** The order refused with one field's message, which is also the summary. */
const refused = (field: string, message: string): InvalidOrder => invalidOrder(message, { [field]: message });

function donationOrder(order: Extract<Order, { item: 'donation' }>): Result<Order, InvalidOrder> {
  if (!isDonationType(order.donationType)) return err(refused('donationType', DONATION_TYPE_MESSAGE));
  const amount: number = order.amount;
  const dollars = Number.isSafeInteger(amount) && amount % 100 === 0 ? parseDonationAmount(String(amount / 100)) : null;
  if (!dollars || dollars.isErr()) {
    const message = dollars?.isErr() ? dollars.error.message : DONATION_AMOUNT_MESSAGE;
    return err(refused('amount', message));
  }
  return ok({ item: 'donation', amount: dollars.value, donationType: order.donationType });
}

/**
 * The order rebuilt from its known fields only, with what pricing does not check itself: a
 * membership plan that exists, a donation of whole dollars and a type, the sponsored students' names.
 */
export function normalizeOrder(order: Order): Result<Order, InvalidOrder> {
  switch (order.item) {
    case 'membership':
      return parseMembershipPlan(order.membership)
        .map((membership): Order => ({ item: 'membership', membership }))
        .mapErr(() => refused('membership', 'Please choose a membership.'));
    case 'donation':
      return donationOrder(order);
    // The spec's ticket pages sell their events' tickets: priced, held and issued as any event's.
    case 'banquet-2022':
      return ok(specEventOrder({ item: order.item, adults: order.adults, children: order.children }));
    case 'cookout-2022':
    case 'cookout-2024':
      return ok(specEventOrder({ item: order.item, tickets: order.tickets }));
    case 'sponsor-cookout-2024':
      return studentNames(order.studentNames ?? '')
        .map((names): Order => specEventOrder({ item: order.item, students: order.students, studentNames: names }))
        .mapErr((message) => refused('studentNames', message));
    case 'event-tickets':
      return ok({
        item: 'event-tickets',
        event: order.event,
        counts: { ...order.counts },
        answers: { ...order.answers },
        sponsoredNames: order.sponsoredNames ?? '',
      });
    case 'dues':
      return ok({ item: 'dues', membership: String(order.membership ?? '') });
    case 'upgrade':
      return ok({ item: 'upgrade' });
    default:
      return err(refused('item', NOT_FOR_SALE));
  }
}

/** The payer's details: required for tickets and memberships, optional (but well formed) for a donation. */
export function checkContact(order: Order, contact: Contact): Result<Contact, InvalidOrder> {
  const checked =
    order.item === 'donation'
      ? collect<Contact>({
          firstName: optional(contact.firstName, 'First name', MAX_LENGTH.name),
          lastName: optional(contact.lastName, 'Last name', MAX_LENGTH.name),
          email: optionalEmail(contact.email ?? ''),
        })
      : validateBuyer(contact);
  return checked.mapErr((form) => invalidOrderFromForm(form));
}

/** A new member's details, checked as the Become a Member form is (spec section 5), cleaned. */
export function checkApplication(application: MemberApplication | undefined, year: number): Result<MemberApplication, InvalidOrder> {
  if (!application) return err(invalidOrder("A membership needs the new member's details.", { application: 'Required.' }));
  const input = { ...application, zipcode: application.zipcode ?? '', gradYear: application.gradYear ?? '' };
  return collect({ ...contactChecks(input, year), email: email(input.email ?? '') }).mapErr(invalidOrderFromForm);
}
