import { useSelector } from '@xstate/react';
import { LoginField } from './login-field';
import type { LoginActor } from './use-login-actor';

/**
 * Reset mode: 'Send code' e-mails a reset code to the address typed; the code and a new password
 * then go with 'Reset Password'. 'Cancel Password Reset' returns to sign-in mode.
 */
export function ResetForm({ actor }: { readonly actor: LoginActor }) {
  const requesting = useSelector(actor, (state) => state.matches({ reset: 'requesting' }));
  const resetting = useSelector(actor, (state) => state.matches({ reset: 'resetting' }));
  const codeSent = useSelector(actor, (state) => state.matches({ reset: 'codeSent' }));
  return (
    <form
      noValidate
      aria-busy={requesting || resetting}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT_RESET' });
      }}
    >
      <p className="form-intro">Enter your email and send yourself a verification code, then choose a new password.</p>
      <LoginField actor={actor} field="email" label="Email" type="email" autoComplete="username" required />
      <div>
        <button type="button" className="button" disabled={requesting} onClick={() => actor.send({ type: 'REQUEST_CODE' })}>
          {requesting ? 'Sending code...' : 'Send code'}
        </button>
      </div>
      {codeSent ? <p className="field-hint">Check your email for the verification code.</p> : null}
      <LoginField actor={actor} field="code" label="Verification code" inputMode="numeric" autoComplete="one-time-code" required />
      <LoginField actor={actor} field="newPassword" label="New password" type="password" autoComplete="new-password" required />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={resetting}>
          Reset Password
        </button>
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'CANCEL_RESET' })}>
          Cancel Password Reset
        </button>
      </div>
    </form>
  );
}
