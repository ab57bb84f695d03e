import type { ChapterSettings } from '../application/ports/chapter-settings.port';
import { mailChapterOf } from './mail-templates/mail-chapter';

/**
 * The chapter's settings before an officer saves them: the name and postal address the Contact
 * page and every mail's footer give (`mailChapterOf`), no tax ID, gifts not said to be deductible
 * (a receipt must not claim a deduction the chapter has not confirmed), and the calendar year.
 */
export function defaultChapterSettings(config: { readonly publicUrl: string; readonly contactEmail: string }): ChapterSettings {
  const chapter = mailChapterOf(config);
  return { legalName: chapter.name, address: chapter.address, taxId: '', deductible: false, fiscalYearStartMonth: 1 };
}
