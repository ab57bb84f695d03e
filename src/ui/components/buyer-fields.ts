import type { BuyerInput } from '../../domain/validation/checkout-forms';
import type { FieldSpec } from './field-list';

/** The ticket buyer's fields on the banquet and cookout pages: first name, last name, e-mail. */
export const BUYER_FIELDS: readonly FieldSpec<keyof BuyerInput>[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true, hint: 'Your receipt is sent here.' },
];
