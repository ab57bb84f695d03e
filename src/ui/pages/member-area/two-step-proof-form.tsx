import { useSelector } from '@xstate/react';
import { methodsOn, needsCurrentCode, type TwoStepSettings } from '../../../domain/two-step';
import { TextField } from '../../components/text-field';
import { changeTitle, submitLabel, TWO_STEP_COPY } from './two-step-words';
import { TwoStepStepForm } from './two-step-step-form';
import { useRefusalFocus } from './use-two-step-focus';
import type { TwoStepActor } from './use-two-step-settings';

function codeHint(settings: TwoStepSettings): string {
  const on = methodsOn(settings);
  if (on.includes('TOTP') && on.includes('EMAIL'))
    return 'A code from your authenticator app, or one we email you when you choose Send me a code.';
  if (on.includes('TOTP')) return 'The code your authenticator app shows now.';
  return 'Choose Send me a code, then enter the code from the email.';
}

/**
 * The proof of a change: the password, a current code while a factor is on (with 'Send me a code'
 * while e-mailed codes are on), and the button that makes the change. Refusals stand beside their
 * field, or above the fields when no field is to blame.
 */
export function TwoStepProofForm({ actor }: { readonly actor: TwoStepActor }) {
  const context = useSelector(actor, (state) => state.context);
  const sending = useSelector(actor, (state) => state.matches('sendingCode'));
  const busy = useSelector(actor, (state) => state.matches('applying') || state.matches('sendingCode'));
  const form = useRefusalFocus<HTMLFormElement>(context.fieldErrors, context.formError);
  const { settings, change, fieldErrors, formError } = context;
  if (settings === null || change === null) return null;
  const sendCode = methodsOn(settings).includes('EMAIL') ? (
    <div className="two-step-send-code">
      <button type="button" className="button" disabled={busy} onClick={() => actor.send({ type: 'SEND_CODE' })}>
        {sending ? TWO_STEP_COPY.sendingCode : TWO_STEP_COPY.sendCode}
      </button>
      {context.codeSentTo ? <p role="status">We sent a code to {context.codeSentTo}.</p> : null}
    </div>
  ) : null;
  return (
    <TwoStepStepForm
      actor={actor}
      heading={changeTitle(change)}
      submitLabel={submitLabel(change)}
      busy={busy}
      formError={formError}
      formRef={form}
      before={sendCode}
    >
      {(error) => (
        <>
          <p className="field-hint">{TWO_STEP_COPY.proveIntro}</p>
          {error}
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={context.password}
            error={fieldErrors.password}
            onChange={(value) => actor.send({ type: 'EDIT', field: 'password', value })}
          />
          {needsCurrentCode(settings) ? (
            <TextField
              label="Current code"
              hint={codeHint(settings)}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={context.code}
              error={fieldErrors.code}
              onChange={(value) => actor.send({ type: 'EDIT', field: 'code', value })}
            />
          ) : null}
        </>
      )}
    </TwoStepStepForm>
  );
}
