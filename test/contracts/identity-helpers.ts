import { createHmac } from 'node:crypto';

/** A mail as the user reads it. */
export interface InboxMail {
  readonly subject: string;
  readonly text: string;
}

/** The six-digit code in the newest mail, or a failure that names what was there. */
export function codeIn(mails: readonly InboxMail[]): string {
  const text = mails.at(-1)?.text ?? '';
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no six-digit code in the newest mail: ${JSON.stringify(text)}`);
  return match[1];
}

/** The temporary password in the newest mail (it stands on the line after 'temporary password is:'). */
export function temporaryPasswordIn(mails: readonly InboxMail[]): string {
  const text = mails.at(-1)?.text ?? '';
  const match = /temporary password is:\s*(\S+)/i.exec(text);
  if (!match?.[1]) throw new Error(`no temporary password in the newest mail: ${JSON.stringify(text)}`);
  return match[1];
}

/** A code that is certainly not `code`: every digit moved on by one. */
export function otherCode(code: string): string {
  return code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${secret}`);
    bits += index.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/**
 * What an authenticator app shows for a base32 secret at `atMs` plus `stepOffset` steps,
 * computed independently of the code under test (node:crypto, RFC 6238: SHA-1, 30 s, 6 digits).
 */
export function authenticatorCode(secret: string, atMs: number, stepOffset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000) + stepOffset));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
