/**
 * HOTP (RFC 4226) and TOTP (RFC 6238) with the parameters every authenticator app assumes:
 * HMAC-SHA-1, 6 digits, 30-second steps, one step of drift either way. Pure: the HMAC function is
 * passed in, so the application layer imports no crypto module.
 */
/** HMAC-SHA-1 of a message under a key. */
export type HmacSha1 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

/** The time step every authenticator app uses. */
const TOTP_STEP_SECONDS = 30;
/** Digits of a code. */
const TOTP_DIGITS = 6;
/** Steps of clock drift accepted before and after the current one. */
const TOTP_WINDOW = 1;
/** The secret length RFC 4226 recommends: 160 bits. */
export const TOTP_SECRET_BYTES = 20;

/** The counter as 8 bytes, big-endian (counters stay far below 2^53). */
function counterBytes(counter: number): Uint8Array {
  const bytes = new Uint8Array(8);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  return bytes;
}

/**
 * The HOTP value for one counter: dynamic truncation of the HMAC, modulo 10^digits, zero-padded.
 *
 * @example hotp(hmac, asciiBytes('12345678901234567890'), 0) // '755224' (RFC 4226 appendix D)
 */
export function hotp(hmac: HmacSha1, key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const mac = hmac(key, counterBytes(counter));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) | ((mac[offset + 1] ?? 0) << 16) | ((mac[offset + 2] ?? 0) << 8) | (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The TOTP time step of an instant given in milliseconds since the epoch. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

/** The code an authenticator shows at `nowMs`. */
export function totp(hmac: HmacSha1, key: Uint8Array, nowMs: number, digits = TOTP_DIGITS): string {
  return hotp(hmac, key, totpStep(nowMs), digits);
}

/**
 * The time step a code matches within the drift window (current step first), or null. Every
 * candidate is computed and compared, so the time taken does not depend on which one matched.
 */
export function matchTotp(hmac: HmacSha1, key: Uint8Array, code: string, nowMs: number): number | null {
  const wanted = code.trim();
  if (!/^\d{6}$/.test(wanted)) return null;
  const current = totpStep(nowMs);
  let matched: number | null = null;
  for (const step of [current, current - TOTP_WINDOW, current + TOTP_WINDOW]) {
    if (sameText(hotp(hmac, key, step), wanted) && matched === null) matched = step;
  }
  return matched;
}

function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return difference === 0;
}

/**
 * The `otpauth://` address an authenticator app reads from a QR code (Google Authenticator's
 * key-uri format), naming the issuer and the account.
 */
export function totpSetupUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = `secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;
  return `otpauth://totp/${label}?${query}`;
}
