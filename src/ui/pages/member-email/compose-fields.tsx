import { useId } from 'react';
import type { CampaignChoices } from '../../../application/ports/member-email-gateway.port';
import type { CampaignForm } from '../../../domain/member-email';

const SEGMENTS: readonly { readonly value: string; readonly label: string }[] = [
  { value: 'all', label: 'All members' },
  { value: 'unpaid', label: 'Unpaid for a dues year' },
  { value: 'paid', label: 'Paid for a dues year' },
  { value: 'lifetime', label: 'Lifetime members' },
  { value: 'gradYears', label: 'A range of graduation years' },
  { value: 'ticketHolders', label: 'An event’s ticket holders' },
  { value: 'waitingList', label: 'An event’s waiting list' },
];

interface FieldProps {
  readonly name: keyof CampaignForm;
  readonly label: string;
  readonly form: CampaignForm;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (form: CampaignForm) => void;
}

function TextField({ name, label, form, errors, onChange }: FieldProps) {
  const id = useId();
  const error = errors[name];
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={form[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange({ ...form, [name]: e.target.value })}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

function SelectField({
  name,
  label,
  form,
  errors,
  onChange,
  options,
}: FieldProps & { readonly options: readonly { value: string; label: string }[] }) {
  const id = useId();
  const error = errors[name];
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={form[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange({ ...form, [name]: e.target.value })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The compose form's fields: subject, Markdown body, and who receives it (with the segment's own parts). */
export function ComposeFields(props: Omit<FieldProps, 'name' | 'label'> & { readonly choices: CampaignChoices | null }) {
  const { form, errors, onChange, choices } = props;
  const bodyId = useId();
  const events = [{ value: '', label: 'Choose an event' }, ...(choices?.events ?? []).map((e) => ({ value: e.slug, label: e.name }))];
  return (
    <>
      <TextField {...props} name="subject" label="Subject" />
      <label htmlFor={bodyId}>Message (Markdown)</label>
      <textarea
        id={bodyId}
        rows={12}
        value={form.body}
        aria-invalid={errors.body ? true : undefined}
        aria-describedby={errors.body ? `${bodyId}-error` : undefined}
        onChange={(e) => onChange({ ...form, body: e.target.value })}
      />
      {errors.body ? (
        <p id={`${bodyId}-error`} role="alert" className="field-error">
          {errors.body}
        </p>
      ) : null}
      <SelectField {...props} name="segment" label="Recipients" options={SEGMENTS} />
      {form.segment === 'paid' || form.segment === 'unpaid' ? <TextField {...props} name="year" label="Dues year" /> : null}
      {form.segment === 'gradYears' ? (
        <>
          <TextField {...props} name="gradYearFrom" label="Graduation year from" />
          <TextField {...props} name="gradYearTo" label="Graduation year to" />
        </>
      ) : null}
      {form.segment === 'ticketHolders' || form.segment === 'waitingList' ? (
        <SelectField {...props} name="event" label="Event" options={events} />
      ) : null}
    </>
  );
}
