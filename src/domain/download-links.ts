import { err, ok, type Result } from 'neverthrow';
import type { DocumentError } from './documents';

/** Signed download links: 900 s unless asked otherwise, 7 days at most (spec section 9). */
export const DEFAULT_LINK_SECONDS = 900;
export const MAX_LINK_SECONDS = 7 * 24 * 60 * 60;

/** A signed link's lifetime: 900 s by default, refused beyond 7 days. */
export function linkLifetime(requestedSeconds?: number): Result<number, DocumentError> {
  if (requestedSeconds === undefined) return ok(DEFAULT_LINK_SECONDS);
  if (!Number.isSafeInteger(requestedSeconds) || requestedSeconds <= 0) {
    return err({ type: 'ExpiryTooLong', message: 'A link lifetime is a whole number of seconds above zero.' });
  }
  return requestedSeconds > MAX_LINK_SECONDS
    ? err({ type: 'ExpiryTooLong', message: 'A link can last at most 7 days.' })
    : ok(requestedSeconds);
}

/**
 * `attachment; filename="<ASCII stand-in>"; filename*=UTF-8''<percent-encoded name>` (RFC 6266):
 * the real name for every browser that reads `filename*`, and no quote, backslash or line break
 * can break out of the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
