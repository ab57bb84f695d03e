import { useSelector } from '@xstate/react';
import type { SetPasswordField } from '../../../application/browser/machines/set-password.machine';
import { HydratedControls } from '../../components/hydrated-controls';
import { TextField, type TextFieldProps } from '../../components/text-field';
import type { SetPasswordActor } from './use-set-password-actor';

/** E-mail, temporary password and new password with the 'Set Password' button. */
export function SetPasswordForm({ actor }: { readonly actor: SetPasswordActor }) {
  const busy = useSelector(actor, (state) => state.matches('signingIn') || state.matches('changingPassword'));
  // After the Login page's sign-in the e-mail is known and the temporary password already used.
  const pending = useSelector(actor, (state) => state.context.pending);
  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <HydratedControls>
        <Field actor={actor} field="email" label="Email" type="email" autoComplete="username" required readOnly={pending} />
        {pending ? null : (
          <Field
            actor={actor}
            field="temporaryPassword"
            label="Temporary password"
            hint="From the email with your new account"
            type="password"
            autoComplete="current-password"
            required
          />
        )}
        <Field
          actor={actor}
          field="newPassword"
          label="New password"
          hint="At least 8 characters"
          type="password"
          autoComplete="new-password"
          required
        />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            Set Password
          </button>
        </div>
      </HydratedControls>
      {busy ? <p role="status">Setting your password...</p> : null}
    </form>
  );
}

function Field({
  actor,
  field,
  ...props
}: { readonly actor: SetPasswordActor; readonly field: SetPasswordField } & Omit<TextFieldProps, 'value' | 'onChange' | 'error'>) {
  const value = useSelector(actor, (state) => state.context[field]);
  const error = useSelector(actor, (state) => state.context.fieldErrors[field]);
  return <TextField {...props} value={value} error={error} onChange={(text) => actor.send({ type: 'EDIT', field, value: text })} />;
}
