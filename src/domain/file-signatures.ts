/**
 * What a file's first bytes prove, whatever its name or a browser claims: the image types an
 * officer photo may be, the containers of office documents, plain text.
 */

/** The image types an officer photo may be (SVG can carry script, so it is not one). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type ImageType = (typeof IMAGE_TYPES)[number];

const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));

/** A ZIP archive (Office Open XML and OpenDocument files are ones). */
export const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An OLE2 compound file (.doc, .xls). */
export const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

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

export function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((byte, i) => bytes[offset + i] === byte);
}

/** Whether `needle` (ASCII) occurs in the first `within` bytes. */
export function contains(bytes: Uint8Array, needle: string, within = bytes.length): boolean {
  const pattern = ascii(needle);
  const end = Math.min(bytes.length, within) - pattern.length;
  for (let i = 0; i <= end; i++) if (startsWith(bytes, pattern, i)) return true;
  return false;
}

/** Text: no NUL byte in the first 8 KB, and none of the signatures of binary files. */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature))) return false;
  return !bytes.subarray(0, 8192).includes(0);
}

/** The image type a file's first bytes prove, or null: only PNG, JPEG, GIF and WebP are images here. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
