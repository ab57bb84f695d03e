import { Hono, type Context } from 'hono';
import { errAsync, type ResultAsync } from 'neverthrow';
import type { ContentError } from '../../application/server/content/content.errors';
import { admitDocumentHolder } from '../../application/server/content/document-holders';
import { UNAUTHORIZED } from '../../domain/access';
import { INVALID_KEY } from '../../domain/documents';
import { contentDisposition } from '../../domain/download-links';
import type { AppDeps, ServedFile } from '../app-deps';
import type { AppEnv } from '../app-env';
import { errorResponse, NOTHING_HERE, problem } from '../http-errors';

const PREFIX = '/files/';

/**
 * A link to minutes or a report opens only while the member record it was made for exists (or
 * its administrator is one): deleting the record ends every link made for it at once. A link made
 * for nobody in particular (as links were before they named their holder) is refused.
 */
function linkHolders(deps: AppDeps) {
  return (holder: string | null): ResultAsync<void, ContentError> =>
    holder === null ? errAsync(UNAUTHORIZED) : admitDocumentHolder({ members: deps.members, admins: deps.config.admins }, holder);
}

/**
 * `GET /files/<key>`: a stored file. Minutes and reports need the link's `expires`, `holder` and
 * `signature` (403 when expired, altered, re-pointed at another key, or when its holder is no
 * longer a member: see `linkHolders`) and are sent as attachments; officer
 * photos are public and sent inline. The key is decoded from the path and checked by the store,
 * which serves only keys inside its folders; the browser is told never to sniff the type.
 */
export function fileRoutes(deps: AppDeps): Hono<AppEnv> {
  const admit = linkHolders(deps);
  return new Hono<AppEnv>().get('/files/*', (c) => {
    const files = deps.files;
    if (files === undefined) return problem(c, 404, NOTHING_HERE);
    const key = keyOf(new URL(c.req.url).pathname);
    if (key === null) return errorResponse(c, INVALID_KEY);
    const request = { key, expires: single(c, 'expires'), holder: single(c, 'holder'), signature: single(c, 'signature') };
    return files.openLink(request, admit).match(
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
