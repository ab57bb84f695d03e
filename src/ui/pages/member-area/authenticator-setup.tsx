import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { keyInGroups } from '../../../domain/two-step';
import { TextField } from '../../components/text-field';
import { TwoStepStepForm } from './two-step-step-form';
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
  const { authenticator, formError } = context;
  if (authenticator === null) return null;
  return (
    <TwoStepStepForm
      actor={actor}
      heading="Add your account to an authenticator app"
      submitLabel="Turn on the authenticator app"
      busy={busy}
      formError={formError}
      formRef={form}
    >
      {(error) => (
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
            {error}
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
      )}
    </TwoStepStepForm>
  );
}
