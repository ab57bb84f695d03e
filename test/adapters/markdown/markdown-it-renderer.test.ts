import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { markdownItRenderer } from '../../../src/adapters/markdown/markdown-it-renderer';

const render = markdownItRenderer().toSafeHtml;

const SAFE_TAGS = [
  'p',
  'a',
  'img',
  'pre',
  'code',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'blockquote',
  'br',
  'hr',
];

/** Every element of `html` as a browser parses it, with its attributes. */
function parsed(html: string): { tag: string; attributes: [string, string][] }[] {
  const { document } = new Window();
  document.body.innerHTML = html;
  return [...document.body.querySelectorAll('*')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: [...element.attributes].map((attribute): [string, string] => [attribute.name, attribute.value ?? '']),
  }));
}

describe('markdownItRenderer', () => {
  it('renders what officers write: paragraphs, emphasis, lists, links', () => {
    expect(render('Hello **chapter** and _friends_.\n\n- one\n- two\n\n[Donate](/Donate)')).toBe(
      '<p>Hello <strong>chapter</strong> and <em>friends</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p><a href="/Donate">Donate</a></p>',
    );
  });

  it('puts headings one level below the page title', () => {
    expect(render('# Mission\n\n### Detail\n\n###### Deepest')).toBe('<h2>Mission</h2>\n<h4>Detail</h4>\n<h6>Deepest</h6>');
  });

  it('links web, mail and phone addresses', () => {
    expect(render('[a](https://example.org) [b](mailto:board@example.org) [c](tel:+15555550100)')).toBe(
      '<p><a href="https://example.org">a</a> <a href="mailto:board@example.org">b</a> <a href="tel:+15555550100">c</a></p>',
    );
    expect(render('See https://example.org/x')).toBe('<p>See <a href="https://example.org/x">https://example.org/x</a></p>');
  });

  it('keeps images from this site only', () => {
    expect(render('![Board](/files/website-assets/board.png)')).toBe('<p><img src="/files/website-assets/board.png" alt="Board" /></p>');
    expect(render('![Tracker](https://tracker.example/pixel.gif)')).toBe('<p></p>');
    expect(render('![Tracker](//tracker.example/pixel.gif)')).toBe('<p></p>');
  });

  const attacks: readonly string[] = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](java\tscript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
    '<iframe src="https://evil.example"></iframe>',
    '<style>body{display:none}</style>',
    '<svg onload=alert(1)>',
    '[x](https://example.org "a\\" onmouseover=\\"alert(1)")',
    '<details open ontoggle=alert(1)>',
    '```\n<script>alert(1)</script>\n```',
    '<<script>script>alert(1)<</script>/script>',
  ];

  it('finds the elements of a page (the check below can fail)', () => {
    expect(parsed('<p><a href="javascript:x" onclick="y">z</a></p>')).toEqual([
      { tag: 'p', attributes: [] },
      {
        tag: 'a',
        attributes: [
          ['href', 'javascript:x'],
          ['onclick', 'y'],
        ],
      },
    ]);
  });

  it.each(attacks)('never lets script through: %s', (attack) => {
    const elements = parsed(render(attack));
    for (const element of elements) {
      expect(SAFE_TAGS).toContain(element.tag);
      for (const [name, value] of element.attributes) {
        expect(name).not.toMatch(/^on/i);
        if (name === 'href') expect(value).toMatch(/^(https?:|mailto:|tel:|\/(?![/\\]))/i);
        if (name === 'src') expect(value).toMatch(/^\/(?![/\\])/);
      }
    }
  });

  it('shows typed HTML as text instead of dropping it', () => {
    expect(render('Use <b>bold</b> sparingly')).toBe('<p>Use &lt;b&gt;bold&lt;/b&gt; sparingly</p>');
  });

  it('answers an empty text with nothing', () => {
    expect(render('')).toBe('');
    expect(render('   \n\n ')).toBe('');
  });
});
