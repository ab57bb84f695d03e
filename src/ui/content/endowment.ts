import { SITE } from './site';

/** The Endowment Donation page's headings and contacts; what it says of the endowment is a page text ('endowment.body'). */
export const ENDOWMENT = {
  title: 'Endowment Donation',
  fundName: `${SITE.programme} Scholarship Endowment`,
  contactTitle: 'Development Office',
  phone: { label: '(555) 010-2040', href: 'tel:+15550102040' },
  email: 'giving@university.example.edu',
  donateOnline: { label: 'Give to the endowment online', href: 'https://giving.university.example.edu/hartwell-scholars-endowment' },
} as const;
