import { useSelector } from '@xstate/react';
import { lazy, Suspense, useId } from 'react';
import { keyInGroups } from '../../../domain/two-step';
import { TextField } from '../../components/text-field';
import { TWO_STEP_COPY } from './two-step-words';
import { useRefusalFocus } from './use-two-step-focus';
import type { TwoStepActor } from './use-two-step-settings';

// The QR code library is fetched only when this step shows.
const AuthenticatorQrCode = lazy(async () => ({ default: (await import('./authenticator-qr-code')).AuthenticatorQrCode }));

/**
 * Adding an authenticator app: its QR code, the same key to type in groups of four (or a link
 * that opens an app on this device), and the first code the app shows, which turns it on.
 */
export function AuthenticatorSetup({ actor }: { readonly actor: TwoStepActor }) {
  const context = useSelector(actor, (state) => state.context);
  const busy = useSelector(actor, (state) => state.matches('verifying'));
  const form = useRefusalFocus<HTMLFormElement>(context.fieldErrors, context.formError);
  const headingId = useId();
  const errorId = useId();
  const { authenticator, formError } = context;
  if (authenticator === null) return null;
  return (
    <form
      ref={form}
      noValidate
      aria-labelledby={headingId}
      aria-describedby={formError ? errorId : undefined}
      aria-busy={busy}
      className="two-step-form"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <h3 id={headingId} className="two-step-step-heading" tabIndex={-1} data-step-heading="">
        Add your account to an authenticator app
      </h3>
      <ol className="two-step-setup-steps">
        <li>
          <p>Open your authenticator app and scan this QR code.</p>
          <Suspense fallback={<p role="status">Loading the QR code...</p>}>
            <AuthenticatorQrCode uri={authenticator.setupUri} />
          </Suspense>
        </li>
        <li>
          <p>If you cannot scan it, add the account in the app by typing this key:</p>
          <p className="two-step-key">
            <code>{keyInGroups(authenticator.sharedSecret).join(' ')}</code>
          </p>
          <p>
            <a href={authenticator.setupUri}>Open in an authenticator app on this device</a>
          </p>
        </li>
        <li>
          {formError ? (
            <p id={errorId} className="notice-inline error" role="alert" tabIndex={-1} data-form-error="">
              {formError}
            </p>
          ) : null}
          <TextField
            label="Code from the app"
            hint="Enter the 6-digit code the app shows for this account."
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={context.setupCode}
            error={context.fieldErrors.setupCode}
            onChange={(value) => actor.send({ type: 'EDIT', field: 'setupCode', value })}
          />
        </li>
      </ol>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          Turn on the authenticator app
        </button>
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'CANCEL' })}>
          {TWO_STEP_COPY.cancel}
        </button>
      </div>
    </form>
  );
}
