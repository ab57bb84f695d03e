/**
 * One benefit of membership: its title, the page text that describes it (domain/site-texts.ts),
 * and `paidOnly` for those reserved to paid (Annual or Lifetime) members.
 */
export interface Benefit {
  readonly title: string;
  readonly text: string;
  readonly paidOnly: boolean;
}

/** The Membership Benefits page's words (spec section 2: ten benefits, two for paid members only). */
export const MEMBERSHIP_BENEFITS = {
  title: 'Membership Benefits',
  paidOnlyLabel: 'Paid members only',
  joinPrompt: 'Become a member',
  benefits: [
    { title: 'Alumni Chapter Membership', text: 'membership-benefits.chapter-membership', paidOnly: false },
    { title: 'Travel Discounts', text: 'membership-benefits.travel-discounts', paidOnly: false },
    { title: 'Bookstore Discount', text: 'membership-benefits.bookstore-discount', paidOnly: true },
    { title: 'Auto Insurance', text: 'membership-benefits.auto-insurance', paidOnly: false },
    { title: 'Library Access', text: 'membership-benefits.library-access', paidOnly: false },
    { title: 'Career Services', text: 'membership-benefits.career-services', paidOnly: false },
    { title: 'License Plates', text: 'membership-benefits.license-plates', paidOnly: false },
    { title: 'Continuing Education', text: 'membership-benefits.continuing-education', paidOnly: false },
    { title: 'Transcript Requests', text: 'membership-benefits.transcript-requests', paidOnly: false },
    { title: 'Ticket Discounts', text: 'membership-benefits.ticket-discounts', paidOnly: true },
  ] satisfies readonly Benefit[],
} as const;
