import { useSelector } from '@xstate/react';
import type { MfaMethod } from '../../../application/ports/identity-provider.port';
import { LoginField } from './login-field';
import type { LoginActor } from './use-login-actor';

const METHOD_NAMES: Readonly<Record<MfaMethod, string>> = {
  SMS: 'Text message (SMS)',
  EMAIL: 'Email',
  TOTP: 'Authenticator app',
};

/** A second factor: choose a method, or type the code (with the set-up address for a new authenticator app). */
export function MfaForm({ actor }: { readonly actor: LoginActor }) {
  const mfa = useSelector(actor, (state) => state.context.mfa);
  const methodError = useSelector(actor, (state) => state.context.fieldErrors.method);
  const busy = useSelector(actor, (state) => state.matches({ normal: 'confirmingSignIn' }));
  const cancel = (
    <button type="button" className="link-button" onClick={() => actor.send({ type: 'CANCEL' })}>
      Back to sign in
    </button>
  );
  if (mfa.awaiting === 'selection') {
    return (
      <fieldset className="mfa-choice" aria-busy={busy} aria-describedby={methodError ? 'mfa-method-error' : undefined}>
        <legend>How would you like to receive your sign-in code?</legend>
        {mfa.allowed.map((method) => (
          <button key={method} type="button" className="button" disabled={busy} onClick={() => actor.send({ type: 'SELECT_MFA', method })}>
            {METHOD_NAMES[method]}
          </button>
        ))}
        {methodError ? (
          <p id="mfa-method-error" className="field-error" role="alert">
            {methodError}
          </p>
        ) : null}
        {cancel}
      </fieldset>
    );
  }
  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT_CODE' });
      }}
    >
      <h2>Two-step verification</h2>
      <MfaInstructions method={mfa.method} destination={mfa.destination} setupUri={mfa.setupUri} />
      <LoginField actor={actor} field="code" label="Verification code" inputMode="numeric" autoComplete="one-time-code" required />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          Verify
        </button>
        {cancel}
      </div>
    </form>
  );
}

function MfaInstructions({
  method,
  destination,
  setupUri,
}: {
  readonly method: MfaMethod | null;
  readonly destination: string | null;
  readonly setupUri: string | null;
}) {
  if (setupUri) {
    return (
      <div className="form-intro">
        <p>Add this account to your authenticator app with the address below, then enter the code the app shows.</p>
        <code className="setup-uri">{setupUri}</code>
      </div>
    );
  }
  if (method === 'TOTP') return <p className="form-intro">Enter the code your authenticator app shows.</p>;
  const how = method === 'SMS' ? 'texted' : 'emailed';
  return (
    <p className="form-intro">
      Enter the code we {how} to {destination ?? 'you'}.
    </p>
  );
}
