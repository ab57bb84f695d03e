import { err, ok, type Result } from 'neverthrow';
import { invalidInput, type ContentError } from '../../application/server/content/content.errors';
import { checkKey } from '../../domain/documents';

export const FOREIGN_PHOTO_MESSAGE = 'Please upload the photo here: only photos stored by this site can be shown.';

/** The storage key a `/files/` path names, or null when the path is not one or its encoding is broken. */
function keyOf(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  try {
    return pathname.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

/**
 * Whether an officer's `photo` is empty or one of our own public photo addresses: the site's origin
 * (or a path on it), `/files/website-assets/<key>` with a key the store could have made, and
 * nothing else (no query, fragment or credentials). Another host, a `javascript:` or `data:` URL,
 * or a path into the members' folders is refused: the Executive Board page shows it to everyone.
 */
function isOwnPhotoUrl(photo: string, publicUrl: string): boolean {
  const text = photo.trim();
  if (text === '') return true;
  const own = new URL(publicUrl);
  const prefix = `${own.pathname.replace(/\/+$/, '')}/files/`;
  if (!text.startsWith(`${own.origin}/`) && !text.startsWith(prefix)) return false;
  if (!URL.canParse(text, own)) return false;
  const url = new URL(text, own);
  if (url.origin !== own.origin || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') return false;
  const key = keyOf(url.pathname, prefix);
  return key !== null && checkKey(key).isOk() && key.startsWith('website-assets/');
}

/** Refuses (InvalidForm on `photo`) an officer photo that is not empty and not one of ours; `undefined` (unchanged) passes. */
export function checkOfficerPhoto(photo: string | null | undefined, publicUrl: string): Result<void, ContentError> {
  if (photo === undefined || photo === null || isOwnPhotoUrl(photo, publicUrl)) return ok(undefined);
  return err(invalidInput({ type: 'InvalidForm', fields: { photo: FOREIGN_PHOTO_MESSAGE } }));
}
