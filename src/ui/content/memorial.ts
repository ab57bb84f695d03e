import { SITE } from './site';

/** The memorial page's heading and links (its route comes from SITE.memorial); the tribute is a page text ('memorial.body'). */
export const MEMORIAL = {
  title: `In Memory of ${SITE.memorial.title}`,
  lifespan: '1938 – 2021',
  linksTitle: 'Remembering him',
  obituary: { label: 'Read his obituary', href: 'https://news.university.example.edu/obituaries/samuel-hartwell' },
  video: { label: 'Watch the memorial video', href: 'https://video.example.org/watch/samuel-hartwell-memorial' },
} as const;
