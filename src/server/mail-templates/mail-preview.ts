import { ResultAsync } from 'neverthrow';
import type { Mail } from '../../application/ports/mailer.port';
import type { MailChapter } from '../../adapters/mail/mail-chapter';
import { renderChapterMail } from '../../adapters/mail/templated-mailer';
import type { MailSample, MailSampleDeps } from './mail-catalogue';

/** A sample mail as the officers' preview shows it: the mail's header fields, the full HTML and the text part. */
export interface MailPreview {
  readonly kind: string;
  readonly label: string;
  readonly to: string;
  readonly subject: string;
  /** The full HTML, each `cid:` image (a ticket's QR code) written in as a data: address, for a sandboxed frame. */
  readonly html: string;
  readonly text: string;
  readonly attachments: readonly string[];
}

/** The HTML with each `cid:<id>` image replaced by its attachment's bytes (the preview has no mail client to join them). */
function withInlineImages(html: string, mail: Pick<Mail, 'attachments'>): string {
  return (mail.attachments ?? []).reduce((page, file) => {
    if (file.contentId === undefined) return page;
    const data = `data:${file.contentType};base64,${Buffer.from(file.content).toString('base64')}`;
    return page.split(`cid:${file.contentId}`).join(data);
  }, html);
}

/** Writes the sample's mail and lays it out in the chapter's template, as TemplatedMailer would send it. */
export function previewMail(
  sample: MailSample,
  deps: MailSampleDeps,
  chapter: MailChapter,
): ResultAsync<MailPreview, { readonly message: string }> {
  return sample.make(deps).andThen((mail) =>
    ResultAsync.fromPromise(renderChapterMail(mail, chapter), () => ({ message: 'The template could not be rendered.' })).map(
      (rendered): MailPreview => ({
        kind: sample.kind,
        label: sample.label,
        to: mail.to,
        subject: mail.subject,
        html: withInlineImages(rendered.html, mail),
        text: rendered.text,
        attachments: (mail.attachments ?? []).map((file) => file.filename),
      }),
    ),
  );
}
