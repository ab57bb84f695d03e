import { okAsync, type ResultAsync } from 'neverthrow';
import type { OrderRecord } from '../../application/ports/order-ledger.port';
import type { AppDeps } from '../app-deps';

/** What a payment answer says when the paid membership's e-mail already has an account. */
export interface MembershipAccount {
  readonly account?: 'existing';
}

const CHARGED: ReadonlySet<OrderRecord['status']> = new Set(['paid', 'fulfilled']);

/** The e-mail of a charged membership order, whose account the member will sign in with; null for anything else. */
function chargedMembershipEmail(order: OrderRecord): string | null {
  if (order.order.item !== 'membership' || !CHARGED.has(order.status)) return null;
  return order.application?.email ?? order.contact.email;
}

/**
 * Adds `account: 'existing'` to the answer of a successful membership payment whose e-mail already
 * has an account (one an administrator created, say): sign-up would then answer as for a new
 * address and e-mail the owner instead of sending a code, so the page tells the payer to sign in
 * instead of waiting for one. Only the holder of the paid order's client secret reads it, and
 * only after the charge. Every other answer, and any failure to tell, leaves it out.
 */
export function withMembershipAccount<T extends { readonly orderId: string }>(
  deps: Pick<AppDeps, 'ledger' | 'identity'>,
  answer: T,
): ResultAsync<T & MembershipAccount, never> {
  return deps.ledger
    .get(answer.orderId)
    .andThen((order) => {
      const email = chargedMembershipEmail(order);
      return email === null ? okAsync(false) : deps.identity.hasAccount(email);
    })
    .map((existing): T & MembershipAccount => (existing ? { ...answer, account: 'existing' } : answer))
    .orElse(() => okAsync(answer));
}
