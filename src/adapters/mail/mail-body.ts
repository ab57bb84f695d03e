/** Escapes text for HTML element content and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// An http(s) address up to the next space; a closing bracket or sentence's punctuation right after it is not part of it.
const LINK = /https?:\/\/[^\s<>"]+?(?=[.,;:!?)\]]*(?:\s|$))/g;

/** One line of text as HTML: escaped, each web address a link to itself. */
function lineHtml(line: string): string {
  let html = '';
  let at = 0;
  for (const match of line.matchAll(LINK)) {
    const url = match[0];
    html += `${escapeHtml(line.slice(at, match.index))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    at = match.index + url.length;
  }
  return html + escapeHtml(line.slice(at));
}

/**
 * A plain-text mail as the HTML body the template wraps: a paragraph per block (blank lines
 * between), the block's line breaks kept, every text escaped and every web address a link.
 *
 * @example textAsHtml('Hello,\n\nPay at https://x.org/pay.') // '<p>Hello,</p>\n<p>Pay at <a href="https://x.org/pay">https://x.org/pay</a>.</p>'
 */
export function textAsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.replace(/^\n+|\s+$/g, ''))
    .filter((block) => block !== '')
    .map((block) => `<p>${block.split('\n').map(lineHtml).join('<br>')}</p>`)
    .join('\n');
}
