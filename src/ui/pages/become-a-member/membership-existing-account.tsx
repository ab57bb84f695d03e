import { StepHeading } from '../../components/step-heading';
import { AccountLinks } from './account-links';
import { BECOME_A_MEMBER_COPY } from './become-a-member-content';

/**
 * Paid, for an e-mail that already has an account (the machine's `existingAccount` state): the
 * membership is recorded, and the member signs in with that account or resets its password on the
 * Login page. No code is coming, so none is asked for. The message stays until they leave.
 */
export function MembershipExistingAccount({ email, onReturn }: { readonly email: string; readonly onReturn: () => void }) {
  return (
    <section className="checkout-step" aria-labelledby="membership-existing-heading">
      <StepHeading id="membership-existing-heading">{BECOME_A_MEMBER_COPY.existingAccountHeading}</StepHeading>
      <div className="notice-inline" role="status">
        <p>
          Your payment went through and your membership is recorded. An account already exists for <strong>{email}</strong>, so you do not
          need a new one, and no verification code will be sent.
        </p>
        <p>Sign in on the Login page with that account&apos;s password. If you do not know the password, reset it there.</p>
      </div>
      <AccountLinks email={email} fillSignIn={false} onReturn={onReturn} />
    </section>
  );
}
