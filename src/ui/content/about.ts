import { SITE } from './site';

/** The /about page's words. */
export const ABOUT = {
  title: 'About',
  text: `${SITE.name} brings together alumni of the ${SITE.programme} at the ${SITE.institute}.`,
} as const;
