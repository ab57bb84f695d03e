import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { sendContactMessage } from '../../application/server/contact/send-contact-message.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { sameSiteJsonOnly } from '../csrf';
import { errorResponse } from '../http-errors';
import { jsonBody, limitBody } from '../json-body';

/** A message of 5,000 characters and its other fields, with room to spare. */
const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

/** The body: the fields as typed (the use case checks them, field by field) and the hidden field, `website`. */
const contactBody = z.object({
  name: z.string().max(1_000).default(''),
  email: z.string().max(1_000).default(''),
  subject: z.string().max(1_000).default(''),
  message: z.string().max(20_000).default(''),
  website: z.string().max(1_000).default(''),
});

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/**
 * `POST /contact/message`: the Contact page's form, mailed to the chapter (CONTACT_EMAIL) with
 * Reply-To the writer. JSON from our own origin, at most 32 KB. A robot that filled the hidden
 * field is answered as a success, and nothing is sent; 5 messages an hour per client and per
 * sender's address (429 with the wait); a bad field is 400 with its message.
 */
export function contactRoutes(deps: AppDeps): Hono<AppEnv> {
  const contact = { mailer: deps.mailer, contactMessages: deps.contactMessages, chapterEmail: deps.config.contactEmail };
  return new Hono<AppEnv>()
    .use('*', noStore)
    .use('*', sameSiteJsonOnly(deps.config.publicUrl))
    .use('*', limitBody(CONTACT_BODY_LIMIT_BYTES))
    .post('/message', async (c) =>
      jsonBody(c, contactBody)
        .andThen(({ website, ...form }) => sendContactMessage(contact, { form, honeypot: website, clientKey: c.var.clientKey }))
        .match(
          () => c.json({ sent: true }),
          (error) => errorResponse(c, error),
        ),
    );
}
