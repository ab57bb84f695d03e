import type { DonorDetails } from '../../../application/browser/machines/donation-checkout.machine';
import type { FieldSpec } from '../../components/field-list';

/** The Donate page's own words, editable without touching its components. */
export const DONATE_COPY = {
  title: 'Donate',
  intro:
    'Your one-time gift supports the chapter and its community service projects. Every dollar helps current scholars and the communities we serve.',
  chooseHeading: 'Choose your donation',
  detailsHeading: 'Your details',
  detailsNote: 'All details are optional; we use them for your receipt and the card payment.',
  amountHint: 'Whole dollars, for example 25.',
} as const;

/** The donor's fields (spec section 2); none is required (spec section 5). */
export const DONOR_FIELDS: readonly FieldSpec<keyof DonorDetails>[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zipcode', label: 'Zip code', inputMode: 'numeric', autoComplete: 'postal-code' },
  { name: 'phone', label: 'Phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
];
