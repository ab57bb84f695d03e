import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeHmacSha256 } from '../../../src/adapters/card-simulator/node-hmac';
import { checkSignature, signatureHeader } from '../../../src/adapters/card-simulator/webhook-signature';

const SECRET = 'whsec_test';
const NOW = 1_781_524_800;

describe('webhook signatures', () => {
  it("writes Stripe's header: t=<seconds>,v1=<HMAC-SHA256 of 't.body'>", () => {
    const expected = createHmac('sha256', SECRET).update(`${NOW}.{"id":"evt_1"}`).digest('hex');
    expect(signatureHeader(nodeHmacSha256, SECRET, '{"id":"evt_1"}', NOW)).toBe(`t=${NOW},v1=${expected}`);
  });

  it('accepts what it signed, for any body and any age up to 300 s', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 300 }), (body, age) => {
        const header = signatureHeader(nodeHmacSha256, SECRET, body, NOW - age);
        expect(checkSignature(nodeHmacSha256, SECRET, body, header, NOW).isOk()).toBe(true);
      }),
    );
  });

  it('says why it refuses a header', () => {
    const check = (header: string, body = 'b', now = NOW) => checkSignature(nodeHmacSha256, SECRET, body, header, now)._unsafeUnwrapErr();
    expect(check('')).toBe('Unable to extract timestamp and signatures from header.');
    expect(check(`t=${NOW}`)).toBe('Unable to extract timestamp and signatures from header.');
    expect(check(`t=x,v1=abc`)).toBe('Unable to extract timestamp and signatures from header.');
    expect(check(signatureHeader(nodeHmacSha256, 'other', 'b', NOW))).toBe(
      'No signatures found matching the expected signature for payload.',
    );
    expect(check(signatureHeader(nodeHmacSha256, SECRET, 'b', NOW - 301))).toBe('Timestamp outside the tolerance zone.');
  });
});
