import { describe, expect, it } from 'vitest';
import { PlainPasswordHasher } from '../../../src/adapters/in-memory/plain-password-hasher';
import { passwordHasherContract } from '../../contracts/password-hasher.contract';

passwordHasherContract('plain (tests only)', async () => ({ hasher: new PlainPasswordHasher() }));

describe('PlainPasswordHasher', () => {
  it('says in every hash that it is not for production', async () => {
    expect((await new PlainPasswordHasher().hash('Lilac-Tuesday-42'))._unsafeUnwrap()).toMatch(/^plain-text-not-for-production\$/);
  });
});
