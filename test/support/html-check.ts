/**
 * An HTML document's structural check, for the mail templates (no validator package): the
 * document's frame (doctype, one html with lang, head with charset and title, one body), every
 * element closed in order (void elements never closed), no duplicate attribute, no duplicate id,
 * no block element inside a paragraph, no link inside a link, no script or inline handler, each
 * image with alt text, and every link absolute (https:, mailto:; cid: and data: images). Answers
 * the problems found, none for a sound document.
 */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const BLOCK = new Set([
  'address',
  'blockquote',
  'div',
  'dl',
  'fieldset',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

interface Tag {
  readonly closing: boolean;
  readonly name: string;
  readonly attributes: ReadonlyMap<string, string>;
}

function attributesOf(source: string, problems: string[], name: string): ReadonlyMap<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const key = (match[1] ?? '').toLowerCase();
    if (attributes.has(key)) problems.push(`<${name}> has the attribute ${key} twice`);
    attributes.set(key, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function tagsOf(html: string, problems: string[]): readonly Tag[] {
  // Comments (and Outlook's conditional comments) and the text of style elements hold no tags.
  const bare = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<style[^>]*>)[\s\S]*?(<\/style>)/gi, '$1$2');
  const leftover = bare.replace(TAG, '').replace(/<!DOCTYPE[^>]*>/i, '');
  if (/<[a-zA-Z/!]/.test(leftover)) problems.push('a tag could not be read (a stray < or an unclosed quote)');
  return [...bare.matchAll(TAG)].map((match) => {
    const name = (match[2] ?? '').toLowerCase();
    return { closing: match[1] === '/', name, attributes: attributesOf(match[3] ?? '', problems, name) };
  });
}

function checkNesting(tags: readonly Tag[], problems: string[]): void {
  const open: string[] = [];
  for (const tag of tags) {
    if (VOID.has(tag.name)) {
      if (tag.closing) problems.push(`</${tag.name}> closes a void element`);
      continue;
    }
    if (!tag.closing) {
      if (open.at(-1) === 'p' && BLOCK.has(tag.name)) problems.push(`<${tag.name}> inside a <p>`);
      if (tag.name === 'a' && open.includes('a')) problems.push('a link inside a link');
      open.push(tag.name);
    } else if (open.at(-1) === tag.name) {
      open.pop();
    } else {
      problems.push(`</${tag.name}> closes <${open.at(-1) ?? 'nothing'}>`);
    }
  }
  if (open.length > 0) problems.push(`never closed: ${open.join(', ')}`);
}

function checkContent(tags: readonly Tag[], problems: string[]): void {
  const ids = new Set<string>();
  const count = (name: string) => tags.filter((tag) => !tag.closing && tag.name === name).length;
  for (const name of ['html', 'head', 'body', 'title']) if (count(name) !== 1) problems.push(`${count(name)} <${name}> elements`);
  for (const tag of tags.filter((candidate) => !candidate.closing)) {
    const id = tag.attributes.get('id');
    if (id !== undefined && ids.has(id)) problems.push(`the id ${id} twice`);
    if (id !== undefined) ids.add(id);
    if (tag.name === 'script' || tag.name === 'iframe' || tag.name === 'object') problems.push(`a <${tag.name}>`);
    for (const key of tag.attributes.keys()) if (key.startsWith('on')) problems.push(`an inline handler ${key} on <${tag.name}>`);
    if (tag.name === 'html' && !tag.attributes.get('lang')) problems.push('<html> without lang');
    if (tag.name === 'img' && !tag.attributes.has('alt')) problems.push(`an image without alt: ${tag.attributes.get('src') ?? ''}`);
    if (tag.name === 'img' && !/^(https:|cid:|data:image\/)/.test(tag.attributes.get('src') ?? '')) {
      problems.push(`an image not absolute: ${tag.attributes.get('src') ?? ''}`);
    }
    if (tag.name === 'a' && !/^(https?:\/\/|mailto:)/.test(tag.attributes.get('href') ?? '')) {
      problems.push(`a link not absolute: ${tag.attributes.get('href') ?? '(none)'}`);
    }
  }
  const charset = tags.some(
    (tag) => tag.name === 'meta' && (tag.attributes.has('charset') || /charset=utf-8/i.test(tag.attributes.get('content') ?? '')),
  );
  if (!charset) problems.push('no character set');
}

export function htmlProblems(html: string): readonly string[] {
  const problems: string[] = [];
  if (!/^<!DOCTYPE html/i.test(html.trimStart())) problems.push('no doctype');
  const tags = tagsOf(html, problems);
  checkNesting(tags, problems);
  checkContent(tags, problems);
  return problems;
}
