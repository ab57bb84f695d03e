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

/** The media types a browser may declare for each document kind (Windows names a .csv an Excel file). */
const DECLARED_TYPES: Readonly<Record<(typeof DOCUMENT_EXTENSIONS)[number], readonly string[]>> = {
  pdf: ['application/pdf', 'application/x-pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  odt: ['application/vnd.oasis.opendocument.text'],
  ods: ['application/vnd.oasis.opendocument.spreadsheet'],
  txt: ['text/plain'],
  csv: ['text/csv', 'text/plain', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel'],
};

/** What a browser declares when it does not know the type: nothing to compare. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Signatures of files that are never text: archives, images, programs. */
const BINARY_SIGNATURES: readonly (readonly number[])[] = [
  ZIP,
  OLE2,
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  ascii('GIF8'),
  ascii('RIFF'),
  [0x7f, 0x45, 0x4c, 0x46],
  ascii('MZ'),
  [0x1f, 0x8b],
  [0x37, 0x7a, 0xbc, 0xaf],
  ascii('Rar!'),
];

/** Whether `needle` (ASCII) occurs in the first `within` bytes. */
function contains(bytes: Uint8Array, needle: string, within = bytes.length): boolean {
  const pattern = ascii(needle);
  const end = Math.min(bytes.length, within) - pattern.length;
  for (let i = 0; i <= end; i++) if (startsWith(bytes, pattern, i)) return true;
  return false;
}

/** Text: no NUL byte in the first 8 KB, and none of the signatures of binary files. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature))) return false;
  return !bytes.subarray(0, 8192).includes(0);
}

/** Whether a document's first bytes are what its extension names (Office Open XML and OpenDocument files are ZIP archives). */
const CONTENT_CHECKS: Readonly<Record<(typeof DOCUMENT_EXTENSIONS)[number], (bytes: Uint8Array) => boolean>> = {
  pdf: (bytes) => contains(bytes, '%PDF-', 1024),
  doc: (bytes) => startsWith(bytes, OLE2),
  xls: (bytes) => startsWith(bytes, OLE2),
  docx: (bytes) => startsWith(bytes, ZIP) && contains(bytes, 'word/'),
  xlsx: (bytes) => startsWith(bytes, ZIP) && contains(bytes, 'xl/'),
  odt: (bytes) => startsWith(bytes, ZIP) && contains(bytes, 'application/vnd.oasis.opendocument.text', 200),
  ods: (bytes) => startsWith(bytes, ZIP) && contains(bytes, 'application/vnd.oasis.opendocument.spreadsheet', 200),
  txt: looksLikeText,
  csv: looksLikeText,
};

/** A declared media type without its parameters, in lower case: 'Text/CSV; charset=utf-8' -> 'text/csv'. */
function mediaType(declared: string): string {
  return (declared.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * Checks a minutes or treasury document on the server: a known kind by name and size
 * (`checkDocument`), a declared type that fits the name (when the browser declared one), and
 * content that really is that kind, sniffed from its first bytes (a PDF starts with `%PDF-`, a
 * .docx is a ZIP archive holding `word/`, a .csv is text). Answers the extension.
 */
export function checkDocumentFile(file: { readonly fileName: string; readonly contentType: string; readonly bytes: Uint8Array }): Result<string, DocumentError> {
  return checkDocument(file.fileName, file.bytes.length).andThen((extension): Result<string, DocumentError> => {
    const kind = extension as (typeof DOCUMENT_EXTENSIONS)[number];
    const declared = mediaType(file.contentType);
    if (!UNKNOWN_TYPES.has(declared) && !DECLARED_TYPES[kind].includes(declared)) {
      return err({ type: 'UnsupportedDocument', message: `The file's type (${declared}) does not match its name (.${kind}).` });
    }
    return CONTENT_CHECKS[kind](file.bytes)
      ? ok(extension)
      : err({ type: 'UnsupportedDocument', message: `The file's content is not a .${kind} file: please choose the document itself.` });
  });
}

/** An officer photo's declared type and name may only be an image's (the content is sniffed by `checkPhoto`). */
export function checkPhotoFile(file: { readonly fileName: string; readonly contentType: string; readonly bytes: Uint8Array }): Result<ImageType, DocumentError> {
  const declared = mediaType(file.contentType);
  const extension = /\.([a-z0-9]+)$/i.exec(file.fileName)?.[1]?.toLowerCase();
  const namedLikeAnImage = extension === undefined || ['png', 'jpg', 'jpeg', 'jpe', 'gif', 'webp'].includes(extension);
  if (!namedLikeAnImage || (!UNKNOWN_TYPES.has(declared) && checkImageMimeType(declared).isErr())) {
    return err({ type: 'NotAnImage', message: NOT_AN_IMAGE_MESSAGE });
  }
  return checkPhoto(file.bytes);
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

/**
 * `attachment; filename="<ASCII stand-in>"; filename*=UTF-8''<percent-encoded name>` (RFC 6266):
 * the real name for every browser that reads `filename*`, and no quote, backslash or line break
 * can break out of the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
