import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { authorizeActor, UNAUTHORIZED, type AccessError, type Actor } from '../../../domain/access';
import { duesStatus, isLifetime } from '../../../domain/membership';
import { checkNotAMember, sameEmail, type DuplicateMemberError, type Member } from '../../../domain/members';
import type { Order } from '../../../domain/pricing';
import { yearIn, yearOf, type Clock } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { MemberApplication } from '../../ports/payment-gateway.port';
import { drawFreeMemberId } from '../member-ids';
import { checkApplication, checkContact, normalizeOrder, type Contact } from './checkout-checks';
import { invalidOrder, unavailable, type InvalidOrder, type Unavailable } from './payments.errors';

/** Who is paying: the server's view of the signed-in person, with their member ID when they are one. */
export type PayingActor = Actor & { readonly memberId: string | null };

/** A checkout request as the browser sent it: untrusted, parsed only for shape. */
export interface CheckoutInput {
  readonly order: Order;
  readonly contact: Contact;
  readonly application?: MemberApplication;
  readonly actor: PayingActor;
}

/** What the server will charge for: the order as it prices it, who pays, and the member it is for. */
export interface ResolvedCheckout {
  readonly order: Order;
  readonly contact: Contact;
  readonly application: MemberApplication | null;
  /** The signed-in member (dues, upgrade) or the ID reserved for a new member (membership). */
  readonly memberId: string | null;
}

export type ResolveError = InvalidOrder | DuplicateMemberError | AccessError | Unavailable;

export interface ResolveDeps {
  readonly members: MemberRepository;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** TIME_ZONE: the dues year is read in the chapter's zone. */
  readonly config: { readonly timeZone: string };
}

/** The signed-in member an order is for, checked against who is signed in. */
function payingMember(deps: ResolveDeps, actor: PayingActor, item: 'dues' | 'upgrade'): ResultAsync<Member, ResolveError> {
  const allowed = authorizeActor(actor, item === 'dues' ? 'payDues' : 'upgradeMembership');
  if (allowed.isErr() || actor.memberId === null || actor.email === null) return errAsync(UNAUTHORIZED);
  const email = actor.email;
  return deps.members
    .get(actor.memberId)
    .mapErr((e): ResolveError => (e.type === 'NotFound' ? UNAUTHORIZED : unavailable(e)))
    .andThen((member) => (sameEmail(member.email, email) ? okAsync(member) : errAsync(UNAUTHORIZED)));
}

/** Dues and the upgrade are priced from the member's stored membership, never from the page. */
function memberCheckout(deps: ResolveDeps, input: CheckoutInput, item: 'dues' | 'upgrade'): ResultAsync<ResolvedCheckout, ResolveError> {
  return payingMember(deps, input.actor, item).andThen((member): Result<ResolvedCheckout, ResolveError> => {
    const year = yearIn(deps.clock.now(), deps.config.timeZone);
    if (item === 'dues' && duesStatus(member.duesPayYear, year) === 'paid') {
      return err(invalidOrder(`Your dues for ${year} are already paid.`));
    }
    if (item === 'upgrade' && isLifetime(member.membership)) return err(invalidOrder('You are already a lifetime member.'));
    const order: Order = item === 'dues' ? { item, membership: member.membership } : { item };
    const contact = { firstName: member.firstName, lastName: member.lastName, email: member.email };
    return ok({ order, contact, application: null, memberId: member.id });
  });
}

/** A member ID nobody holds yet, reserved on the order so that fulfilment (and any retry of it) uses it. */
function reserveMemberId(deps: ResolveDeps): ResultAsync<string, Unavailable> {
  return drawFreeMemberId(deps).mapErr((e) => unavailable(e.type === 'DuplicateId' ? { message: 'No free member ID was found.' } : e));
}

/** A membership: the applicant's details pass the form's rules and their e-mail is not a member's (`checkNotAMember`). */
function membershipCheckout(deps: ResolveDeps, input: CheckoutInput, order: Order): ResultAsync<ResolvedCheckout, ResolveError> {
  return checkContact(order, input.contact)
    .andThen((contact) => checkApplication(input.application, yearOf(deps.clock)).map((application) => ({ contact, application })))
    .asyncAndThen(({ contact, application }) =>
      deps.members
        .findByEmail(application.email)
        .mapErr((e): ResolveError => unavailable(e))
        .andThen((holder) => checkNotAMember(application.email, holder))
        .andThen(() => reserveMemberId(deps))
        .map((memberId): ResolvedCheckout => ({ order, contact, application, memberId })),
    );
}

/**
 * Decides what the server charges for: dues and upgrade for the signed-in member only, a
 * membership for a new e-mail only, anything else for anyone with valid contact details.
 */
export function resolveCheckout(deps: ResolveDeps, input: CheckoutInput): ResultAsync<ResolvedCheckout, ResolveError> {
  const normalized = normalizeOrder(input.order);
  if (normalized.isErr()) return errAsync(normalized.error);
  const order = normalized.value;
  if (order.item === 'dues' || order.item === 'upgrade') return memberCheckout(deps, input, order.item);
  if (order.item === 'membership') return membershipCheckout(deps, input, order);
  return checkContact(order, input.contact)
    .map((contact): ResolvedCheckout => ({ order, contact, application: null, memberId: null }))
    .asyncAndThen((resolved) => okAsync(resolved));
}
