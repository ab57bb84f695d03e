import { err, ok, type Result } from 'neverthrow';

/**
 * Where files live in the object store (spec section 3). Minutes and treasury reports are for
 * signed-in members; officer photos are public.
 */
export const DOCUMENT_FOLDERS = {
  'meeting-minutes': 'meeting-minutes/',
  'treasury-report': 'treasury-report/',
  'website-assets': 'website-assets/',
} as const;

export type DocumentFolder = keyof typeof DOCUMENT_FOLDERS;
export type MemberDocumentFolder = Exclude<DocumentFolder, 'website-assets'>;

export function isDocumentFolder(value: string): value is DocumentFolder {
  return Object.hasOwn(DOCUMENT_FOLDERS, value);
}

export function isMemberDocumentFolder(value: string): value is MemberDocumentFolder {
  return value === 'meeting-minutes' || value === 'treasury-report';
}

/** Largest officer photo and largest document accepted in one upload. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** Signed download links: 900 s unless asked otherwise, 7 days at most (spec section 9). */
export const DEFAULT_LINK_SECONDS = 900;
export const MAX_LINK_SECONDS = 7 * 24 * 60 * 60;

export type DocumentError =
  | { readonly type: 'NotAnImage'; readonly message: string }
  | { readonly type: 'UnsupportedDocument'; readonly message: string }
  | { readonly type: 'FileTooLarge'; readonly message: string }
  | { readonly type: 'EmptyFile'; readonly message: string }
  | { readonly type: 'InvalidKey'; readonly message: string }
  | { readonly type: 'ExpiryTooLong'; readonly message: string };

export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((byte, i) => bytes[offset + i] === byte);
}

/**
 * The image type a file's first bytes prove, or null. What a browser claims is not trusted:
 * only PNG, JPEG, GIF and WebP are images here (SVG can carry script, so it is not one).
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The browser's first check of a chosen photo, by its declared type (spec section 5). */
export function checkImageMimeType(mimeType: string): Result<string, DocumentError> {
  return /^image\/(png|jpeg|gif|webp)$/i.test(mimeType.trim())
    ? ok(mimeType.trim().toLowerCase())
    : err({ type: 'NotAnImage', message: NOT_AN_IMAGE_MESSAGE });
}

/** Checks an officer photo's size and content. */
export function checkPhoto(bytes: Uint8Array): Result<ImageType, DocumentError> {
  if (bytes.length === 0) return err({ type: 'EmptyFile', message: 'The file is empty.' });
  if (bytes.length > MAX_PHOTO_BYTES) return err({ type: 'FileTooLarge', message: 'Photos may be at most 5 MB.' });
  const type = sniffImageType(bytes);
  return type ? ok(type) : err({ type: 'NotAnImage', message: NOT_AN_IMAGE_MESSAGE });
}

const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'odt', 'ods', 'txt', 'csv'] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Checks a minutes or treasury document: a known office format by name and size. */
export function checkDocument(fileName: string, size: number): Result<string, DocumentError> {
  if (size === 0) return err({ type: 'EmptyFile', message: 'The file is empty.' });
  if (size > MAX_DOCUMENT_BYTES) return err({ type: 'FileTooLarge', message: 'Documents may be at most 20 MB.' });
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)
    ? ok(extension)
    : err({ type: 'UnsupportedDocument', message: `Please choose a ${DOCUMENT_EXTENSIONS.join(', ')} file.` });
}

/**
 * A file name made safe to keep inside a storage key: no folders, no dots at the start, only
 * letters, digits, dots, dashes and underscores, at most 100 characters.
 */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents split off by NFKD: 'é' becomes 'e', not 'e-'
    .replace(/[^\w.-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .slice(-100)
    .replace(/^[.-]+/, ''); // after the cut, so the kept tail cannot start with a dot either
  return cleaned === '' ? 'file' : cleaned;
}

/** A storage key the server generates: folder, a unique id from the caller, the safe name. */
export function documentKey(folder: DocumentFolder, uniqueId: string, fileName: string): string {
  return `${DOCUMENT_FOLDERS[folder]}${uniqueId}-${safeFileName(fileName)}`;
}

/**
 * Accepts a storage key only if it is inside one of the known folders and cannot climb out of it:
 * no leading slash, no `..`, no backslash, no empty segment, no control characters.
 */
export function checkKey(key: string): Result<{ folder: DocumentFolder; key: string }, DocumentError> {
  const invalid = err<{ folder: DocumentFolder; key: string }, DocumentError>({ type: 'InvalidKey', message: 'That file path is not allowed.' });
  // \p{Cc} is every control character: C0, DEL and the C1 range (U+0080 to U+009F, e.g. NEL).
  if (key.length > 400 || /[\p{Cc}\\]/u.test(key) || key.startsWith('/')) return invalid;
  const segments = key.split('/');
  if (segments.length !== 2 || segments.some((s) => s === '' || s === '.' || s === '..')) return invalid;
  const folder = segments[0] ?? '';
  return isDocumentFolder(folder) ? ok({ folder, key }) : invalid;
}

/** A signed link's lifetime: 900 s by default, refused beyond 7 days. */
export function linkLifetime(requestedSeconds?: number): Result<number, DocumentError> {
  if (requestedSeconds === undefined) return ok(DEFAULT_LINK_SECONDS);
  if (!Number.isSafeInteger(requestedSeconds) || requestedSeconds <= 0) {
    return err({ type: 'ExpiryTooLong', message: 'A link lifetime is a whole number of seconds above zero.' });
  }
  return requestedSeconds > MAX_LINK_SECONDS
    ? err({ type: 'ExpiryTooLong', message: 'A link can last at most 7 days.' })
    : ok(requestedSeconds);
}
