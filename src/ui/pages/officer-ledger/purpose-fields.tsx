import type { OfflinePaymentChoices } from '../../../application/ports/ledger-gateway.port';
import { TextField } from '../../components/text-field';
import { dollars } from './ledger-words';
import { SelectField } from './select-field';

/** The form's text answers, by field name (the server's field names, so its messages land beside them). */
export type Answers = Readonly<Record<string, string>>;

interface FieldsProps {
  readonly answers: Answers;
  readonly set: (field: string) => (value: string) => void;
  readonly errors: Readonly<Record<string, string>>;
}

const NEW_MEMBER_FIELDS: readonly [string, string][] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipcode', 'ZIP code'],
  ['gradYear', 'Graduation year'],
];

/** A membership: the plan, and the new member's details as the Become a Member form asks them. */
export function MembershipFields({ answers, set, errors, choices }: FieldsProps & { readonly choices: OfflinePaymentChoices }) {
  return (
    <fieldset>
      <legend>The new member</legend>
      <SelectField
        label="Membership"
        value={answers['membership'] ?? ''}
        options={[{ value: '', label: 'Choose...' }, ...choices.memberships.map((plan) => ({ value: plan, label: plan }))]}
        onChange={set('membership')}
        error={errors['membership']}
        required
      />
      {NEW_MEMBER_FIELDS.map(([field, label]) => (
        <TextField key={field} label={label} value={answers[field] ?? ''} onChange={set(field)} error={errors[field]} />
      ))}
    </fieldset>
  );
}

/** The payer of a donation (optional) or of tickets (required). */
export function PayerFields({ answers, set, errors, optional }: FieldsProps & { readonly optional: boolean }) {
  return (
    <fieldset>
      <legend>{optional ? 'The giver (optional)' : 'The buyer'}</legend>
      <TextField label="First name" value={answers['firstName'] ?? ''} onChange={set('firstName')} error={errors['firstName']} />
      <TextField label="Last name" value={answers['lastName'] ?? ''} onChange={set('lastName')} error={errors['lastName']} />
      <TextField
        label="E-mail"
        type="email"
        value={answers['email'] ?? ''}
        onChange={set('email')}
        error={errors['email']}
        hint="The receipt goes here."
      />
    </fieldset>
  );
}

export function DonationFields({ answers, set, errors, choices }: FieldsProps & { readonly choices: OfflinePaymentChoices }) {
  return (
    <>
      <SelectField
        label="Donation type"
        value={answers['donationType'] ?? ''}
        options={[{ value: '', label: 'Choose...' }, ...choices.donationTypes.map((type) => ({ value: type, label: type }))]}
        onChange={set('donationType')}
        error={errors['donationType']}
        required
      />
      <TextField
        label="Amount in dollars"
        inputMode="decimal"
        hint="Such as 50 or 50.25"
        value={answers['amount'] ?? ''}
        onChange={set('amount')}
        error={errors['amount']}
        required
      />
    </>
  );
}

/** An event on sale, and how many of each of its ticket types. */
export function TicketFields({ answers, set, errors, choices }: FieldsProps & { readonly choices: OfflinePaymentChoices }) {
  const event = choices.events.find((candidate) => candidate.slug === answers['event']);
  return (
    <>
      <SelectField
        label="Event"
        value={answers['event'] ?? ''}
        options={[
          { value: '', label: 'Choose...' },
          ...choices.events.map((candidate) => ({ value: candidate.slug, label: candidate.name })),
        ]}
        onChange={set('event')}
        error={errors['event']}
        required
      />
      {event?.ticketTypes.map((type) => (
        <TextField
          key={type.id}
          label={`${type.name} (${dollars(type.price)}${type.memberPrice === null ? '' : `, members ${dollars(type.memberPrice)}`})`}
          inputMode="numeric"
          value={answers[`counts.${type.id}`] ?? ''}
          onChange={set(`counts.${type.id}`)}
          error={errors[`counts.${type.id}`]}
        />
      ))}
    </>
  );
}
