/** The Executive Board page's words; the officers themselves come from the backend. */
export const EXECUTIVE_BOARD = {
  title: 'Executive Board',
  officersTitle: 'Our Officers',
  intro: 'The officers elected by the members run the chapter between meetings. Get to know them.',
  loading: 'Loading our officers…',
  failed: 'Our officers could not be loaded right now.',
  empty: 'The officers will be introduced here soon.',
  retry: 'Try again',
  readMore: 'Read More',
  readLess: 'Read Less',
} as const;
