import { createHmac, timingSafeEqual } from 'node:crypto';

/** A request for a stored file: the key from the path and, for a signed link, its expiry, holder and signature as sent. */
export interface FileLinkRequest {
  readonly key: string;
  readonly expires: string | null;
  /** Who the link was made for (absent on links made for nobody in particular). */
  readonly holder?: string | null;
  readonly signature: string | null;
}

/** Where files are served: `${publicUrl}/files/<key>`, each key segment URL-encoded. */
export function fileUrl(publicUrl: string, key: string): string {
  return `${publicUrl}/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The HMAC-SHA-256 (base64url) that binds a link to one key, one expiry (seconds since the epoch)
 * and, when it has one, one holder. A key never holds a line break (`checkKey`), so the three
 * cannot be shifted into one another.
 */
function signFileLink(secret: string, key: string, expires: number, holder: string | null = null): string {
  return createHmac('sha256', secret)
    .update(holder === null ? `${key}\n${expires}` : `${key}\n${expires}\n${holder}`)
    .digest('base64url');
}

/** `${publicUrl}/files/<key>?expires=<epoch s>[&holder=<holder>]&signature=<hmac>`: opens until `expires`. */
export function signedFileUrl(publicUrl: string, secret: string, key: string, expires: number, holder: string | null = null): string {
  const held = holder === null ? '' : `&holder=${encodeURIComponent(holder)}`;
  return `${fileUrl(publicUrl, key)}?expires=${expires}${held}&signature=${signFileLink(secret, key, expires, holder)}`;
}

/**
 * Whether a request carries a valid signature for its key, expiry and holder (if any), and
 * `nowSeconds` is not past the expiry. Anything malformed (a missing or non-numeric expiry, a missing signature) is invalid.
 */
export function isFileLinkValid(secret: string, request: FileLinkRequest, nowSeconds: number): boolean {
  const { expires, signature } = request;
  if (expires === null || signature === null || !/^\d{1,12}$/.test(expires)) return false;
  if (nowSeconds > Number(expires)) return false;
  const expected = Buffer.from(signFileLink(secret, request.key, Number(expires), request.holder ?? null));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Reads one of our file URLs back into a request, or null when it does not point under
 * `${publicUrl}/files/` or its path is not valid percent-encoding. The key is not checked here.
 */
export function parseFileUrl(publicUrl: string, url: string): FileLinkRequest | null {
  const prefix = `${publicUrl}/files/`;
  if (!url.startsWith(prefix)) return null;
  const [path = '', query = ''] = url.slice(prefix.length).split('?', 2);
  const key = decodeKeyPath(path);
  if (key === null) return null;
  const params = new URLSearchParams(query);
  return { key, expires: params.get('expires'), holder: params.get('holder'), signature: params.get('signature') };
}

/** Decodes a `/files/` path into a key, segment by segment; null for malformed percent-encoding. */
function decodeKeyPath(path: string): string | null {
  try {
    return path.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}
