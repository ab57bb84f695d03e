import { beforeEach, describe, expect, it } from 'vitest';
import { isMemberId, memberIdFrom } from '../../src/domain/members';
import type { IdGenerator } from '../../src/application/ports/id-generator.port';

/** What an id generator suite needs: a fresh generator. */
export interface IdGeneratorHarness {
  readonly ids: IdGenerator;
}

const MANY = 1_000;
const many = <T>(make: () => T, n = MANY): T[] => Array.from({ length: n }, make);
/** base64url's alphabet: safe in a URL, a cookie and a file name. */
const URL_SAFE = /^[A-Za-z0-9_-]+$/;
/** 128 bits in characters of at most 6 bits each. */
const SECRET_MIN_CHARACTERS = Math.ceil(128 / 6);

/**
 * The IdGenerator contract, as the port's TSDoc promises it: unique record ids, uniforms in
 * [0, 1) (from which member IDs and authenticator secrets are drawn), codes of exactly the digits
 * asked for, and URL-safe secrets of at least 128 bits, none repeated.
 */
export function idGeneratorContract(name: string, make: () => Promise<IdGeneratorHarness>): void {
  describe(`IdGenerator contract: ${name}`, () => {
    let ids: IdGenerator;
    beforeEach(async () => {
      ids = (await make()).ids;
    });

    it(`never repeats a record id over ${MANY} calls`, () => {
      const made = many(() => ids.newId());
      for (const id of made) expect(id).not.toBe('');
      expect(new Set(made).size).toBe(MANY);
    });

    it('draws uniforms in [0, 1) that vary', () => {
      const draws = many(() => ids.uniform());
      for (const u of draws) {
        expect(u).toBeGreaterThanOrEqual(0);
        expect(u).toBeLessThan(1);
      }
      expect(new Set(draws).size).toBeGreaterThan(1);
    });

    it('draws uniforms that make six-digit member IDs', () => {
      for (const u of many(() => ids.uniform())) {
        const id = memberIdFrom(u);
        expect(id).toMatch(/^\d{6}$/);
        expect(isMemberId(id)).toBe(true);
      }
    });

    it('makes codes of exactly the digits asked for', () => {
      for (const digits of [1, 4, 6, 8, 30]) expect(ids.numericCode(digits)).toMatch(new RegExp(`^\\d{${digits}}$`));
    });

    it(`varies its six-digit codes: at least ${MANY - 10} different ones in ${MANY}`, () => {
      // 1,000 fair draws of a million codes hold half a repeat on average; ten repeats is a broken generator.
      const codes = many(() => ids.numericCode(6));
      for (const code of codes) expect(code).toMatch(/^\d{6}$/);
      expect(new Set(codes).size).toBeGreaterThanOrEqual(MANY - 10);
    });

    it(`makes URL-safe secrets of at least 128 bits (${SECRET_MIN_CHARACTERS}+ characters), never repeated`, () => {
      const secrets = many(() => ids.secret());
      for (const secret of secrets) {
        expect(secret).toMatch(URL_SAFE);
        expect(secret.length).toBeGreaterThanOrEqual(SECRET_MIN_CHARACTERS);
      }
      expect(new Set(secrets).size).toBe(MANY);
    });
  });
}
