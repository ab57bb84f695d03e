import { describe, expect, it } from 'vitest';
import type { SiteTextRepository, StoredSiteText } from '../../src/application/ports/site-text-repository.port';

const saved = (key: string, text: string, at = '2026-06-15T12:00:00.000Z'): StoredSiteText => ({
  key,
  text,
  html: `<p>${text}</p>`,
  updatedBy: 'chair@example.org',
  updatedAt: at,
});

/** The SiteTextRepository contract: what is saved is read back exactly; a second save of a key replaces the first. */
export function siteTextRepositoryContract(name: string, make: () => Promise<{ readonly texts: SiteTextRepository }>): void {
  describe(`SiteTextRepository contract: ${name}`, () => {
    it('holds nothing before a save', async () => {
      const { texts } = await make();
      expect((await texts.list())._unsafeUnwrap()).toEqual([]);
      expect((await texts.get('home.mission'))._unsafeUnwrap()).toBeNull();
    });

    it('reads back a saved text exactly, Markdown, HTML, who and when', async () => {
      const { texts } = await make();
      const text: StoredSiteText = {
        key: 'memorial.body',
        text: '# Für Renée\n\nLine one  \nline two “quoted” ✓ 😀\n\n' + 'x'.repeat(9_000),
        html: '<h2>Für Renée</h2>\n<p>Line one<br>\nline two “quoted” ✓ 😀</p>',
        updatedBy: 'Chair@Example.org',
        updatedAt: '2026-06-15T12:34:56.789Z',
      };
      expect((await texts.save(text))._unsafeUnwrap()).toEqual(text);
      expect((await texts.get('memorial.body'))._unsafeUnwrap()).toEqual(text);
      expect((await texts.list())._unsafeUnwrap()).toEqual([text]);
    });

    it('replaces a text saved again, and keeps the others', async () => {
      const { texts } = await make();
      (await texts.save(saved('home.mission', 'First')))._unsafeUnwrap();
      (await texts.save(saved('contact.email', 'a@example.org')))._unsafeUnwrap();
      const second = { ...saved('home.mission', 'Second', '2026-06-16T08:00:00.000Z'), updatedBy: 'secretary@example.org' };
      (await texts.save(second))._unsafeUnwrap();
      expect((await texts.get('home.mission'))._unsafeUnwrap()).toEqual(second);
      expect((await texts.list())._unsafeUnwrap()).toEqual([saved('contact.email', 'a@example.org'), second]);
    });

    it('lists by key', async () => {
      const { texts } = await make();
      for (const key of ['memorial.body', 'about.body', 'home.vision', 'contact.address'])
        (await texts.save(saved(key, key)))._unsafeUnwrap();
      expect((await texts.list())._unsafeUnwrap().map((text) => text.key)).toEqual([
        'about.body',
        'contact.address',
        'home.vision',
        'memorial.body',
      ]);
    });

    it('keeps one whole text when the same key is saved many times at once', async () => {
      const { texts } = await make();
      const versions = Array.from({ length: 10 }, (_, i) => saved('home.vision', `Version ${i}`));
      const answers = await Promise.all(versions.map((version) => texts.save(version)));
      expect(answers.every((answer) => answer.isOk())).toBe(true);
      const stored = (await texts.get('home.vision'))._unsafeUnwrap();
      expect(versions).toContainEqual(stored);
      expect((await texts.list())._unsafeUnwrap()).toHaveLength(1);
    });
  });
}
