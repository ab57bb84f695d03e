import { MEMORIAL_PATH, SITE } from './site';

/** A page of this site. */
interface InternalEntry {
  readonly kind: 'internal';
  readonly label: string;
  readonly to: string;
}

/** A page elsewhere, opened in a new tab. */
interface ExternalEntry {
  readonly kind: 'external';
  readonly label: string;
  readonly href: string;
}

/** An entry the chapter lists but has no page for yet (spec section 2): shown, never a broken link. */
interface PendingEntry {
  readonly kind: 'pending';
  readonly label: string;
  readonly note: string;
}

/** Any entry of the top bar or of a sub-navigation group. */
export type NavEntry = InternalEntry | ExternalEntry | PendingEntry;

/** A sub-navigation item: a page, or a named group opened as a dropdown. */
export type SubNavItem = NavEntry | { readonly kind: 'group'; readonly label: string; readonly entries: readonly NavEntry[] };

const page = (label: string, to: string): InternalEntry => ({ kind: 'internal', label, to });
const pending = (label: string): PendingEntry => ({ kind: 'pending', label, note: 'coming soon' });

/**
 * The top bar's links between the 'Become a member' and 'Member Area' buttons. News has an empty
 * target in the original; it goes to the News page here so that it is not a broken link.
 */
export const TOP_LINKS: readonly NavEntry[] = [
  page('Contact', '/Contact'),
  page('News', '/News'),
  { kind: 'external', label: 'Events', href: SITE.formerSiteEventsUrl },
  page('Committees', '/Committees'),
];

/** The sub-navigation under the top bar (spec section 2). */
export const SUB_NAV: readonly SubNavItem[] = [
  {
    kind: 'group',
    label: 'Alumni Chapter',
    entries: [
      page('Alumni Spotlight', '/Alumni-Spotlight'),
      page('Executive Board', '/Executive-Board'),
      pending('Volunteer'),
      pending('Stay Connected'),
    ],
  },
  page('Alumni Events', '/Alumni-Events'),
  page('Membership Benefits', '/Membership-Benefits'),
  {
    kind: 'group',
    label: 'Donate',
    entries: [
      page('Attend Cookout', '/Attend-Cookout'),
      page('Sponsor a student for Cookout', '/Sponsor-Cookout'),
      page('Chapter Donation', '/Donate'),
      page('Endowment Donation', '/Endowment-Donation'),
    ],
  },
  page(SITE.memorial.navLabel, MEMORIAL_PATH),
];
