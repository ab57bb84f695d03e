import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import type { MarkdownRenderer } from '../../application/ports/markdown-renderer.port';

/**
 * What the sanitiser lets through: the elements Markdown itself makes, links to the web, mail and
 * phone numbers (or this site's paths), images only from this site's own paths.
 */
const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title'], ol: ['start'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnPath(frame.attribs['src'] ?? ''),
};

/** `/files/website-assets/x.png`, not `//elsewhere.example/x.png`. */
function isOwnPath(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\');
}

/**
 * markdown-it with raw HTML off (typed tags come out as text) and its own link check (no
 * `javascript:`, `vbscript:`, `file:` or `data:` links), then sanitize-html with the allow-list
 * above as a second guard. Headings move one level down, so `#` is an `<h2>` under the page's `<h1>`.
 */
export function markdownItRenderer(): MarkdownRenderer {
  const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
  markdown.core.ruler.push('headings_below_page_title', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close') {
        const level = Math.min(6, Number(token.tag.slice(1)) + 1);
        token.tag = `h${level}`;
      }
    }
  });
  return {
    toSafeHtml: (source) => sanitizeHtml(markdown.render(source), SAFE_HTML).trim(),
  };
}
