/** The ellipsis added to shortened text. */
export const ELLIPSIS = '...';

/** Officer summaries show this many characters until 'Read More' (spec section 9). */
export const OFFICER_SUMMARY_PREVIEW_LENGTH = 250;
/** Event and officer descriptions in the admin lists show this many characters. */
export const ADMIN_LIST_PREVIEW_LENGTH = 50;

/**
 * The first `max` characters of `text` followed by an ellipsis, or the whole text when it is no
 * longer than `max`. Characters are code points, so an emoji is never cut in half. The result is
 * never longer than `max` characters plus the ellipsis.
 *
 * @example truncate('Chapter president since 2019', 7) // 'Chapter...'
 */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  const bound = Math.max(0, max);
  return characters.length > bound ? characters.slice(0, bound).join('') + ELLIPSIS : text;
}

/** Whether {@link truncate} would shorten the text (the 'Read More' link shows only then). */
export function isTruncated(text: string, max: number): boolean {
  return Array.from(text).length > Math.max(0, max);
}

/** The first `count` characters (code points) of a text. */
export function firstCharacters(text: string, count: number): string {
  return Array.from(text).slice(0, Math.max(0, count)).join('');
}
