import { z } from 'zod';
import { MAX_COUNT_PER_ORDER } from '../../domain/catalog';
import { CARD_MESSAGES } from '../../domain/card';
import { DONATION_AMOUNT_MESSAGE, MAX_DONATION_DOLLARS } from '../../domain/money';
import { UNKNOWN_TICKET_TYPE_MESSAGE } from '../../domain/event-pricing';
import { COUNT_MESSAGE, NOT_FOR_SALE } from '../../domain/pricing';
import { MAX_TICKET_TYPES } from '../../domain/validation/ticketed-event-form';
import { MAX_LENGTH } from '../../domain/validation/fields';

// Shapes and outer bounds only: the use cases check the rest (a plan that exists, a donation type,
// contact and application rules) and answer with the spec's words. What pricing needs to be a
// number is checked here, so an unknown item or a negative, fractional, non-numeric or huge count
// never reaches a use case.

/** A whole number typed in a field may arrive as text ("2"); anything else must already be a number. */
const digitsToNumber = (value: unknown) => (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value);
/** Zip codes and phone numbers may arrive as numbers from older pages. */
const numberToText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

const text = (max: number) => z.preprocess(numberToText, z.string().max(max, `At most ${max} characters.`));
const count = z.preprocess(
  digitsToNumber,
  z.number({ error: COUNT_MESSAGE }).int(COUNT_MESSAGE).min(0, COUNT_MESSAGE).max(MAX_COUNT_PER_ORDER, COUNT_MESSAGE),
);
const donationCents = z.preprocess(
  digitsToNumber,
  z
    .number({ error: DONATION_AMOUNT_MESSAGE })
    .int(DONATION_AMOUNT_MESSAGE)
    .positive(DONATION_AMOUNT_MESSAGE)
    .max(MAX_DONATION_DOLLARS * 100, DONATION_AMOUNT_MESSAGE),
);

/** A ticket type's id as an order names it: the shape the chair's form gives ids. */
const typeId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, UNKNOWN_TICKET_TYPE_MESSAGE);
const TOO_MANY_TYPES = { error: UNKNOWN_TICKET_TYPE_MESSAGE };

/** The order itself: what is bought, by item (the domain's `Order`). */
const orderSchema = z.discriminatedUnion(
  'item',
  [
    z.object({ item: z.literal('membership'), membership: text(100) }),
    z.object({ item: z.literal('donation'), amount: donationCents, donationType: text(100) }),
    z.object({ item: z.literal('banquet-2022'), adults: count, children: count }),
    z.object({ item: z.literal('cookout-2022'), tickets: count }),
    z.object({ item: z.literal('cookout-2024'), tickets: count }),
    z.object({ item: z.literal('sponsor-cookout-2024'), students: count, studentNames: text(MAX_LENGTH.students).optional() }),
    z.object({ item: z.literal('dues'), membership: text(100).optional() }),
    z.object({ item: z.literal('upgrade') }),
    z.object({
      item: z.literal('event-tickets'),
      event: z.string().min(1).max(80),
      counts: z.record(typeId, count).refine((counts) => Object.keys(counts).length <= MAX_TICKET_TYPES, TOO_MANY_TYPES),
      answers: z
        .record(
          typeId,
          z
            .array(z.object({ holderName: text(MAX_LENGTH.name).default(''), answer: text(MAX_LENGTH.title).default('') }))
            .max(MAX_COUNT_PER_ORDER),
        )
        .refine((answers) => Object.keys(answers).length <= MAX_TICKET_TYPES, TOO_MANY_TYPES)
        .default({}),
      sponsoredNames: text(MAX_LENGTH.students).default(''),
    }),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? NOT_FOR_SALE : undefined) },
);

const contactSchema = z.object({
  firstName: text(MAX_LENGTH.name).default(''),
  lastName: text(MAX_LENGTH.name).default(''),
  email: text(MAX_LENGTH.email).default(''),
});

const applicationSchema = z.object({
  firstName: text(MAX_LENGTH.name),
  lastName: text(MAX_LENGTH.name),
  email: text(MAX_LENGTH.email),
  phone: text(40),
  address: text(MAX_LENGTH.address),
  city: text(MAX_LENGTH.city),
  state: text(MAX_LENGTH.state),
  zipcode: text(20),
  gradYear: text(10).nullable().optional(),
});

/**
 * POST /payment: the spec's body (`amount` in cents as a number or text, `currency`, `description`,
 * `students` for a sponsorship) plus the order, who pays, a new member's application, and the
 * idempotency key when it does not come as a header. `amount` is compared with the server's price,
 * never charged; `description` is the server's own (what the page sends is not used).
 */
export const paymentBody = z.object({
  amount: z.union([z.number(), z.string().max(20)]).optional(),
  currency: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.literal('usd', { error: "The currency must be 'usd'." }),
    )
    .optional(),
  description: z.string().max(500).optional(),
  students: z.string().max(MAX_LENGTH.students).optional(),
  order: orderSchema,
  contact: contactSchema.default({ firstName: '', lastName: '', email: '' }),
  application: applicationSchema.optional(),
  idempotencyKey: z.string().min(1).max(255).optional(),
  /** A waiting-list offer being claimed (its link's token): the seats held for that party are this order's. */
  offerToken: z.string().min(1).max(600).optional(),
});

/** A parsed POST /payment body. */
export type PaymentBody = z.output<typeof paymentBody>;

const secret = z.string().min(1).max(500);

/** POST /payment/confirm (simulator): the session, the card from the simulator's form and the billing details. */
export function confirmBody(today: { readonly year: number; readonly month: number }) {
  const card = z
    .object({
      number: z
        .string()
        .max(40)
        .transform((value) => value.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^\d{12,19}$/, CARD_MESSAGES.number)),
      expMonth: z
        .number({ error: CARD_MESSAGES.expiry })
        .int(CARD_MESSAGES.expiry)
        .min(1, CARD_MESSAGES.expiry)
        .max(12, CARD_MESSAGES.expiry),
      expYear: z
        .number({ error: CARD_MESSAGES.expiry })
        .int(CARD_MESSAGES.expiry)
        .min(today.year, CARD_MESSAGES.expiry)
        .max(today.year + 50, CARD_MESSAGES.expiry),
      cvc: z.string().regex(/^\d{3,4}$/, CARD_MESSAGES.cvc),
    })
    .refine((c) => c.expYear > today.year || c.expMonth >= today.month, { message: CARD_MESSAGES.expiry, path: ['expMonth'] });
  const billing = z.object({
    name: text(2 * MAX_LENGTH.name + 1).default(''),
    email: text(MAX_LENGTH.email).default(''),
    phone: text(40).default(''),
    address: z
      .object({
        line1: text(MAX_LENGTH.address).default(''),
        city: text(MAX_LENGTH.city).default(''),
        state: text(MAX_LENGTH.state).default(''),
        postalCode: text(20).default(''),
        country: z.literal('US', { error: "The country must be 'US'." }).default('US'),
      })
      .default({ line1: '', city: '', state: '', postalCode: '', country: 'US' }),
  });
  return z.object({ orderId: secret, clientSecret: secret, card, billing });
}

/** POST /payment/:orderId/sync: the holder of the client secret asks the server to settle now. */
export const syncBody = z.object({ clientSecret: secret });
/** GET /payment/:orderId/status?clientSecret= */
export const statusQuery = z.object({ clientSecret: secret });
/** The `:orderId` of a path: refused early when it cannot be one of ours. */
export const orderIdParam = z.object({ orderId: z.string().min(1).max(100) });
