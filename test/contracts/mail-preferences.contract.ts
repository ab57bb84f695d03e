import { describe, expect, it } from 'vitest';
import type { MailPreferenceStore } from '../../src/application/ports/mail-preferences.port';
import type { SignedTokens } from '../../src/application/ports/signed-tokens.port';

/** What a test of the store needs: the store, and the tokens its links are signed with. */
export interface MailPreferencesSubject {
  readonly preferences: MailPreferenceStore;
  readonly tokens: SignedTokens;
  /** The public address the links start with. */
  readonly publicUrl: string;
}

const AT = '2026-06-15T12:00:00.000Z';
const FAR_FUTURE = Date.parse('2099-01-01T00:00:00Z');

/**
 * The MailPreferences contract: an address has left no list until it leaves one; a change is the
 * whole set of lists left (rejoining the others), held for every spelling of the address; the
 * unsubscribe link names the address (normalised) and the list, and never expires.
 */
export function mailPreferencesContract(name: string, make: () => Promise<MailPreferencesSubject>): void {
  describe(`MailPreferences contract: ${name}`, () => {
    it('has no list left for an address never seen', async () => {
      const { preferences } = await make();
      expect([...(await preferences.leftLists('new@example.org'))._unsafeUnwrap()]).toEqual([]);
    });

    it('keeps the lists left, for any spelling of the address, and for no other address', async () => {
      const { preferences } = await make();
      const left = await preferences.setLeftLists(' Ada@Example.org ', new Set(['newsletters']), AT);
      expect([...left._unsafeUnwrap()]).toEqual(['newsletters']);
      expect([...(await preferences.leftLists('ada@example.org'))._unsafeUnwrap()]).toEqual(['newsletters']);
      expect([...(await preferences.leftLists('ADA@EXAMPLE.ORG'))._unsafeUnwrap()]).toEqual(['newsletters']);
      expect([...(await preferences.leftLists('bob@example.org'))._unsafeUnwrap()]).toEqual([]);
    });

    it('takes each change as the whole set: leaving both, then rejoining one, then leaving it again twice', async () => {
      const { preferences } = await make();
      expect((await preferences.setLeftLists('ada@example.org', new Set(['newsletters', 'reminders']), AT)).isOk()).toBe(true);
      expect([...(await preferences.leftLists('ada@example.org'))._unsafeUnwrap()].sort()).toEqual(['newsletters', 'reminders']);
      expect((await preferences.setLeftLists('ada@example.org', new Set(['reminders']), AT)).isOk()).toBe(true);
      expect([...(await preferences.leftLists('ada@example.org'))._unsafeUnwrap()]).toEqual(['reminders']);
      expect((await preferences.setLeftLists('ada@example.org', new Set(['reminders', 'newsletters']), AT)).isOk()).toBe(true);
      const again = await preferences.setLeftLists('ada@example.org', new Set(['reminders', 'newsletters']), AT);
      expect([...again._unsafeUnwrap()].sort()).toEqual(['newsletters', 'reminders']);
      expect((await preferences.setLeftLists('ada@example.org', new Set(), AT)).isOk()).toBe(true);
      expect([...(await preferences.leftLists('ada@example.org'))._unsafeUnwrap()]).toEqual([]);
    });

    it('makes an unsubscribe link naming the address and the list, that never expires', async () => {
      const { preferences, tokens, publicUrl } = await make();
      const url = new URL(preferences.unsubscribeUrl('Ada@Example.org', 'reminders'));
      expect(`${url.origin}${url.pathname}`).toBe(`${publicUrl}/mail/unsubscribe`);
      expect(url.searchParams.get('list')).toBe('reminders');
      const token = url.searchParams.get('t') ?? '';
      expect(tokens.read('mail-preferences', token, FAR_FUTURE)._unsafeUnwrap()).toBe('ada@example.org');
      expect(tokens.read('waiting-leave', token, 0).isErr()).toBe(true);
    });
  });
}
