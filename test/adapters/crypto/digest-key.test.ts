import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateDigestKey } from '../../../src/adapters/crypto/digest-key';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'digest-key-'));

describe('loadOrCreateDigestKey', () => {
  it('creates a 32-byte key readable by its owner only, then reads the same key on every start', () => {
    const file = path.join(tempDir(), 'nested', 'digest.key');
    const first = loadOrCreateDigestKey(file)._unsafeUnwrap();
    expect(first).toHaveLength(32);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateDigestKey(file)._unsafeUnwrap().equals(first)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('base64url'));
  });

  it('refuses a key file that holds too short a key', () => {
    const file = path.join(tempDir(), 'digest.key');
    writeFileSync(file, 'c2hvcnQ');
    expect(loadOrCreateDigestKey(file)._unsafeUnwrapErr().type).toBe('InvalidDigestKey');
  });
});
