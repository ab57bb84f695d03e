import type { NewMember } from '../../../src/application/ports/member-repository.port';
import { sampleMember } from '../../contracts/member-repository.contract';
import { BUYER, sampleApplication } from '../../contracts/payment-gateway.contract';
import type { AppWorld } from '../../support/app-world';

export { BUYER };
export const GOOD_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
const PASSWORD = 'Lilac-Tuesday-42';

/** The JSON answer of a request, typed loosely for assertions. */
export type Answer = {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Record<string, unknown> & { error?: Record<string, unknown> };
};

type Requestable = Pick<AppWorld['app'], 'request'>;

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? {} : (JSON.parse(text) as Answer['body']) };
}

/** Sends JSON as the site's own pages do. */
export async function send(
  app: Requestable,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const init: RequestInit = { method, headers: { 'Content-Type': 'application/json', ...headers } };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  return answerOf(await app.request(path, init));
}

/** A checkout body: two Cookout 2024 tickets for a visitor, unless told otherwise. */
export function checkout(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { currency: 'usd', order: { item: 'cookout-2024', tickets: 2 }, contact: BUYER, ...overrides };
}

export function membershipCheckout(email = 'grace@example.org', overrides: Record<string, unknown> = {}) {
  return checkout({
    order: { item: 'membership', membership: 'Annual Membership' },
    contact: { ...BUYER, email },
    application: sampleApplication(email),
    ...overrides,
  });
}

/** POST /payment with an idempotency key (a new one per call unless given). */
let keys = 0;
export function startPayment(app: Requestable, body: unknown = checkout(), key = `key-${++keys}`, headers: Record<string, string> = {}) {
  return send(app, 'POST', '/payment', body, { 'Idempotency-Key': key, ...headers });
}

export interface Session {
  readonly orderId: string;
  readonly clientSecret: string;
  readonly amount: number;
  readonly description: string;
}

export async function openSession(app: Requestable, body: unknown = checkout(), headers: Record<string, string> = {}): Promise<Session> {
  const answer = await startPayment(app, body, undefined, headers);
  if (answer.status !== 200) throw new Error(`POST /payment answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as unknown as Session;
}

export function card(number: string, overrides: Record<string, unknown> = {}) {
  return { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 5, cvc: '123', ...overrides };
}

export const BILLING = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '7575550100',
  address: { line1: '1 Main St', city: 'Norfolk', state: 'VA', postalCode: '23504', country: 'US' },
};

/** POST /payment/confirm with the simulator's card form. */
export function confirm(
  app: Requestable,
  session: Pick<Session, 'orderId' | 'clientSecret'>,
  number = GOOD_CARD,
  overrides: Record<string, unknown> = {},
) {
  return send(app, 'POST', '/payment/confirm', {
    orderId: session.orderId,
    clientSecret: session.clientSecret,
    card: card(number),
    billing: BILLING,
    ...overrides,
  });
}

/** The simulator's latest signed delivery about an order's payment. */
export async function deliveryFor(world: AppWorld, orderId: string) {
  const paymentId = (await world.deps.ledger.get(orderId))._unsafeUnwrap().paymentId ?? '';
  const delivery = world.processor
    .deliveries()
    .filter((d) => d.intentId === paymentId)
    .at(-1);
  if (!delivery) throw new Error(`no delivery for order ${orderId}`);
  return delivery;
}

/** POST /stripe/webhook with a raw body and its signature header. */
export async function deliver(app: Requestable, webhook: { readonly rawBody: string; readonly signatureHeader: string }) {
  return answerOf(
    await app.request('/stripe/webhook', {
      method: 'POST',
      body: webhook.rawBody,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': webhook.signatureHeader },
    }),
  );
}

/** A member with an account, signed in: answers the member and an `Authorization` header carrying their access token. */
export async function memberWithAccessToken(world: AppWorld, overrides: Partial<NewMember> = {}) {
  const member = (await world.deps.members.create(sampleMember(1, { email: 'member@example.org', ...overrides })))._unsafeUnwrap();
  const { identity } = world.deps;
  (await identity.signUp({ email: member.email, password: PASSWORD }))._unsafeUnwrap();
  // The code is sent in the background through the mail queue: let that finish before reading the outbox.
  await new Promise((resolve) => setImmediate(resolve));
  const code = /\b(\d{6})\b/.exec(world.mailer.to(member.email).at(-1)?.text ?? '')?.[1] ?? '';
  (await identity.confirmSignUp({ email: member.email, code }))._unsafeUnwrap();
  const signedIn = (await identity.signIn({ email: member.email, password: PASSWORD }))._unsafeUnwrap();
  if (!signedIn.done) throw new Error('expected a signed-in member');
  return { member, headers: { Authorization: `Bearer ${signedIn.tokens.accessToken}` } };
}
