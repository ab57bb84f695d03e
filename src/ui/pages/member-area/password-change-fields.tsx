import { useSelector } from '@xstate/react';
import { TextField } from '../../components/text-field';
import type { PasswordChangeActor } from './use-password-change';

/**
 * The password part of the Member Information form: a button e-mails a code; then the code and
 * the new password appear, and the form's 'Update Information' submits the change.
 */
export function PasswordChangeFields({ actor }: { readonly actor: PasswordChangeActor }) {
  const step = useSelector(actor, (state) => {
    if (state.matches('sendingCode')) return 'sending';
    if (state.matches('codeSent') || state.matches('updating')) return 'code';
    return state.matches('failure') ? 'failure' : 'idle';
  });
  return (
    <fieldset className="password-change">
      <legend>Password</legend>
      {step === 'code' ? <CodeFields actor={actor} /> : null}
      {step === 'idle' || step === 'sending' ? (
        <div>
          <p className="field-hint">To change your password, we first email you a verification code.</p>
          <button type="button" className="button" disabled={step === 'sending'} onClick={() => actor.send({ type: 'SEND_CODE' })}>
            {step === 'sending' ? 'Sending code...' : 'Change password'}
          </button>
        </div>
      ) : null}
      {step === 'failure' ? (
        <div>
          <p className="field-hint">Your password was not changed.</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
            Start the password change again
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

function CodeFields({ actor }: { readonly actor: PasswordChangeActor }) {
  const email = useSelector(actor, (state) => state.context.email);
  const code = useSelector(actor, (state) => state.context.code);
  const newPassword = useSelector(actor, (state) => state.context.newPassword);
  const errors = useSelector(actor, (state) => state.context.fieldErrors);
  return (
    <>
      <p className="field-hint">We emailed a code to {email ?? 'you'}. Enter it with your new password, then choose Update Information.</p>
      <TextField
        label="Verification code"
        value={code}
        error={errors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        onChange={(value) => actor.send({ type: 'EDIT', field: 'code', value })}
      />
      <TextField
        label="New password"
        type="password"
        value={newPassword}
        error={errors.newPassword}
        autoComplete="new-password"
        required
        onChange={(value) => actor.send({ type: 'EDIT', field: 'newPassword', value })}
      />
      <div className="form-actions">
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'SEND_CODE' })}>
          Send a new code
        </button>
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'CANCEL' })}>
          Cancel password change
        </button>
      </div>
    </>
  );
}
