/** One benefit of membership. `paidOnly` marks those reserved to paid (Annual or Lifetime) members. */
export interface Benefit {
  readonly title: string;
  readonly text: string;
  readonly paidOnly: boolean;
}

/** The Membership Benefits page's words (spec section 2: ten benefits, two for paid members only). */
export const MEMBERSHIP_BENEFITS = {
  title: 'Membership Benefits',
  intro: 'Membership keeps you close to fellow alumni and to the institute, and brings practical savings along the way.',
  paidOnlyLabel: 'Paid members only',
  joinPrompt: 'Become a member',
  benefits: [
    {
      title: 'Alumni Chapter Membership',
      text: 'Join the chapter’s meetings, committees and events, vote in its elections, and help shape what we do for students.',
      paidOnly: false,
    },
    {
      title: 'Travel Discounts',
      text: 'Save on hotels, car rentals and vacation packages through the university alumni association’s travel partners.',
      paidOnly: false,
    },
    {
      title: 'Bookstore Discount',
      text: 'Take a discount on apparel, gifts and books at the university bookstore, in person and online.',
      paidOnly: true,
    },
    {
      title: 'Auto Insurance',
      text: 'Ask the association’s insurance partner for a group rate on auto insurance.',
      paidOnly: false,
    },
    {
      title: 'Library Access',
      text: 'Borrow from the university library and use its reading rooms and selected online databases.',
      paidOnly: false,
    },
    {
      title: 'Career Services',
      text: 'Use the career centre’s job board, résumé reviews and networking events for alumni.',
      paidOnly: false,
    },
    {
      title: 'License Plates',
      text: 'Show your pride on the road with a university license plate; part of each fee funds scholarships.',
      paidOnly: false,
    },
    {
      title: 'Continuing Education',
      text: 'Enrol in continuing education and professional development courses at a reduced alumni rate.',
      paidOnly: false,
    },
    {
      title: 'Transcript Requests',
      text: 'Request official transcripts from the registrar with the alumni association’s help.',
      paidOnly: false,
    },
    {
      title: 'Ticket Discounts',
      text: 'Buy discounted tickets to theme parks, shows and sporting events through the association’s ticket service.',
      paidOnly: true,
    },
  ] satisfies readonly Benefit[],
} as const;
