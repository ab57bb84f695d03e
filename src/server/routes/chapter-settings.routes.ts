import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { saveChapterSettings, viewChapterSettings } from '../../application/server/settings/chapter-settings.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

const BODY_BYTES = 8 * 1024;

/** The form's shape only; its rules (a legal name, the tax ID's form, the month) and their words are the domain's. */
const settingsBody = z.object({
  legalName: z.string().max(1_000),
  address: z.string().max(4_000),
  taxId: z.string().max(100),
  deductible: z.boolean({ error: 'Please say whether gifts to the chapter are tax-deductible.' }),
  fiscalYearStartMonth: z.number({ error: 'Please choose the month the fiscal year starts, from January to December.' }),
});

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/**
 * The chapter's settings for receipts and giving statements (issue 20, manageChapterSettings),
 * mounted at `/officers/settings`:
 * - `GET /` -> `{ settings }` (the defaults from the configuration until first saved);
 * - `PUT /` `{ legalName, address (a line each), taxId, deductible, fiscalYearStartMonth }` -> `{ settings }` (audited).
 */
export function chapterSettingsRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', noStore, allow('manageChapterSettings'), (c) =>
      viewChapterSettings(deps, c.var.actor).match(
        (settings) => c.json({ settings }),
        (error) => refuse(c, error),
      ),
    )
    .put('/', noStore, allow('manageChapterSettings'), sameSiteJsonOnly(deps.config.publicUrl), limitBody(BODY_BYTES), (c) =>
      jsonBody(c, settingsBody)
        .andThen((form) => saveChapterSettings(deps, c.var.actor, form))
        .match(
          (settings) => c.json({ settings }),
          (error) => refuse(c, error),
        ),
    );
}
