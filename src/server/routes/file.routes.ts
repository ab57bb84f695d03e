import { Hono, type Context } from 'hono';
import { contentDisposition } from '../../domain/documents';
import type { AppDeps, ServedFile } from '../app-deps';
import type { AppEnv } from '../app-env';
import { errorResponse, problem } from '../http-errors';

const PREFIX = '/files/';

/**
 * `GET /files/<key>`: a stored file. Minutes and reports need the link's `expires` and `signature`
 * (403 when expired, altered or re-pointed at another key) and are sent as attachments; officer
 * photos are public and sent inline. The key is decoded from the path and checked by the store,
 * which serves only keys inside its folders; the browser is told never to sniff the type.
 */
export function fileRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/files/*', (c) => {
    const files = deps.files;
    if (files === undefined) return problem(c, 404, 'There is nothing here.');
    const key = keyOf(new URL(c.req.url).pathname);
    if (key === null) return errorResponse(c, { type: 'InvalidKey', message: 'That file path is not allowed.' });
    const request = { key, expires: single(c, 'expires'), signature: single(c, 'signature') };
    return files.openLink(request).match(
      (file) => serve(c, file),
      (error) => errorResponse(c, error),
    );
  });
}

/** The key a `/files/` path names, decoded segment by segment; null for malformed percent-encoding. */
function keyOf(pathname: string): string | null {
  try {
    return pathname.slice(PREFIX.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

/** A query parameter given exactly once; a repeated one is ambiguous (which one did the signer mean?) and counts as absent. */
function single(c: Context<AppEnv>, name: string): string | null {
  const values = c.req.queries(name) ?? [];
  return values.length === 1 ? (values[0] ?? null) : null;
}

function serve(c: Context<AppEnv>, file: ServedFile) {
  c.header('Content-Type', file.contentType);
  c.header('Content-Length', String(file.bytes.byteLength));
  c.header('Content-Disposition', contentDisposition(file.isPublic ? 'inline' : 'attachment', file.name));
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', file.isPublic ? 'public, max-age=86400' : 'private, no-store');
  return c.body(file.bytes, 200);
}
