import type { Mail } from '../../application/ports/mailer.port';

/** Who signs every mail: the chapter's name, its postal address, where to write, and the site. */
export interface MailChapter {
  /** The name on the mail's band and footer; a subject starting with it and ': ' is shown without it. */
  readonly name: string;
  /** The postal address, a line each. */
  readonly address: readonly string[];
  readonly contactEmail: string;
  /** The site's address (PUBLIC_URL), absolute, without a trailing slash. */
  readonly siteUrl: string;
}

/** A mail's footer links: the one-click unsubscribe address and the preferences page, signed by the same token. */
export interface FooterLinks {
  readonly unsubscribe: string;
  readonly preferences: string;
}

/**
 * The footer's links for a mail of a list: its unsubscribe address (part of the mail, filled by
 * the queue) and the preferences page of the same site, opened with the same signed token.
 */
export function footerLinksOf(mail: Pick<Mail, 'unsubscribeUrl'>): FooterLinks | null {
  if (mail.unsubscribeUrl === undefined || mail.unsubscribeUrl === '') return null;
  const unsubscribe = new URL(mail.unsubscribeUrl);
  const preferences = new URL('/Email-Preferences', unsubscribe.origin);
  const token = unsubscribe.searchParams.get('t');
  if (token !== null) preferences.searchParams.set('t', token);
  return { unsubscribe: unsubscribe.href, preferences: preferences.href };
}

/** The heading of a mail: its subject, without the chapter's name the identity mails put in front. */
export function titleOf(subject: string, chapter: MailChapter): string {
  const prefix = `${chapter.name}: `;
  return subject.startsWith(prefix) ? subject.slice(prefix.length) : subject;
}

/**
 * The plain-text part: the mail's own text word for word, the action as a line (unless the text
 * already gives its address), then the footer the HTML has.
 */
export function plainTextOf(mail: Mail, chapter: MailChapter): string {
  const text = mail.text.trimEnd();
  const action = mail.action && !text.includes(mail.action.url) ? [`${mail.action.label}: ${mail.action.url}`, ''] : [];
  const links = footerLinksOf(mail);
  return [
    text,
    '',
    ...action,
    '--',
    chapter.name,
    ...chapter.address,
    `${chapter.contactEmail} · ${chapter.siteUrl}`,
    ...(links ? ['', `Unsubscribe: ${links.unsubscribe}`, `Email preferences: ${links.preferences}`] : []),
    '',
  ].join('\n');
}
