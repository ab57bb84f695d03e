import { SITE } from './site';

/** The memorial page's tribute and links (its route comes from SITE.memorial). */
export const MEMORIAL = {
  title: `In Memory of ${SITE.memorial.title}`,
  lifespan: '1938 – 2021',
  paragraphs: [
    `${SITE.memorial.title} founded the ${SITE.programme} with a simple conviction: that talented students from every background could become great scientists if someone believed in them early and stayed with them long.`,
    'For three decades he recruited, taught and mentored scholar after scholar. He knew every student by name, kept his office door open late, and followed his graduates’ careers with a father’s pride.',
    'The chapter exists because of him. We honour his memory by doing what he asked of every scholar: to reach back and lift the next one up.',
  ],
  linksTitle: 'Remembering him',
  obituary: { label: 'Read his obituary', href: 'https://news.university.example.edu/obituaries/samuel-hartwell' },
  video: { label: 'Watch the memorial video', href: 'https://video.example.org/watch/samuel-hartwell-memorial' },
} as const;
