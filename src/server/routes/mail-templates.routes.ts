import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow } from '../access-checks';
import { problem } from '../http-errors';
import { MAIL_SAMPLES, mailSampleOf, type MailSampleDeps } from '../mail-templates/mail-catalogue';
import { mailChapterOf } from '../mail-templates/mail-chapter';
import { previewMail } from '../mail-templates/mail-preview';

/**
 * The officers' preview of every mail the site sends (issue 19, point 6), mounted at
 * /officers/mail/templates, for those allowed previewMailTemplates: `GET /` (`{ templates: [{ kind,
 * label }] }`) and `GET /:kind` (the sample mail laid out in the chapter's template: `{ kind, label,
 * to, subject, html, text, attachments }`). Sample data only: nothing is read or sent.
 */
export function mailTemplateRoutes(deps: AppDeps): Hono<AppEnv> {
  const chapter = deps.mailChapter ?? mailChapterOf(deps.config);
  const sampleDeps: MailSampleDeps = {
    tokens: deps.ticketing.tokens,
    qrCodes: deps.qrCodes,
    markdown: deps.markdown,
    pdf: deps.pdf,
    publicUrl: chapter.siteUrl,
    chapterName: chapter.name,
    contactEmail: deps.config.contactEmail,
    timeZone: deps.config.timeZone,
  };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return app
    .get('/', allow('previewMailTemplates'), (c) => c.json({ templates: MAIL_SAMPLES.map(({ kind, label }) => ({ kind, label })) }))
    .get('/:kind', allow('previewMailTemplates'), async (c) => {
      const sample = mailSampleOf(c.req.param('kind'));
      if (sample === null) return problem(c, 404, 'There is no mail of this kind.', { type: 'NotFound' });
      return previewMail(sample, sampleDeps, chapter).match(
        (preview) => c.json(preview),
        (error) => problem(c, 503, error.message, { type: 'Unavailable' }),
      );
    });
}
