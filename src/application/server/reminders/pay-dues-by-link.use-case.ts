import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { readPayLinkSubject } from '../../../domain/dues-reminders';
import { duesAmount, duesStatus } from '../../../domain/membership';
import { fullName, type Member } from '../../../domain/members';
import type { Cents } from '../../../domain/money';
import { describeOrder, type CatalogueOrder } from '../../../domain/pricing';
import type { PaymentSession } from '../../ports/payment-gateway.port';
import type { SignedTokens } from '../../ports/signed-tokens.port';
import { createPaymentFor, type CreatePaymentDeps, type CreatePaymentError } from '../payments/create-payment.use-case';
import type { RateLimited } from '../payments/payments.errors';
import { alreadyPaid, EXPIRED_LINK, INVALID_LINK, reminderUnavailable, type RemindersError } from './reminders.errors';

/** What paying by a link needs: the payment use case's ports and the link signer. */
export interface PayLinkDeps extends CreatePaymentDeps {
  readonly tokens: SignedTokens;
}

/** What the pay page shows: whose dues, for which year, the amount the server priced, what the payment is called. */
export interface PayLinkView {
  readonly name: string;
  readonly year: number;
  readonly amount: Cents;
  readonly description: string;
}

/** The member and dues year a link names, when its signature holds and it has not expired; refused when paid already. */
function linkedDues(
  deps: PayLinkDeps,
  actor: Actor,
  token: string,
): ResultAsync<{ readonly member: Member; readonly year: number }, RemindersError> {
  const allowed = authorizeActor(actor, 'payDuesByLink');
  if (allowed.isErr()) return errAsync(allowed.error);
  const subject = deps.tokens.read('dues-link', token, deps.clock.now());
  if (subject.isErr()) return errAsync(subject.error.type === 'ExpiredToken' ? EXPIRED_LINK : INVALID_LINK);
  const named = readPayLinkSubject(subject.value);
  if (named === null) return errAsync(INVALID_LINK);
  return deps.members
    .get(named.memberId)
    .mapErr((e): RemindersError => (e.type === 'NotFound' ? INVALID_LINK : reminderUnavailable(e)))
    .andThen((member) =>
      duesStatus(member.duesPayYear, named.year) === 'paid' ? errAsync(alreadyPaid(named.year)) : okAsync({ member, year: named.year }),
    );
}

function duesOrder(member: Member, year: number): CatalogueOrder {
  return { item: 'dues', membership: member.membership, year };
}

/** GET /dues-link?t=: the dues a link names, priced by the server (payDuesByLink: the signed link is the authority). */
export function viewPayLink(deps: PayLinkDeps, actor: Actor, token: string): ResultAsync<PayLinkView, RemindersError> {
  return linkedDues(deps, actor, token).map(({ member, year }) => ({
    name: fullName(member),
    year,
    amount: duesAmount(member.membership),
    description: describeOrder(duesOrder(member, year)),
  }));
}

/**
 * POST /dues-link/payment: opens the payment of the dues a link names, as an online dues payment
 * of that member for that year (the same order, fulfilment and receipt as the Member Area's).
 * Dues paid already are refused; a repeated key gives the same session. `limit` counts the start
 * against the member (payment-limits.ts), refusing it when they started too many.
 */
export function startPayLinkPayment(
  deps: PayLinkDeps,
  actor: Actor,
  input: { readonly token: string; readonly idempotencyKey: string },
  limit: (member: Member) => ResultAsync<void, RateLimited> = () => okAsync(undefined),
): ResultAsync<PaymentSession, RemindersError | CreatePaymentError | RateLimited> {
  return linkedDues(deps, actor, input.token).andThen(({ member, year }) =>
    limit(member).andThen(() =>
      createPaymentFor(
        deps,
        {
          order: duesOrder(member, year),
          contact: { firstName: member.firstName, lastName: member.lastName, email: member.email },
          application: null,
          memberId: member.id,
        },
        input.idempotencyKey,
      ),
    ),
  );
}
