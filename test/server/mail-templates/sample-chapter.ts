import { mailChapterOf } from '../../../src/server/mail-templates/mail-chapter';

/** The chapter as the mail tests sign with it. */
export const SAMPLE_CHAPTER = mailChapterOf({
  publicUrl: 'https://hartwell-alumni.example.org/',
  contactEmail: 'hello@hartwell-alumni.example.org',
});
