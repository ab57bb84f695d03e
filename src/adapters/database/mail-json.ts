import type { Mail, MailAttachment } from '../../application/ports/mailer.port';

type StoredAttachment = Omit<MailAttachment, 'content'> & { readonly content: string };

/** A queued mail as `mail_queue.mail_json` keeps it: the Mail as JSON, each attachment's bytes in base64. */
export function mailToJson(mail: Mail): string {
  const attachments = mail.attachments?.map((file) => ({ ...file, content: Buffer.from(file.content).toString('base64') }));
  return JSON.stringify(attachments ? { ...mail, attachments } : mail);
}

/** The Mail `mailToJson` wrote, its attachments' bytes back as Uint8Array. */
export function mailFromJson<M extends Mail>(json: string): M {
  const stored = JSON.parse(json) as Omit<M, 'attachments'> & { readonly attachments?: readonly StoredAttachment[] };
  if (!stored.attachments) return stored as M;
  const attachments = stored.attachments.map((file) => ({ ...file, content: new Uint8Array(Buffer.from(file.content, 'base64')) }));
  return { ...stored, attachments } as unknown as M;
}
