import { err, ok, Result } from 'neverthrow';
import { compareText } from './list-filter';

/** Where a page ended: the last record's creation time and id (lists are ordered by both). */
export interface PageCursor {
  readonly createdAt: string;
  readonly id: string;
}

const MAX_TOKEN_LENGTH = 1_000;
/** What a nextToken this API did not hand out answers. */
export const INVALID_NEXT_TOKEN = 'The nextToken is not valid.';

/** The list order of every repository: by creation, then by id, both compared by code point. */
export function compareListed(a: PageCursor, b: PageCursor): number {
  return compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id);
}

/**
 * The nextToken for the page after `last`: base64url of JSON, opaque to clients. A token names a
 * position, not an offset, so records created or deleted between two pages never make the next
 * page skip or repeat one.
 */
export function encodeCursor(last: PageCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ after: [last.createdAt, last.id] }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const readToken = Result.fromThrowable(
  (token: string): unknown => {
    const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  },
  () => INVALID_NEXT_TOKEN,
);

/** The position a nextToken carries: null without one (the first page), an error for a token this code did not issue. */
export function decodeCursor(token: string | null | undefined): Result<PageCursor | null, string> {
  if (token === null || token === undefined || token === '') return ok(null);
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return err(INVALID_NEXT_TOKEN);
  return readToken(token).andThen((json) => {
    const after = typeof json === 'object' && json !== null ? (json as { after?: unknown }).after : undefined;
    const valid = Array.isArray(after) && after.length === 2 && after.every((part) => typeof part === 'string');
    return valid ? ok({ createdAt: after[0] as string, id: after[1] as string }) : err(INVALID_NEXT_TOKEN);
  });
}
