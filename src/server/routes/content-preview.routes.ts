import { Hono } from 'hono';
import { z } from 'zod';
import { authorizeActor } from '../../domain/access';
import { MAX_LENGTH } from '../../domain/validation/fields';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { sameSiteJsonOnly } from '../csrf';
import { errorResponse } from '../http-errors';
import { jsonBody, limitBody } from '../json-body';

/** The longest Markdown text (20,000 characters) as UTF-8 in JSON, with room to spare. */
const PREVIEW_BODY_LIMIT_BYTES = 128 * 1024;

const previewBody = z.object({
  markdown: z.string().max(MAX_LENGTH.markdown, `must be at most ${MAX_LENGTH.markdown} characters`),
});

/**
 * `POST /content/preview`: the Admin Panel's 'Preview' of a Markdown text, as readers will get it
 * (the server's MarkdownRenderer: the browser never renders Markdown itself). For administrators
 * only (403 'Unauthorized' for anyone else), JSON from our own origin, at most 128 KB; nothing is stored.
 */
export function contentPreviewRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', sameSiteJsonOnly(deps.config.publicUrl))
    .use('*', limitBody(PREVIEW_BODY_LIMIT_BYTES))
    .post('/preview', async (c) => {
      c.header('Cache-Control', 'no-store');
      const allowed = authorizeActor(c.var.actor, 'previewMarkdown');
      if (allowed.isErr()) return errorResponse(c, allowed.error);
      return jsonBody(c, previewBody).match(
        ({ markdown }) => c.json({ html: deps.markdown.toSafeHtml(markdown) }),
        (error) => errorResponse(c, error),
      );
    });
}
