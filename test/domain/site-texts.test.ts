import { describe, expect, it } from 'vitest';
import { checkSiteText, defaultSiteTexts, markdownOf, SITE_TEXTS, siteTextEntry } from '../../src/domain/site-texts';
import { EMAIL_MESSAGE } from '../../src/domain/validation/fields';

const entry = (key: string) => {
  const found = siteTextEntry(key);
  if (found === null) throw new Error(`no text ${key}`);
  return found;
};

describe('the catalogue of page texts', () => {
  it('names each text once, with a label, a page and a default within its limit', () => {
    expect(new Set(SITE_TEXTS.map((text) => text.key)).size).toBe(SITE_TEXTS.length);
    expect(new Set(SITE_TEXTS.map((text) => text.label)).size).toBe(SITE_TEXTS.length);
    for (const text of SITE_TEXTS) {
      expect(text.pages.length, text.key).toBeGreaterThan(0);
      expect(checkSiteText({ key: text.key, text: text.defaultText }).isOk(), text.key).toBe(true);
      expect(text.defaultText.length, text.key).toBeLessThanOrEqual(text.maxLength);
    }
  });

  it('holds the texts of every static page and of the Contact page', () => {
    const pages = new Set(SITE_TEXTS.flatMap((text) => text.pages));
    expect([...pages].sort()).toEqual(
      ['/', '/Alumni-Spotlight', '/Contact', '/Dr-Hartwell', '/Endowment-Donation', '/Membership-Benefits', '/about'].sort(),
    );
    expect(SITE_TEXTS.filter((text) => text.key.startsWith('home.objective.'))).toHaveLength(4);
    expect(SITE_TEXTS.filter((text) => text.key.startsWith('membership-benefits.')).length).toBe(11);
  });
});

describe('checkSiteText', () => {
  it('accepts Markdown, with its line ends made \\n and the text trimmed', () => {
    expect(checkSiteText({ key: 'home.mission', text: '\r\n  To serve.\r\n\r\n*Together.*  \n' })._unsafeUnwrap()).toEqual({
      key: 'home.mission',
      text: 'To serve.\n\n*Together.*',
    });
  });

  it('refuses a key the site has no text for, beside the choice of text', () => {
    expect(checkSiteText({ key: 'home.secret', text: 'x' })._unsafeUnwrapErr().fields).toEqual({
      key: 'Please choose one of the page texts.',
    });
  });

  it('refuses an empty text and one over its limit, beside the text', () => {
    expect(checkSiteText({ key: 'home.mission', text: ' \n ' })._unsafeUnwrapErr().fields).toEqual({ text: 'The text is required.' });
    const limit = entry('home.mission').maxLength;
    expect(checkSiteText({ key: 'home.mission', text: 'a'.repeat(limit) }).isOk()).toBe(true);
    expect(checkSiteText({ key: 'home.mission', text: 'a'.repeat(limit + 1) })._unsafeUnwrapErr().fields).toEqual({
      text: `The text must be at most ${limit} characters.`,
    });
  });

  it('wants an e-mail address for the Contact e-mail', () => {
    expect(checkSiteText({ key: 'contact.email', text: ' chair@example.org ' })._unsafeUnwrap().text).toBe('chair@example.org');
    for (const text of ['chair', 'chair@example', 'a b@example.org', '[x](javascript:alert(1))@example.org']) {
      expect(checkSiteText({ key: 'contact.email', text })._unsafeUnwrapErr().fields, text).toEqual({ text: EMAIL_MESSAGE });
    }
    expect(checkSiteText({ key: 'contact.email', text: '' })._unsafeUnwrapErr().fields).toEqual({
      text: 'The e-mail address is required.',
    });
  });
});

describe('markdownOf', () => {
  it('makes an address a mail link, its Markdown characters escaped, and leaves Markdown as it is', () => {
    expect(markdownOf(entry('contact.email'), 'first_last@example.org')).toBe('[first\\_last@example.org](mailto:first_last@example.org)');
    expect(markdownOf(entry('home.mission'), '*To serve.*')).toBe('*To serve.*');
  });
});

describe('defaultSiteTexts', () => {
  it('renders every default, in the catalogue order, with the renderer given', () => {
    const texts = defaultSiteTexts((markdown) => `<p>${markdown.length}</p>`);
    expect(Object.keys(texts)).toEqual(SITE_TEXTS.map((text) => text.key));
    expect(texts['about.body']).toBe(`<p>${entry('about.body').defaultText.length}</p>`);
    expect(texts['contact.email']).toBe(`<p>${markdownOf(entry('contact.email'), entry('contact.email').defaultText).length}</p>`);
  });
});
