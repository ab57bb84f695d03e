import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from '../../../src/identity/service/base32';
import { hotp, matchTotp, totp, totpSetupUri, totpStep, type HmacSha1 } from '../../../src/identity/service/totp';

const hmac: HmacSha1 = (key, message) => new Uint8Array(createHmac('sha1', key).update(message).digest());
const ascii = (text: string) => new TextEncoder().encode(text);
/** The RFC 4226 / RFC 6238 SHA-1 test key. */
const KEY = ascii('12345678901234567890');

describe('HOTP (RFC 4226 appendix D)', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(expected.map((code, counter) => [counter, code] as const))('counter %i gives %s', (counter, code) => {
    expect(hotp(hmac, KEY, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1, 8 digits)', () => {
  const vectors = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ] as const;
  it.each(vectors)('at %i s gives %s', (seconds, code) => {
    expect(totp(hmac, KEY, seconds * 1000, 8)).toBe(code);
  });

  it('uses 30-second steps', () => {
    expect(totpStep(59_999)).toBe(1);
    expect(totpStep(60_000)).toBe(2);
  });
});

describe('matchTotp', () => {
  const now = 1_750_000_000_000;
  const at = (steps: number) => totp(hmac, KEY, now + steps * 30_000);

  it('accepts the current code and one step of drift either way, naming the step it matched', () => {
    expect(matchTotp(hmac, KEY, at(0), now)).toBe(totpStep(now));
    expect(matchTotp(hmac, KEY, at(-1), now)).toBe(totpStep(now) - 1);
    expect(matchTotp(hmac, KEY, ` ${at(1)} `, now)).toBe(totpStep(now) + 1);
  });

  it('refuses codes two steps away, malformed codes and other keys', () => {
    expect(matchTotp(hmac, KEY, at(-2), now)).toBeNull();
    expect(matchTotp(hmac, KEY, at(2), now)).toBeNull();
    for (const code of ['', '12345', '1234567', 'abcdef', '12 456']) expect(matchTotp(hmac, KEY, code, now)).toBeNull();
    expect(matchTotp(hmac, ascii('another key of 20 b.'), at(0), now)).toBeNull();
  });
});

describe('base32 (RFC 4648 section 10, unpadded)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j encodes as %j', (text, encoded) => {
    expect(base32Encode(ascii(text))).toBe(encoded);
    expect(base32Decode(encoded)).toEqual(ascii(text));
  });

  it('reads what people type: lower case, spaces, padding; refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb oi======')).toEqual(ascii('foobar'));
    expect(base32Decode('MZXW1')).toBeNull();
  });

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base32Decode(base32Encode(bytes))).toEqual(Uint8Array.from(bytes));
      }),
    );
  });
});

describe('totpSetupUri', () => {
  it('names issuer and account, with the parameters authenticator apps assume', () => {
    expect(totpSetupUri('Alumni Chapter', 'ada@example.org', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Alumni%20Chapter:ada%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=Alumni%20Chapter&algorithm=SHA1&digits=6&period=30',
    );
  });
});
