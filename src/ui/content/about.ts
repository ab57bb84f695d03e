/** The /about page's heading; its text is a page text ('about.body', domain/site-texts.ts). */
export const ABOUT = {
  title: 'About',
} as const;
