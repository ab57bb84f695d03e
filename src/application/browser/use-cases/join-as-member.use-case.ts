import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { MembershipPlan } from '../../../domain/membership';
import type { FieldErrors } from '../../../domain/validation/fields';
import { validateMembershipForm, type MembershipForm, type MembershipFormInput } from '../../../domain/validation/checkout-forms';
import { MESSAGES, providerMessage, type Notice } from '../messages';
import { yearOf, type Clock } from '../../ports/clock.port';
import type { IdentityProvider, SignUpOutcome } from '../../ports/identity-provider.port';
import type { CardEntry, MemberApplication, PaymentGateway, PaymentReceipt } from '../../ports/payment-gateway.port';
import { billingDetails, payForOrder, type PaymentFailure } from './pay-for-order.use-case';

/** The ports joining needs; the clock gives the year for the graduation-year check. */
export interface JoinAsMemberDeps {
  readonly payments: PaymentGateway;
  readonly identity: IdentityProvider;
  readonly clock: Clock;
}

/** The chosen plan, the form as typed and the card. */
export interface JoinAsMemberInput {
  readonly membership: MembershipPlan;
  readonly form: MembershipFormInput;
  readonly card: CardEntry;
}

/**
 * A paid membership. `created`: its account was signed up, and `signUp` says whether a code must
 * still be confirmed. `existing`: the e-mail already had an account (the server said so with the
 * receipt), so none was signed up: the member signs in with it, or resets its password.
 */
export type JoinedMember =
  | { readonly account: 'created'; readonly email: string; readonly receipt: PaymentReceipt; readonly signUp: SignUpOutcome }
  | { readonly account: 'existing'; readonly email: string; readonly receipt: PaymentReceipt };

/**
 * Why joining stopped. `paid` tells whether the card was charged: after a charge the page must not
 * offer to pay again.
 */
export type JoinAsMemberError =
  | {
      readonly type: 'InvalidForm';
      readonly message: string;
      readonly fields: FieldErrors<keyof MembershipFormInput>;
      readonly notice: Notice;
      readonly paid: false;
    }
  | (PaymentFailure & { readonly paid: false })
  | { readonly type: 'AccountCreationFailed'; readonly message: string; readonly notice: Notice; readonly paid: true }
  | { readonly type: 'MemberAdditionFailed'; readonly message: string; readonly notice: Notice; readonly paid: true };

function applicationOf(form: MembershipForm): MemberApplication {
  const { firstName, lastName, email, phone, address, city, state, zipcode, gradYear } = form;
  return { firstName, lastName, email, phone, address, city, state, zipcode, gradYear };
}

function payMembership(deps: JoinAsMemberDeps, input: JoinAsMemberInput, form: MembershipForm) {
  return payForOrder(deps, {
    order: { item: 'membership', membership: input.membership },
    contact: { firstName: form.firstName, lastName: form.lastName, email: form.email },
    application: applicationOf(form),
    billing: billingDetails({ ...form, line1: form.address, postalCode: form.zipcode }),
    card: input.card,
    wording: 'provider-message',
  }).mapErr((failure): JoinAsMemberError =>
    failure.type === 'DuplicateMember'
      ? { ...failure, paid: false, notice: providerMessage(failure.message, null) }
      : { ...failure, paid: false },
  );
}

function paidFailure(type: 'AccountCreationFailed' | 'MemberAdditionFailed', notice: Notice): JoinAsMemberError {
  return { type, message: notice.text, notice, paid: true };
}

/**
 * Become a Member: checks the form, pays for the membership with the application (the server
 * writes the member record once paid), then creates the account, whose e-mailed code is confirmed
 * next; when the server says the e-mail already has an account, none is created. The words of spec sections 5 and 8 come with every failure.
 */
export function joinAsMember(deps: JoinAsMemberDeps, input: JoinAsMemberInput): ResultAsync<JoinedMember, JoinAsMemberError> {
  const checked = validateMembershipForm(input.form, yearOf(deps.clock));
  if (checked.isErr()) {
    const notice = MESSAGES.membershipFormFailed;
    return errAsync({ type: 'InvalidForm', message: notice.text, fields: checked.error.fields, notice, paid: false });
  }
  const form = checked.value;
  return payMembership(deps, input, form)
    .andThen((receipt) =>
      receipt.fulfilment === 'failed' ? errAsync(paidFailure('MemberAdditionFailed', MESSAGES.memberAdditionFailed)) : okAsync(receipt),
    )
    .andThen((receipt): ResultAsync<JoinedMember, JoinAsMemberError> => {
      // Sign-up would answer an existing account as a new one and mail its owner, never a code.
      if (receipt.account === 'existing') return okAsync({ account: 'existing', email: form.email, receipt });
      return deps.identity
        .signUp({ username: form.email, password: form.password })
        .map((signUp): JoinedMember => ({ account: 'created', email: form.email, receipt, signUp }))
        .mapErr(() => paidFailure('AccountCreationFailed', MESSAGES.accountCreationFailed));
    });
}
