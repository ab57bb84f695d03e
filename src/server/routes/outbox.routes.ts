import { Hono } from 'hono';
import { html } from 'hono/html';
import type { MailAttachment } from '../../application/ports/mailer.port';
import type { AppDeps, OutboxReader } from '../app-deps';
import type { AppEnv } from '../app-env';
import { NOTHING_HERE, problem } from '../http-errors';
import { mayReadOutbox } from '../outbox-access';

type SentMail = ReturnType<OutboxReader['sent']>[number];

/**
 * The development outbox, mounted at /dev outside production when mail is not sent by SMTP:
 * `GET /outbox` (a page, newest first) and `GET /outbox.json` (`{ to, subject, text, html?, attachments?, replyTo?, sentAt }[]`, attachments with their bytes in base64,
 * newest last), for the clients DEV_OUTBOX allows (outbox-access.ts). Anyone else gets the 404
 * of an unknown path. Mails hold codes and temporary passwords, so neither answer may be cached.
 */
export function outboxRoutes(deps: AppDeps): Hono<AppEnv> {
  const allowed = mayReadOutbox(deps.config.devOutbox, deps.config.publicUrl);
  const outbox = deps.outbox;
  return new Hono<AppEnv>()
    .use('*', async (c, next) => (outbox !== null && allowed(c) ? next() : problem(c, 404, NOTHING_HERE)))
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/outbox.json', (c) =>
      c.json(
        (outbox?.sent() ?? []).map(({ to, subject, text, html: markup, attachments, replyTo, sentAt }) => ({
          to,
          subject,
          text,
          ...(markup !== undefined ? { html: markup } : {}),
          ...(attachments ? { attachments: attachments.map(attachmentJson) } : {}),
          ...(replyTo ? { replyTo } : {}),
          sentAt,
        })),
      ),
    )
    .get('/outbox', (c) => c.html(outboxPage([...(outbox?.sent() ?? [])].reverse())));
}

/** An attachment in outbox.json: its name, type, content id and bytes (base64). */
function attachmentJson(file: MailAttachment) {
  return {
    filename: file.filename,
    contentType: file.contentType,
    ...(file.contentId !== undefined ? { contentId: file.contentId } : {}),
    content: Buffer.from(file.content).toString('base64'),
  };
}

/** A mail's attachments: each named with its type and size, an image shown (as a data: URL, which the page's policy allows). */
function attachmentList(files: readonly MailAttachment[]) {
  return html`<h3>Attachments</h3>
    <ul>
      ${files.map(
        (file) =>
          html`<li>
            ${file.filename} (${file.contentType}, ${file.content.byteLength} bytes)
            ${
              file.contentType.startsWith('image/')
                ? html`<br /><img
                      src="data:${file.contentType};base64,${Buffer.from(file.content).toString('base64')}"
                      alt="${file.filename}"
                      width="160"
                    />`
                : ''
            }
          </li>`,
      )}
    </ul>`;
}

/** The page: one article per mail, newest first; every mail's text is escaped by `html`. */
function outboxPage(mails: readonly SentMail[]) {
  const count = mails.length === 1 ? '1 e-mail' : `${mails.length} e-mails`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Outbox (development)</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: 48rem;
            margin: 2rem auto;
            padding: 0 1rem;
            color: #1a1a1a;
          }
          article {
            border: 1px solid #767676;
            border-radius: 0.5rem;
            padding: 1rem;
            margin: 1rem 0;
          }
          h2 {
            font-size: 1.1rem;
            margin: 0 0 0.5rem;
          }
          dl {
            display: grid;
            grid-template-columns: max-content 1fr;
            gap: 0.25rem 1rem;
            margin: 0 0 0.5rem;
          }
          dt {
            font-weight: 600;
          }
          pre {
            white-space: pre-wrap;
            overflow-wrap: anywhere;
            background: #f4f4f4;
            padding: 0.75rem;
            margin: 0;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>Outbox</h1>
          <p>E-mails the server would have sent (development only): ${count}, newest first.</p>
          ${mails.map(
            (mail, i) =>
              html`<article aria-labelledby="mail-${i}">
                <h2 id="mail-${i}">${mail.subject}</h2>
                <dl>
                  <dt>To</dt>
                  <dd>${mail.to}</dd>
                  <dt>Sent</dt>
                  <dd><time datetime="${mail.sentAt}">${mail.sentAt}</time></dd>
                </dl>
                <pre>${mail.text}</pre>
                ${
                  mail.html !== undefined
                    ? html`<details>
                        <summary>HTML version</summary>
                        <pre>${mail.html}</pre>
                      </details>`
                    : ''
                }
                ${mail.attachments?.length ? attachmentList(mail.attachments) : ''}
              </article>`,
          )}
        </main>
      </body>
    </html>`;
}
