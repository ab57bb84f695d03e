import { ANNUAL_MEMBERSHIP, LIFETIME_MEMBERSHIP, type MembershipPlan } from '../../../domain/membership';

/** The Become a Member page's own words, editable without touching its components. */
export const BECOME_A_MEMBER_COPY = {
  title: 'Become a Member',
  intro: 'Join the alumni chapter to stay connected with fellow scholars, support current students and take part in our events.',
  chooseHeading: 'Choose your membership',
  signInLinkText: 'Sign in to the Member Area',
  verifyHeading: 'Verify your email',
  signInNeededHeading: 'Your account is confirmed',
  alreadyMemberLinkText: 'Go to the Login page',
  existingAccountHeading: 'Your membership is paid',
  incompleteHeading: 'Your payment went through',
  incompleteText:
    'We could not finish setting up your membership, and you will not be charged again. Please write to us so we can complete it for you:',
} as const;

/** What each membership card says beside its name and price (prices come from the domain). */
export const PLAN_COPY: Readonly<Record<MembershipPlan, { readonly priceNote: string; readonly description: string }>> = {
  [LIFETIME_MEMBERSHIP]: {
    priceNote: 'one-time',
    description: 'A single payment makes you a member for life.',
  },
  [ANNUAL_MEMBERSHIP]: {
    priceNote: 'per year',
    description: 'Includes national and local chapter dues.',
  },
};
