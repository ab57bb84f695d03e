import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PlainSecretDigest } from '../../../src/adapters/in-memory/plain-secret-digest';
import { secretDigestContract } from '../../contracts/secret-digest.contract';

secretDigestContract('plain SHA-256 (tests only)', async () => ({ digest: new PlainSecretDigest() }));

describe('PlainSecretDigest', () => {
  it('is the unkeyed SHA-256 of the value, the same in every test run', () => {
    expect(new PlainSecretDigest().digest('123456')).toBe(createHash('sha256').update('123456').digest('hex'));
  });
});
