import { Hono } from 'hono';
import { z } from 'zod';
import type { SiteTextContent } from '../../application/server/content/site-text-content';
import type { SiteTextSnapshot } from '../../domain/site-texts';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

/** The largest body a text's preview or save may have: the longest text (10,000 characters) in any script, as JSON. */
export const SITE_TEXT_BODY_BYTES = 64 * 1024;

const text = z.string({ error: 'Please write the text.' });
const previewRequest = z.object({ key: z.string({ error: 'Please choose one of the page texts.' }).max(100), text });
const saveRequest = z.object({ text });

/** Where a saved text goes at once: the served pages (none without a built site). */
export interface SiteTextListeners {
  /** Puts the texts into the served pages; resolves when the next page served carries them. */
  readonly show: (load: () => Promise<SiteTextSnapshot | null>) => Promise<void>;
}

/**
 * Page texts: `GET /site-texts` (anyone: `{ texts }`, the HTML of every text), `GET
 * /site-texts/drafts` (administrators: every text with its Markdown and its last save), `POST
 * /site-texts/preview` (administrators: `{ key, text }` -> `{ html }`, the sanitised HTML, stored
 * nowhere) and `PUT /site-texts/:key` (administrators: `{ text }` -> `{ text }`, stored with who and
 * when; the served pages carry it before the answer is sent). Writes come from our own origin as
 * JSON (the CSRF defence of csrf.ts), with a body of at most SITE_TEXT_BODY_BYTES; visitors are
 * told to sign in (401) and members refused (403) before any body is read.
 */
export function siteTextRoutes(deps: AppDeps, content: SiteTextContent, listeners: SiteTextListeners): Hono<AppEnv> {
  const writes = [sameSiteJsonOnly(deps.config.publicUrl), limitBody(SITE_TEXT_BODY_BYTES)] as const;
  return new Hono<AppEnv>()
    .get('/', (c) => {
      c.header('Cache-Control', 'no-cache');
      return content.snapshot().match(
        (texts) => c.json({ texts }),
        (error) => refuse(c, error),
      );
    })
    .get('/drafts', allow('readSiteTextDrafts'), (c) => {
      c.header('Cache-Control', 'no-store');
      return content.drafts({ actor: c.var.actor }).match(
        (texts) => c.json({ texts }),
        (error) => refuse(c, error),
      );
    })
    .post('/preview', allow('writeSiteTexts'), ...writes, (c) =>
      jsonBody(c, previewRequest)
        .andThen((change) => content.preview({ actor: c.var.actor, change }))
        .match(
          (html) => c.json({ html }),
          (error) => refuse(c, error),
        ),
    )
    .put('/:key', allow('writeSiteTexts'), ...writes, (c) =>
      jsonBody(c, saveRequest)
        .andThen(({ text: written }) => content.save({ actor: c.var.actor, change: { key: c.req.param('key'), text: written } }))
        .match(
          async (saved) => {
            await listeners.show(() => content.snapshot().unwrapOr(null));
            return c.json({ text: saved });
          },
          (error) => refuse(c, error),
        ),
    );
}
