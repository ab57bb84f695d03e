import { useId, useState } from 'react';
import type { ListedGrant, OfficerConsoleError } from '../../../application/ports/officer-console-gateway.port';
import { OFFICER_ROLE_NAMES, OFFICER_ROLES } from '../../../domain/officer-roles';
import type { RoleGrantForm } from '../../../domain/validation/role-grant-form';
import { useServices } from '../../app/services';
import { useResultAction } from '../../components/use-result';

const EMPTY: RoleGrantForm = { email: '', role: 'treasurer', event: '', endsOn: '' };

interface FieldProps {
  readonly name: keyof RoleGrantForm;
  readonly label: string;
  readonly hint?: string;
  readonly error: OfficerConsoleError | null;
  readonly children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => React.ReactNode;
}

/** A labelled field with its hint and its error from the server, tied to the input. */
function Field({ name, label, hint, error, children }: FieldProps) {
  const ids = { input: useId(), hint: useId(), error: useId() };
  const message = error?.type === 'InvalidForm' ? (error.fields[name] ?? null) : null;
  const described = [hint ? ids.hint : null, message !== null ? ids.error : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={ids.input}>{label}</label>
      {hint ? (
        <p id={ids.hint} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children({ id: ids.input, 'aria-invalid': message !== null, 'aria-describedby': described === '' ? undefined : described })}
      {message !== null ? (
        <p id={ids.error} className="field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Grants a role to an account until a term end date; the server checks every field and answers beside it. */
export function GrantRoleForm({ timeZone, onGranted }: { readonly timeZone: string; readonly onGranted: (grant: ListedGrant) => void }) {
  const { officerConsole } = useServices();
  const [form, setForm] = useState<RoleGrantForm>(EMPTY);
  const grant = useResultAction((input: RoleGrantForm) => officerConsole.grant(input), {
    onSuccess: (granted) => {
      setForm(EMPTY);
      onGranted(granted);
    },
  });
  const set = (name: keyof RoleGrantForm) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });
  return (
    <form
      className="officers-form"
      aria-label="Grant a role"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        grant.start(form);
      }}
    >
      <Field name="email" label="Account e-mail" error={grant.error}>
        {(props) => <input {...props} type="email" autoComplete="off" value={form.email} onChange={set('email')} />}
      </Field>
      <Field name="role" label="Role" error={grant.error}>
        {(props) => (
          <select {...props} value={form.role} onChange={set('role')}>
            {OFFICER_ROLES.map((role) => (
              <option key={role} value={role}>
                {OFFICER_ROLE_NAMES[role]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {form.role === 'door' ? (
        <Field name="event" label="Event (its address, e.g. spring-banquet-2027)" error={grant.error}>
          {(props) => <input {...props} value={form.event} onChange={set('event')} />}
        </Field>
      ) : null}
      <Field
        name="endsOn"
        label="Access ends on"
        hint={`The first day without the role: access ends at the start of this day (${timeZone}). For a term until June 30, enter July 1.`}
        error={grant.error}
      >
        {(props) => <input {...props} type="date" value={form.endsOn} onChange={set('endsOn')} />}
      </Field>
      {grant.error !== null && grant.error.type !== 'InvalidForm' ? (
        <p role="alert" className="notice-inline error">
          {grant.error.message}
        </p>
      ) : null}
      <div className="officers-form-actions">
        <button type="submit" className="button button-primary" disabled={grant.status === 'running'}>
          Grant the role
        </button>
      </div>
    </form>
  );
}
