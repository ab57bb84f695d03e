import { err, ok, type Result } from 'neverthrow';
import { contains, IMAGE_TYPES, looksLikeText, OLE2, sniffImageType, startsWith, ZIP, type ImageType } from './file-signatures';

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

export type DocumentError =
  | { readonly type: 'NotAnImage'; readonly message: string }
  | { readonly type: 'UnsupportedDocument'; readonly message: string }
  | { readonly type: 'FileTooLarge'; readonly message: string }
  | { readonly type: 'EmptyFile'; readonly message: string }
  | { readonly type: 'InvalidKey'; readonly message: string }
  | { readonly type: 'ExpiryTooLong'; readonly message: string };

const MEGABYTE = 1024 * 1024;
const megabytes = (bytes: number) => `${bytes / MEGABYTE} MB`;

/** Largest officer photo and largest document accepted in one upload, and how a person reads them. */
export const MAX_PHOTO_BYTES = 5 * MEGABYTE;
export const MAX_DOCUMENT_BYTES = 20 * MEGABYTE;
export const MAX_PHOTO_SIZE = megabytes(MAX_PHOTO_BYTES);
export const MAX_DOCUMENT_SIZE = megabytes(MAX_DOCUMENT_BYTES);

const EMPTY_FILE: DocumentError = { type: 'EmptyFile', message: 'The file is empty.' };

/** A folder no file may be kept in or listed from. */
export const INVALID_FOLDER: DocumentError = { type: 'InvalidKey', message: 'That folder is not allowed.' };

/** A folder a store may list or keep files in (a caller's text is checked, whatever its type says). */
export function checkFolder(folder: string): Result<DocumentFolder, DocumentError> {
  return isDocumentFolder(folder) ? ok(folder) : err(INVALID_FOLDER);
}

export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';
const NOT_AN_IMAGE: DocumentError = { type: 'NotAnImage', message: NOT_AN_IMAGE_MESSAGE };

/** What a photo's file picker offers: the image types a photo may be. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
const IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'jpe', 'gif', 'webp'];

/** The browser's first check of a chosen photo, by its declared type (spec section 5). */
export function checkImageMimeType(mimeType: string): Result<string, DocumentError> {
  const declared = mimeType.trim().toLowerCase();
  return (IMAGE_TYPES as readonly string[]).includes(declared) ? ok(declared) : err(NOT_AN_IMAGE);
}

/** Checks an officer photo's size and content. */
export function checkPhoto(bytes: Uint8Array): Result<ImageType, DocumentError> {
  if (bytes.length === 0) return err(EMPTY_FILE);
  if (bytes.length > MAX_PHOTO_BYTES) return err({ type: 'FileTooLarge', message: `Photos may be at most ${MAX_PHOTO_SIZE}.` });
  const type = sniffImageType(bytes);
  return type ? ok(type) : err(NOT_AN_IMAGE);
}

/**
 * The kinds of minutes and treasury reports, by extension: the content type each is served with
 * (what the browser claimed is never used), the media types a browser may declare for it
 * (Windows names a .csv an Excel file), and whether a file's first bytes are one (Office Open XML
 * and OpenDocument files are ZIP archives).
 */
const DOCUMENT_KINDS = {
  pdf: {
    servedAs: 'application/pdf',
    declared: ['application/pdf', 'application/x-pdf'],
    proves: (bytes) => contains(bytes, '%PDF-', 1024),
  },
  doc: { servedAs: 'application/msword', declared: ['application/msword'], proves: (bytes) => startsWith(bytes, OLE2) },
  docx: {
    servedAs: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    declared: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    proves: (bytes) => startsWith(bytes, ZIP) && contains(bytes, 'word/'),
  },
  xls: { servedAs: 'application/vnd.ms-excel', declared: ['application/vnd.ms-excel'], proves: (bytes) => startsWith(bytes, OLE2) },
  xlsx: {
    servedAs: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    declared: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    proves: (bytes) => startsWith(bytes, ZIP) && contains(bytes, 'xl/'),
  },
  odt: {
    servedAs: 'application/vnd.oasis.opendocument.text',
    declared: ['application/vnd.oasis.opendocument.text'],
    proves: (bytes) => startsWith(bytes, ZIP) && contains(bytes, 'application/vnd.oasis.opendocument.text', 200),
  },
  ods: {
    servedAs: 'application/vnd.oasis.opendocument.spreadsheet',
    declared: ['application/vnd.oasis.opendocument.spreadsheet'],
    proves: (bytes) => startsWith(bytes, ZIP) && contains(bytes, 'application/vnd.oasis.opendocument.spreadsheet', 200),
  },
  txt: { servedAs: 'text/plain', declared: ['text/plain'], proves: looksLikeText },
  csv: {
    servedAs: 'text/csv',
    declared: ['text/csv', 'text/plain', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel'],
    proves: looksLikeText,
  },
} as const satisfies Record<string, { servedAs: string; declared: readonly string[]; proves: (bytes: Uint8Array) => boolean }>;

type DocumentExtension = keyof typeof DOCUMENT_KINDS;
const DOCUMENT_EXTENSIONS = Object.keys(DOCUMENT_KINDS) as DocumentExtension[];
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
const isDocumentExtension = (extension: string): extension is DocumentExtension => Object.hasOwn(DOCUMENT_KINDS, extension);

/** Checks a minutes or treasury document: a known office format by name and size. */
export function checkDocument(fileName: string, size: number): Result<DocumentExtension, DocumentError> {
  if (size === 0) return err(EMPTY_FILE);
  if (size > MAX_DOCUMENT_BYTES) return err({ type: 'FileTooLarge', message: `Documents may be at most ${MAX_DOCUMENT_SIZE}.` });
  const extension = extensionOf(fileName) ?? '';
  return isDocumentExtension(extension)
    ? ok(extension)
    : err({ type: 'UnsupportedDocument', message: `Please choose a ${DOCUMENT_EXTENSIONS.join(', ')} file.` });
}

/** What a browser declares when it does not know the type: nothing to compare. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** A declared media type without its parameters, in lower case: 'Text/CSV; charset=utf-8' -> 'text/csv'. */
function mediaType(declared: string): string {
  return (declared.split(';')[0] ?? '').trim().toLowerCase();
}

/** A file as the server receives it: its name, the type the browser declared and its bytes. */
interface ReceivedFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/**
 * Checks a minutes or treasury document on the server: a known kind by name and size
 * (`checkDocument`), a declared type that fits the name (when the browser declared one), and
 * content that really is that kind, sniffed from its first bytes (a PDF starts with `%PDF-`, a
 * .docx is a ZIP archive holding `word/`, a .csv is text). Answers the extension.
 */
export function checkDocumentFile(file: ReceivedFile): Result<string, DocumentError> {
  return checkDocument(file.fileName, file.bytes.length).andThen((kind): Result<string, DocumentError> => {
    const declared = mediaType(file.contentType);
    if (!UNKNOWN_TYPES.has(declared) && !(DOCUMENT_KINDS[kind].declared as readonly string[]).includes(declared)) {
      return err({ type: 'UnsupportedDocument', message: `The file's type (${declared}) does not match its name (.${kind}).` });
    }
    return DOCUMENT_KINDS[kind].proves(file.bytes)
      ? ok(kind)
      : err({ type: 'UnsupportedDocument', message: `The file's content is not a .${kind} file: please choose the document itself.` });
  });
}

/** An officer photo's declared type and name may only be an image's (the content is sniffed by `checkPhoto`). */
export function checkPhotoFile(file: ReceivedFile): Result<ImageType, DocumentError> {
  const declared = mediaType(file.contentType);
  const extension = extensionOf(file.fileName);
  const namedLikeAnImage = extension === undefined || IMAGE_EXTENSIONS.includes(extension);
  if (!namedLikeAnImage || (!UNKNOWN_TYPES.has(declared) && checkImageMimeType(declared).isErr())) return err(NOT_AN_IMAGE);
  return checkPhoto(file.bytes);
}

/**
 * What every document store checks before it keeps a file, answering the content type to serve
 * it with: officer photos (website-assets) by their content (`checkPhoto`), minutes and reports
 * by kind and size (`checkDocument`). The browser's claimed type is never used.
 */
export function checkUpload(upload: {
  readonly folder: string;
  readonly fileName: string;
  readonly bytes: Uint8Array;
}): Result<string, DocumentError> {
  return checkFolder(upload.folder).andThen((folder) =>
    folder === 'website-assets'
      ? checkPhoto(upload.bytes)
      : checkDocument(upload.fileName, upload.bytes.length).map((kind): string => DOCUMENT_KINDS[kind].servedAs),
  );
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

/**
 * The name a stored file is shown and downloaded as: the chosen file's own name, without folders
 * and without control characters (\p{Cc}: C0, DEL and C1), at most 200 characters.
 */
export function displayName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  return base === '' ? safeFileName(fileName) : base.slice(-200);
}

/**
 * The name a replacement is stored under: the replaced document's shown name, with the new
 * file's extension when it has one (a report replaced by a spreadsheet is no longer a .pdf), so
 * members find the new version where the old one was, under the name they know.
 *
 * @example replacementName('March 2026.pdf', 'march-final.docx') // 'March 2026.docx'
 */
export function replacementName(replacedName: string, newFileName: string): string {
  const extension = (name: string) => /\.[^.\s]{1,10}$/.exec(name)?.[0] ?? '';
  const [oldExtension, newExtension] = [extension(replacedName), extension(displayName(newFileName))];
  if (newExtension === '' || newExtension.toLowerCase() === oldExtension.toLowerCase()) return replacedName;
  const stem = replacedName.slice(0, replacedName.length - oldExtension.length) || 'file';
  return displayName(`${stem}${newExtension}`);
}

/** A storage key the server generates: folder, a unique id from the caller, the safe name. */
export function documentKey(folder: DocumentFolder, uniqueId: string, fileName: string): string {
  return `${DOCUMENT_FOLDERS[folder]}${uniqueId}-${safeFileName(fileName)}`;
}

/** A storage key that names no file a store may hold. */
export const INVALID_KEY = { type: 'InvalidKey', message: 'That file path is not allowed.' } as const satisfies DocumentError;

/**
 * Accepts a storage key only if it is inside one of the known folders and cannot climb out of it:
 * no leading slash, no `..`, no backslash, no empty segment, no control characters.
 */
export function checkKey(key: string): Result<{ folder: DocumentFolder; key: string }, DocumentError> {
  const invalid = err<{ folder: DocumentFolder; key: string }, DocumentError>(INVALID_KEY);
  // \p{Cc} is every control character: C0, DEL and the C1 range (U+0080 to U+009F, e.g. NEL).
  if (key.length > 400 || /[\p{Cc}\\]/u.test(key) || key.startsWith('/')) return invalid;
  const segments = key.split('/');
  if (segments.length !== 2 || segments.some((s) => s === '' || s === '.' || s === '..')) return invalid;
  const folder = segments[0] ?? '';
  return isDocumentFolder(folder) ? ok({ folder, key }) : invalid;
}
