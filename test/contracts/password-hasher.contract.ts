import { ok } from 'neverthrow';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../src/identity/ports/password-hasher.port';

/** What a password hasher suite needs: a fresh hasher, with the same parameters at every call. */
export interface PasswordHasherHarness {
  readonly hasher: PasswordHasher;
}

const PASSWORD = 'Lilac-Tuesday-42';
/** Strings no hasher made: empty, free text, and the shapes of other schemes' hashes cut short. */
const NOT_HASHES = [
  '',
  'Lilac-Tuesday-42',
  'not a hash',
  '$argon2id$garbage',
  '$argon2id$v=19$m=19456,t=2,p=1$T1ge9oV9j4Zbmd5Pv0odbA$short',
  '$2b$10$abc',
  '$scrypt$',
];

/**
 * The PasswordHasher contract: a hash verifies its own password and no other (compared exactly),
 * carries everything `verify` needs (a fresh hasher verifies it), and anything that is not a hash
 * verifies as false, never as an error.
 */
export function passwordHasherContract(name: string, make: () => Promise<PasswordHasherHarness>): void {
  describe(`PasswordHasher contract: ${name}`, () => {
    let hasher: PasswordHasher;
    beforeEach(async () => {
      hasher = (await make()).hasher;
    });
    const hashOf = async (password: string) => (await hasher.hash(password))._unsafeUnwrap();
    const verifies = async (password: string, hash: string) => (await hasher.verify(password, hash))._unsafeUnwrap();

    it('verifies the password it hashed', async () => {
      const hash = await hashOf(PASSWORD);
      expect(hash).not.toBe(PASSWORD);
      expect(await verifies(PASSWORD, hash)).toBe(true);
    });

    it('refuses any other password: case, spaces, a missing character, nothing', async () => {
      const hash = await hashOf(PASSWORD);
      for (const wrong of ['lilac-tuesday-42', ` ${PASSWORD}`, `${PASSWORD} `, PASSWORD.slice(0, -1), '', 'copper kettle 1987']) {
        expect(await verifies(wrong, hash)).toBe(false);
      }
    });

    it('tells two passwords apart by their hashes', async () => {
      const [ada, grace] = [await hashOf('ada password 1815'), await hashOf('grace password 1906')];
      expect(await verifies('ada password 1815', grace)).toBe(false);
      expect(await verifies('grace password 1906', ada)).toBe(false);
    });

    it('keeps everything verify needs in the hash: a fresh hasher verifies it', async () => {
      const hash = await hashOf(PASSWORD);
      const fresh = (await make()).hasher;
      expect((await fresh.verify(PASSWORD, hash))._unsafeUnwrap()).toBe(true);
      expect((await fresh.verify('copper kettle 1987', hash))._unsafeUnwrap()).toBe(false);
    });

    it('takes long passwords and any Unicode, comparing the exact text', async () => {
      const long = `${'ü'.repeat(200)} 🔑 Señora`;
      const hash = await hashOf(long);
      expect(await verifies(long, hash)).toBe(true);
      expect(await verifies(long.normalize('NFD'), hash)).toBe(false);
    });

    it('answers false, not an error, for anything that is not one of its hashes', async () => {
      for (const stored of NOT_HASHES) expect(await hasher.verify(PASSWORD, stored)).toEqual(ok(false));
    });

    it('hashes several passwords at once, each verifying its own', async () => {
      const passwords = Array.from({ length: 4 }, (_, i) => `parallel password ${i}`);
      const hashes = await Promise.all(passwords.map(hashOf));
      for (const [i, hash] of hashes.entries()) {
        expect(await verifies(passwords[i]!, hash)).toBe(true);
        expect(await verifies(passwords[(i + 1) % passwords.length]!, hash)).toBe(false);
      }
    });
  });
}
