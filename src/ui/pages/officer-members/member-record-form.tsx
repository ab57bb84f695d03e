import { useId, useState } from 'react';
import type { Member } from '../../../domain/members';
import { ANNUAL_MEMBERSHIP, LEGACY_ANNUAL_MEMBERSHIP, LIFETIME_MEMBERSHIP, displayMembership } from '../../../domain/membership';
import type { RecordChanges } from '../../../application/ports/officer-members-gateway.port';
import { useServices } from '../../app/services';
import { useFocusFirstInvalid } from '../../components/step-heading';
import { TextField } from '../../components/text-field';
import { useResultAction } from '../../components/use-result';

/** The record's text fields in the form's order, with their labels. */
const TEXT_FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipcode', 'ZIP code'],
  ['gradYear', 'Graduation year'],
  ['duesPayYear', 'Dues year (the last year paid)'],
] as const satisfies readonly (readonly [keyof Member, string])[];

type Draft = Readonly<Record<(typeof TEXT_FIELDS)[number][0] | 'membership', string>>;

function draftOf(member: Member): Draft {
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map(([field]) => [field, member[field] ?? ''])) as Record<(typeof TEXT_FIELDS)[number][0], string>),
    membership: member.membership,
  };
}

/** The fields whose value the officer changed; an emptied year is sent as null. */
function changesOf(member: Member, draft: Draft): RecordChanges {
  const before = draftOf(member);
  const changed = (Object.keys(draft) as (keyof Draft)[]).filter((field) => draft[field] !== before[field]);
  return Object.fromEntries(
    changed.map((field) => [field, draft[field].trim() === '' && (field === 'gradYear' || field === 'duesPayYear') ? null : draft[field]]),
  );
}

function MembershipField({
  value,
  onChange,
  error,
}: {
  readonly value: string;
  readonly onChange: (v: string) => void;
  readonly error?: string;
}) {
  const id = useId();
  const plans =
    value === LEGACY_ANNUAL_MEMBERSHIP
      ? [LIFETIME_MEMBERSHIP, ANNUAL_MEMBERSHIP, LEGACY_ANNUAL_MEMBERSHIP]
      : [LIFETIME_MEMBERSHIP, ANNUAL_MEMBERSHIP];
  return (
    <div className="field">
      <label htmlFor={id}>Membership</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {plans.map((plan) => (
          <option key={plan} value={plan}>
            {displayMembership(plan)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The member's record, every field editable, with the reason every change needs. Only the fields
 * changed are sent; the server checks them and answers a message per field, shown beside it.
 */
export function MemberRecordForm({ member, onSaved }: { readonly member: Member; readonly onSaved: () => void }) {
  const { officerMembers } = useServices();
  const [draft, setDraft] = useState<Draft>(() => draftOf(member));
  const [reason, setReason] = useState('');
  const [saved, setSaved] = useState(false);
  const save = useResultAction(() => officerMembers.amend(member.id, changesOf(member, draft), reason), {
    onSuccess: (updated) => {
      setDraft(draftOf(updated));
      setReason('');
      setSaved(true);
      onSaved();
    },
  });
  const errors: Readonly<Record<string, string>> = save.error?.type === 'InvalidForm' ? save.error.fields : {};
  const formRef = useFocusFirstInvalid<HTMLFormElement>(save.error);
  const set = (field: keyof Draft) => (value: string) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const formError =
    save.error && (save.error.type !== 'InvalidForm' || Object.keys(errors).length === 0 || errors['changes'])
      ? (errors['changes'] ?? save.error.message)
      : null;
  return (
    <form
      ref={formRef}
      className="member-record"
      noValidate
      aria-labelledby="member-record-heading"
      onSubmit={(event) => {
        event.preventDefault();
        save.start(undefined);
      }}
    >
      <h2 id="member-record-heading">Record</h2>
      <p>Member ID: {member.id}</p>
      <div className="field-row">
        {TEXT_FIELDS.map(([field, label]) => (
          <TextField key={field} label={label} value={draft[field]} onChange={set(field)} error={errors[field]} />
        ))}
        <MembershipField value={draft.membership} onChange={set('membership')} error={errors['membership']} />
      </div>
      <TextField
        label="Reason for the change"
        required
        multiline
        value={reason}
        onChange={setReason}
        error={errors['reason']}
        hint="Kept in the audit log with the values before and after."
      />
      {formError ? (
        <p role="alert" className="notice-inline error">
          {formError}
        </p>
      ) : null}
      <p role="status">{saved ? 'The record was saved.' : ''}</p>
      <button type="submit" className="button" disabled={save.status === 'running'}>
        Save changes
      </button>
    </form>
  );
}
