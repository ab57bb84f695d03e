/**
 * Who the chapter is, in one place a chapter can edit without touching components: its name,
 * the programme it belongs to, the founder the memorial page honours, and its outside links.
 */
export const SITE = {
  name: 'Hartwell Scholars Alumni Chapter',
  shortName: 'Hartwell Alumni',
  programme: 'Hartwell Scholars Program',
  institute: 'Institute of Mathematics and Applied Sciences',
  tagline: 'Scholars then. Leaders now. Family always.',
  founded: 1991,
  reEstablished: 2013,
  /** The memorial page: its route is `/Dr-<slug>` (spec section 2). */
  memorial: { slug: 'Hartwell', title: 'Dr. Samuel Hartwell', navLabel: 'Dr. Hartwell' },
  /** The chapter's former site: the Events link of the top bar opens its news-and-events section. */
  formerSiteEventsUrl: 'https://alumni.example.org/news-and-events',
  contactEmail: 'hello@hartwell-alumni.example.org',
} as const;

export const MEMORIAL_PATH = `/Dr-${SITE.memorial.slug}`;
