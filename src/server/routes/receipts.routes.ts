import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { html } from 'hono/html';
import {
  myPayments,
  myReceipt,
  officerReceipt,
  receiptByLink,
  type ReceiptError,
  type ReceiptFile,
} from '../../application/server/receipts/receipts.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** A receipt as a PDF download. */
function pdf(c: Context<AppEnv>, file: ReceiptFile) {
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
  });
}

/** Whether the caller is a browser following the link (it asks for HTML), rather than a program (answered in JSON). */
const wantsPage = (c: Context<AppEnv>) => (c.req.header('Accept') ?? '').includes('text/html');

/** The page a receipt link that cannot be opened shows: a person followed it from an e-mail, so words, not JSON. */
function refusedLinkPage(c: Context<AppEnv>, error: ReceiptError, siteUrl: string) {
  const status = error.type === 'Gone' ? 410 : error.type === 'InvalidSignature' ? 400 : error.type === 'Unavailable' ? 503 : 404;
  const title = status === 503 ? 'The receipt could not be made' : 'This receipt link cannot be opened';
  const home = siteUrl.replace(/\/+$/, '');
  // hono's `html` escapes every value put in it.
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: 40rem;
            margin: 2rem auto;
            padding: 0 1rem;
            line-height: 1.5;
            color: #1a1a1a;
          }
          a {
            color: #0b4f8a;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>${error.message}</p>
          <p><a href="${home}/Member-Area/payments">Your payments in the Member Area</a></p>
        </main>
      </body>
    </html>`;
  return c.html(page, status);
}

/**
 * Receipts (issue 20), mounted by the app:
 * - at `/me/payments`: `GET /` -> `{ payments }` (the signed-in person's paid orders, newest first,
 *   viewOwnPayments); `GET /:order/receipt.pdf` -> the receipt of one of them (another's: 404);
 * - at `/receipts`: `GET /:token` -> the receipt a receipt e-mail's signed link names
 *   (readReceiptByLink), or why the link does not open (400 changed, 410 expired): a page for a
 *   browser (it asks for HTML), else the API's JSON error;
 * - at `/officers`: `GET /ledger/:order/receipt.pdf` -> any payment's receipt (viewLedger).
 */
export function memberPaymentRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', noStore, allow('viewOwnPayments'), (c) =>
      myPayments(deps, c.var.actor).match(
        (payments) => c.json({ payments }),
        (error) => refuse(c, error),
      ),
    )
    .get('/:order/receipt.pdf', noStore, allow('viewOwnPayments'), (c) =>
      myReceipt(deps, c.var.actor, c.req.param('order')).match(
        (file) => pdf(c, file),
        (error) => refuse(c, error),
      ),
    );
}

export function receiptLinkRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/:token', noStore, allow('readReceiptByLink'), (c) =>
    receiptByLink(deps, c.var.actor, c.req.param('token')).match(
      (file) => pdf(c, file),
      (error) => (wantsPage(c) ? refusedLinkPage(c, error, deps.config.publicUrl) : refuse(c, error)),
    ),
  );
}

export function officerReceiptRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/ledger/:order/receipt.pdf', noStore, allow('viewLedger'), (c) =>
    officerReceipt(deps, c.var.actor, c.req.param('order')).match(
      (file) => pdf(c, file),
      (error) => refuse(c, error),
    ),
  );
}
