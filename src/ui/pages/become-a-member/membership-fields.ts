import type { MembershipFormInput } from '../../../domain/validation/checkout-forms';
import type { FieldSpec } from '../../components/field-list';

type MembershipField = FieldSpec<keyof MembershipFormInput>;

/** The member's name and contact details. */
export const CONTACT_FIELDS: readonly MembershipField[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel', required: true },
  { name: 'gradYear', label: 'Graduation year (optional)', inputMode: 'numeric', placeholder: 'YYYY' },
];

/** The member's postal address. */
export const ADDRESS_FIELDS: readonly MembershipField[] = [
  { name: 'address', label: 'Address', autoComplete: 'street-address', required: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  { name: 'state', label: 'State', autoComplete: 'address-level1', required: true },
  { name: 'zipcode', label: 'Zip code', inputMode: 'numeric', autoComplete: 'postal-code', required: true },
];

/** The password of the Member Area account created with the membership. */
export const ACCOUNT_FIELDS: readonly MembershipField[] = [
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    hint: 'At least 8 characters. You will sign in to the Member Area with your email and this password.',
  },
];
