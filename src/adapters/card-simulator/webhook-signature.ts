import { err, ok, type Result } from 'neverthrow';
import { sameSecret } from '../../domain/secrets';

/** HMAC-SHA256 of `payload` under `secret`, as lowercase hex (injected: node:crypto on the server). */
export type HmacSha256 = (secret: string, payload: string) => string;

/** Stripe's default tolerance for a webhook's timestamp. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The `Stripe-Signature` header for a body: `t=<unix seconds>,v1=<hex HMAC of "t.body">`.
 *
 * @example signatureHeader(hmac, 'whsec_x', '{"id":"evt_1"}', 1781524800) // 't=1781524800,v1=5f...'
 */
export function signatureHeader(hmac: HmacSha256, secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${rawBody}`)}`;
}

interface ParsedHeader {
  readonly timestamp: number;
  readonly signatures: readonly string[];
}

function parseHeader(header: string): ParsedHeader | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value !== undefined && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value !== undefined && value !== '') signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/**
 * Checks a `Stripe-Signature` header as Stripe's libraries do: one of its `v1` signatures is the
 * HMAC of `${t}.${rawBody}` and the timestamp is at most `tolerance` seconds old. Answers why not.
 */
export function checkSignature(
  hmac: HmacSha256,
  secret: string,
  rawBody: string,
  header: string,
  nowSeconds: number,
  tolerance: number = WEBHOOK_TOLERANCE_SECONDS,
): Result<void, string> {
  const parsed = parseHeader(header);
  if (!parsed) return err('Unable to extract timestamp and signatures from header.');
  const expected = hmac(secret, `${parsed.timestamp}.${rawBody}`);
  if (!parsed.signatures.some((signature) => sameSecret(signature, expected))) {
    return err('No signatures found matching the expected signature for payload.');
  }
  if (nowSeconds - parsed.timestamp > tolerance) return err('Timestamp outside the tolerance zone.');
  return ok(undefined);
}
