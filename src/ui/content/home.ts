import { SITE } from './site';

/**
 * The home page's headings and buttons, in the order the page shows them; keep the four objectives.
 * The texts under them are page texts (domain/site-texts.ts), which administrators edit in the Admin Panel.
 */
export const HOME = {
  banner: {
    welcome: `Welcome to the ${SITE.name}`,
    objectivesPrompt: 'Learn more about our objectives',
  },
  mission: { title: 'Our Mission' },
  vision: { title: 'Our Vision' },
  objectivesTitle: 'Our Objectives',
  /** Each objective's title, and the page text under it. */
  objectives: [
    { title: 'Partner', text: 'home.objective.partner' },
    { title: 'Advocate', text: 'home.objective.advocate' },
    { title: 'Communicate', text: 'home.objective.communicate' },
    { title: 'Engage', text: 'home.objective.engage' },
  ],
  benefitsButton: 'See our membership benefits',
  history: { title: 'Our History' },
  events: {
    title: 'News & Events',
    calendarTitle: 'Upcoming and recent events',
    loading: 'Loading news and events…',
    empty: 'No events have been announced yet. Please check back soon.',
    retry: 'Try again',
  },
} as const;
