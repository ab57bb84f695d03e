const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&([a-z0-9#]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
}

/**
 * The plain-text part of a mail from the safe HTML the Markdown renderer made: blocks on lines of
 * their own with a blank line between, list items as '- ', a link as 'words (address)', no tags.
 * Meant for that renderer's small set of elements, not for any HTML.
 */
export function plainTextOf(html: string): string {
  return decode(
    html
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, words: string) =>
        words.replace(/<[^>]*>/g, '') === href ? href : `${words} (${href})`,
      )
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li[^>]*>/gi, '- ')
      .replace(/<\/(p|h[1-6]|ul|ol|blockquote|pre|table|tr)>/gi, '\n\n')
      .replace(/<\/li>/gi, '\n')
      .replace(/<hr\s*\/?>/gi, '----\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
