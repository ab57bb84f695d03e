import { useSelector } from '@xstate/react';
import { LoginField } from './login-field';
import type { LoginActor } from './use-login-actor';

/** The account was never confirmed: the code e-mailed at sign-up confirms it, then sign-in goes on. */
export function SignUpCodeForm({ actor }: { readonly actor: LoginActor }) {
  const email = useSelector(actor, (state) => state.context.email);
  const confirming = useSelector(actor, (state) => state.matches({ normal: 'confirmingSignUp' }));
  const resending = useSelector(actor, (state) => state.matches({ normal: 'resendingSignUpCode' }));
  return (
    <form
      noValidate
      aria-busy={confirming || resending}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT_CODE' });
      }}
    >
      <h2>Confirm your account</h2>
      <p className="form-intro">
        Your account is not confirmed yet. Enter the verification code we emailed to <strong>{email}</strong>.
      </p>
      <LoginField actor={actor} field="code" label="Verification code" inputMode="numeric" autoComplete="one-time-code" required />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={confirming || resending}>
          Confirm account
        </button>
        <button type="button" className="button" disabled={confirming || resending} onClick={() => actor.send({ type: 'RESEND_CODE' })}>
          Send a new code
        </button>
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'CANCEL' })}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
