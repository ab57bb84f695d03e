import { SITE } from './site';

/** The Endowment Donation page's words and contacts. */
export const ENDOWMENT = {
  title: 'Endowment Donation',
  fundName: `${SITE.programme} Scholarship Endowment`,
  paragraphs: [
    `The ${SITE.programme} Scholarship Endowment is a permanent fund held by the university. Gifts to it are invested and never spent: only the interest they earn goes to students.`,
    'The interest is paid to scholarship students once a year, in August, in time for the fall semester. Every gift, large or small, grows the fund and the support it gives for as long as the programme lasts.',
    'You can give online, or talk with the development office about a pledge, a gift in memory of someone, or a gift through your estate.',
  ],
  contactTitle: 'Development Office',
  phone: { label: '(555) 010-2040', href: 'tel:+15550102040' },
  email: 'giving@university.example.edu',
  donateOnline: { label: 'Give to the endowment online', href: 'https://giving.university.example.edu/hartwell-scholars-endowment' },
} as const;
