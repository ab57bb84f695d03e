import type { MemberInformationInput } from '../../../domain/validation/account-forms';
import { MEMBER_EDITABLE_FIELDS, type Member, type MemberEditableField } from '../../../domain/members';
import type { FieldSpec } from '../../components/field-list';

/** The Member Information form's field names: the member record's own. */
export type InformationField = keyof MemberInformationInput;

const SPECS = {
  firstName: { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  lastName: { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  address: { name: 'address', label: 'Address', autoComplete: 'street-address', required: true },
  city: { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  state: { name: 'state', label: 'State', autoComplete: 'address-level1', required: true },
  zipcode: { name: 'zipcode', label: 'Zip', inputMode: 'numeric', autoComplete: 'postal-code', required: true },
  phone: { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
  gradYear: { name: 'gradYear', label: 'Graduation year', inputMode: 'numeric', hint: 'Optional' },
} as const satisfies Record<MemberEditableField, FieldSpec<InformationField>>;

/** The editable fields, in the domain's order (MEMBER_EDITABLE_FIELDS). */
export const INFORMATION_FIELDS: readonly FieldSpec<InformationField>[] = MEMBER_EDITABLE_FIELDS.map((field) => SPECS[field]);

/** The form's starting values: the member's record as stored. */
export function informationValuesOf(member: Member): MemberInformationInput {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    address: member.address,
    city: member.city,
    state: member.state,
    zipcode: member.zipcode,
    phone: member.phone,
    gradYear: member.gradYear ?? '',
  };
}
