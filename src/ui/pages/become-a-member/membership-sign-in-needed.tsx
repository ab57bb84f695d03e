import { StepHeading } from '../../components/step-heading';
import { AccountLinks } from './account-links';
import { BECOME_A_MEMBER_COPY } from './become-a-member-content';

/**
 * Confirmed, but the sign-in after the code did not finish (the machine's `signInNeeded` state,
 * e.g. a wrong password on a resumed step): the account is ready, and Login, opened with the
 * e-mail filled in, signs the member in or resets the password.
 */
export function MembershipSignInNeeded({ email, onReturn }: { readonly email: string; readonly onReturn: () => void }) {
  return (
    <section className="checkout-step" aria-labelledby="membership-sign-in-heading">
      <StepHeading id="membership-sign-in-heading">{BECOME_A_MEMBER_COPY.signInNeededHeading}</StepHeading>
      <div className="notice-inline" role="status">
        <p>
          Your membership is paid and the account for <strong className="wrap-anywhere">{email}</strong> is confirmed, but we could not sign
          you in with that password.
        </p>
        <p>Sign in on the Login page; if you do not know the password, reset it there.</p>
      </div>
      <AccountLinks email={email} fillSignIn={true} onReturn={onReturn} />
    </section>
  );
}
