import type * as ReactEmail from '@react-email/components';
import { ResultAsync } from 'neverthrow';
import type { Mail, MailError, Mailer } from '../../application/ports/mailer.port';
import type * as LayoutModule from './chapter-mail-layout';
import { textAsHtml } from './mail-body';
import { footerLinksOf, plainTextOf, titleOf, type MailChapter } from './mail-chapter';

/** A mail as it leaves: the full HTML document and the plain-text part. */
export interface RenderedMail {
  readonly html: string;
  readonly text: string;
}

// React Email (and React's server renderer) are loaded on the first mail, not at the server's start.
type Layout = Pick<typeof LayoutModule, 'ChapterMail'> & Pick<typeof ReactEmail, 'render'>;
let layout: Promise<Layout> | undefined;
function loadLayout(): Promise<Layout> {
  layout ??= Promise.all([import('./chapter-mail-layout'), import('@react-email/components')]).then(([own, email]) => ({
    ChapterMail: own.ChapterMail,
    render: email.render,
  }));
  return layout;
}

/** The first line of the text, for the inbox's preview. */
function previewOf(text: string): string {
  const line = text.split('\n').find((candidate) => candidate.trim() !== '') ?? '';
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

/**
 * Renders a mail in the chapter's template: the HTML (its `html` fragment, or its text as
 * paragraphs, inside the band, heading, button and footer) and the text part (plainTextOf).
 */
export async function renderChapterMail(mail: Mail, chapter: MailChapter): Promise<RenderedMail> {
  const { ChapterMail, render } = await loadLayout();
  const html = await render(
    ChapterMail({
      chapter,
      title: titleOf(mail.subject, chapter),
      preview: previewOf(mail.text),
      bodyHtml: mail.html ?? textAsHtml(mail.text),
      action: mail.action ?? null,
      links: footerLinksOf(mail),
    }),
  );
  return { html, text: plainTextOf(mail, chapter) };
}

/**
 * The chapter's one template for every mail (issue 19, point 6): wraps the transport (SMTP or the
 * outbox) and hands it each mail with the full HTML and the plain-text part, the rest unchanged
 * (recipient, subject, attachments, reply-to, key, list, unsubscribe address). A mail that cannot
 * be rendered is MailFailed, like one the server refused.
 */
export class TemplatedMailer implements Mailer {
  readonly #transport: Mailer;
  readonly #chapter: MailChapter;

  constructor(transport: Mailer, chapter: MailChapter) {
    this.#transport = transport;
    this.#chapter = chapter;
  }

  send(mail: Mail): ResultAsync<void, MailError> {
    return ResultAsync.fromPromise(renderChapterMail(mail, this.#chapter), (error): MailError => ({
      type: 'MailFailed',
      message: `The e-mail could not be laid out (${error instanceof Error ? error.message : 'unknown error'}).`,
    })).andThen((rendered) => this.#transport.send({ ...mail, ...rendered }));
  }
}
