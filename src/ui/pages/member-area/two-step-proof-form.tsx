import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { methodsOn, needsCurrentCode, type TwoStepSettings } from '../../../domain/two-step';
import { TextField } from '../../components/text-field';
import { changeTitle, submitLabel, TWO_STEP_COPY } from './two-step-words';
import { useRefusalFocus } from './use-two-step-focus';
import type { TwoStepActor } from './use-two-step-settings';

function codeHint(settings: TwoStepSettings): string {
  const on = methodsOn(settings);
  if (on.includes('TOTP') && on.includes('EMAIL')) return 'A code from your authenticator app, or one we email you when you choose Send me a code.';
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
  const headingId = useId();
  const errorId = useId();
  const { settings, change, fieldErrors, formError } = context;
  if (settings === null || change === null) return null;
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
        {changeTitle(change)}
      </h3>
      <p className="field-hint">{TWO_STEP_COPY.proveIntro}</p>
      {formError ? (
        <p id={errorId} className="notice-inline error" role="alert" tabIndex={-1} data-form-error="">
          {formError}
        </p>
      ) : null}
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
      {methodsOn(settings).includes('EMAIL') ? (
        <div className="two-step-send-code">
          <button type="button" className="button" disabled={busy} onClick={() => actor.send({ type: 'SEND_CODE' })}>
            {sending ? TWO_STEP_COPY.sendingCode : TWO_STEP_COPY.sendCode}
          </button>
          {context.codeSentTo ? <p role="status">We sent a code to {context.codeSentTo}.</p> : null}
        </div>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {submitLabel(change)}
        </button>
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'CANCEL' })}>
          {TWO_STEP_COPY.cancel}
        </button>
      </div>
    </form>
  );
}
