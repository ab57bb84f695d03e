import type { MailChapter } from '../../adapters/mail/mail-chapter';
import { SITE_TEXTS } from '../../domain/site-texts';

/** The Contact page's postal address as written in code: its first line is the chapter's name. */
function defaultAddressLines(): readonly string[] {
  const address = SITE_TEXTS.find((entry) => entry.key === 'contact.address')?.defaultText ?? '';
  return address
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Who signs the chapter's mails (TemplatedMailer): the name (MAIL_FROM's display name, else the
 * name the Contact page's address starts with), the rest of that address, the chapter's inbox
 * (CONTACT_EMAIL) and the site (PUBLIC_URL).
 */
export function mailChapterOf(config: { readonly publicUrl: string; readonly contactEmail: string }, name?: string): MailChapter {
  const [firstLine = 'Alumni Chapter', ...address] = defaultAddressLines();
  return { name: name ?? firstLine, address, contactEmail: config.contactEmail, siteUrl: config.publicUrl.replace(/\/+$/, '') };
}
