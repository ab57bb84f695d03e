import { describe, expect, it } from 'vitest';
import { readSiteTextsScript, siteTextsScript, withSiteTexts } from '../../src/domain/site-text-markup';

const block = (key: string, html: string) => `<div class="site-text" data-site-text="${key}">${html}</div>`;

describe('the page texts in a served page', () => {
  it('replaces each marked block and the script, and leaves blocks of other texts alone', () => {
    const page = `<div id="root"><h1>T</h1>${block('a', '<p>old a</p>')}<div>${block('b', '<ul><li>old b</li></ul>')}</div></div>${siteTextsScript({ a: '<p>old a</p>' })}`;
    const served = withSiteTexts(page, { a: '<p>new $& a</p>' });
    expect(served).toBe(
      `<div id="root"><h1>T</h1>${block('a', '<p>new $& a</p>')}<div>${block('b', '<ul><li>old b</li></ul>')}</div></div>${siteTextsScript({ a: '<p>new $& a</p>' })}`,
    );
  });

  it('carries any text in the script without ending it early, and reads it back', () => {
    const texts = { a: '</script><script>alert(1)</script>', b: '<!-- x --> \u2028' };
    const script = siteTextsScript(texts);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(readSiteTextsScript(/>(.*)<\/script>$/s.exec(script)?.[1])).toEqual(texts);
  });

  it('reads nothing from a missing or malformed script', () => {
    expect(readSiteTextsScript(null)).toBeNull();
    expect(readSiteTextsScript('{')).toBeNull();
    expect(readSiteTextsScript('[]')).toBeNull();
    expect(readSiteTextsScript('{"a": 1}')).toBeNull();
  });
});
