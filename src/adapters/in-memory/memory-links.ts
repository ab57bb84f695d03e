import { createHmac, timingSafeEqual } from 'node:crypto';

/** The scheme of the in-memory store's links: `memory://<key>[?expires=<epoch s>&signature=<hmac>]`. */
const MEMORY_SCHEME = 'memory://';

/** A link read back: the key it points at and, for a signed link, its expiry and signature. */
export interface MemoryLink {
  readonly key: string;
  /** Seconds since the epoch after which a signed link is refused; null for a public link. */
  readonly expires: number | null;
  /** Who the link was made for, or null. */
  readonly holder: string | null;
  readonly signature: string | null;
}

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/** The unsigned address of a public file. */
export function publicLink(key: string): string {
  return `${MEMORY_SCHEME}${encodeKey(key)}`;
}

/** The HMAC-SHA256 that binds a link to one key, one expiry and (when it has one) one holder. */
function signLink(secret: string, key: string, expires: number, holder: string | null = null): string {
  return createHmac('sha256', secret)
    .update(holder === null ? `${key}\n${expires}` : `${key}\n${expires}\n${holder}`)
    .digest('base64url');
}

/** A link to `key` that opens until `expires` (seconds since the epoch), for `holder` if given. */
export function signedLink(secret: string, key: string, expires: number, holder: string | null = null): string {
  const held = holder === null ? '' : `&holder=${encodeURIComponent(holder)}`;
  return `${publicLink(key)}?expires=${expires}${held}&signature=${signLink(secret, key, expires, holder)}`;
}

/** Reads a link back, or null when it is not one of ours or is malformed. */
export function parseLink(url: string): MemoryLink | null {
  if (!url.startsWith(MEMORY_SCHEME)) return null;
  const [path = '', query = ''] = url.slice(MEMORY_SCHEME.length).split('?', 2);
  let key: string;
  try {
    key = path.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  const params = new URLSearchParams(query);
  const expiresText = params.get('expires');
  const expires = expiresText !== null && /^\d{1,12}$/.test(expiresText) ? Number(expiresText) : null;
  return { key, expires, holder: params.get('holder'), signature: params.get('signature') };
}

/** Whether a link carries a valid signature for its key, expiry and holder and has not expired at `nowSeconds`. */
export function isLinkValid(secret: string, link: MemoryLink, nowSeconds: number): boolean {
  if (link.expires === null || link.signature === null || nowSeconds > link.expires) return false;
  const expected = Buffer.from(signLink(secret, link.key, link.expires, link.holder));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
