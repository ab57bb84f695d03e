import { errAsync } from 'neverthrow';
import type { Cents } from '../../../../src/domain/money';
import type { Order } from '../../../../src/domain/pricing';
import { createPayment, type CreatePaymentInput } from '../../../../src/application/server/payments/create-payment.use-case';
import type { PayingActor } from '../../../../src/application/server/payments/resolve-checkout';
import type { NewOrder } from '../../../../src/application/ports/order-ledger.port';
import type { PaymentSession } from '../../../../src/application/ports/payment-gateway.port';
import { BILLING, card } from '../../../contracts/card-simulator.contract';
import { sampleOrder } from '../../../contracts/order-ledger.contract';
import { BUYER, sampleApplication } from '../../../contracts/payment-gateway.contract';
import type { PaymentsWorld } from '../../../support/payments-world';

export const VISITOR: PayingActor = { role: 'visitor', email: null, memberId: null };
export const GOOD_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
const TICKETS: Order = { item: 'cookout-2024', tickets: 2 };
const ANNUAL: Order = { item: 'membership', membership: 'Annual Membership' };
export { BILLING, card, sampleApplication, sampleOrder };

/** A checkout request from a visitor for two Cookout 2024 tickets, with a fresh key unless told. */
export function checkoutInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return { order: TICKETS, contact: BUYER, idempotencyKey: 'key-1', actor: VISITOR, ...overrides };
}

export function membershipInput(email = 'grace@example.org', overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return checkoutInput({ order: ANNUAL, contact: { ...BUYER, email }, application: sampleApplication(email), ...overrides });
}

export async function openSession(world: PaymentsWorld, input: CreatePaymentInput = checkoutInput()): Promise<PaymentSession> {
  return (await createPayment(world, input))._unsafeUnwrap();
}

/** The processor's intent id behind a session. */
async function intentOf(world: PaymentsWorld, session: PaymentSession): Promise<string> {
  return (await world.ledger.get(session.orderId))._unsafeUnwrap().paymentId ?? '';
}

/** Charges a session's card at the processor only, as if the browser confirmed with the provider directly. */
export async function chargeAtProcessor(world: PaymentsWorld, session: PaymentSession, number = GOOD_CARD): Promise<string> {
  const intentId = await intentOf(world, session);
  void (await world.processor.confirm(intentId, card(number), BILLING));
  return intentId;
}

/** A recorded, paid order straight in the ledger. */
export async function paidOrder(world: PaymentsWorld, order: NewOrder): Promise<string> {
  void (await world.ledger.record(order));
  void (await world.ledger.attachPayment(order.id, `pi_${order.id}`));
  void (await world.ledger.markPaid(order.id, '2026-06-15T12:00:00.000Z'));
  return order.id;
}

export const membershipOrder = (n: number, email: string, overrides: Partial<NewOrder> = {}): NewOrder =>
  sampleOrder(n, {
    order: ANNUAL,
    amount: 5_000 as Cents,
    description: 'Annual Membership',
    contact: { ...BUYER, email },
    application: sampleApplication(email, { phone: '7575550100' }),
    memberId: '345678',
    ...overrides,
  });

const DOWN: { readonly type: string; readonly message: string } = { type: 'Unavailable', message: 'down' };

/**
 * The same port with one method answering an error (Unavailable unless told; `times` times, then
 * working again), to reach a use case's outage branches.
 */
export function breaking<T extends object>(port: T, method: keyof T, times = Infinity, error = DOWN): T {
  let left = times;
  return new Proxy(port, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      return property === method ? (...args: unknown[]) => (left-- > 0 ? errAsync(error) : bound(...args)) : bound;
    },
  });
}

/** The receipts the world's outbox holds (a ticket order also gets its tickets by e-mail). */
export function receipts(world: PaymentsWorld) {
  return world.mailer.sent().filter((mail) => mail.subject.startsWith('Your receipt'));
}
