import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  checkDocument,
  checkImageMimeType,
  checkKey,
  checkPhoto,
  DEFAULT_LINK_SECONDS,
  DOCUMENT_ACCEPT,
  documentKey,
  isDocumentFolder,
  isMemberDocumentFolder,
  linkLifetime,
  MAX_DOCUMENT_BYTES,
  MAX_LINK_SECONDS,
  MAX_PHOTO_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  safeFileName,
  sniffImageType,
  type DocumentFolder,
} from '../../src/domain/documents';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (s: string) => new TextEncoder().encode(s);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const GIF = text('GIF89a\x01\x00');
const WEBP = Uint8Array.from([...text('RIFF'), 0x24, 0, 0, 0, ...text('WEBPVP8 ')]);
const notAnImage = err({ type: 'NotAnImage', message: 'Please select an image file' });
const FOLDERS: readonly DocumentFolder[] = ['meeting-minutes', 'treasury-report', 'website-assets'];

describe('officer photos', () => {
  it('uses the spec message', () => {
    expect(NOT_AN_IMAGE_MESSAGE).toBe('Please select an image file');
  });

  it.each([['image/png'], ['image/jpeg'], ['image/gif'], ['image/webp'], [' IMAGE/JPEG ']])('checkImageMimeType accepts %j', (type) => {
    expect(checkImageMimeType(type)).toEqual(ok(type.trim().toLowerCase()));
  });

  it.each([['text/plain'], ['image/svg+xml'], ['text/html'], ['application/pdf'], [''], ['image/png; x'], ['image/']])(
    'checkImageMimeType refuses %j',
    (type) => {
      expect(checkImageMimeType(type)).toEqual(notAnImage);
    },
  );

  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
  ] as const)('checkPhoto accepts real %s bytes', (_name, content, type) => {
    expect(checkPhoto(content)).toEqual(ok(type));
  });

  it.each([
    ['plain text', text('hello, world')],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', text('<!doctype html><html><body>hi</body></html>')],
    ['a WAVE file (RIFF but not WEBP)', Uint8Array.from([...text('RIFF'), 0, 0, 0, 0, ...text('WAVEfmt ')])],
    ['a truncated PNG signature', PNG.slice(0, 4)],
  ])('checkPhoto refuses %s', (_name, content) => {
    expect(checkPhoto(content)).toEqual(notAnImage);
  });

  it('checkPhoto refuses an empty file and one over 5 MB, and accepts exactly 5 MB', () => {
    expect(checkPhoto(new Uint8Array())).toEqual(err({ type: 'EmptyFile', message: 'The file is empty.' }));
    const atLimit = new Uint8Array(MAX_PHOTO_BYTES);
    atLimit.set(PNG);
    expect(checkPhoto(atLimit)).toEqual(ok('image/png'));
    const over = new Uint8Array(MAX_PHOTO_BYTES + 1);
    over.set(PNG);
    expect(checkPhoto(over)).toEqual(err({ type: 'FileTooLarge', message: 'Photos may be at most 5 MB.' }));
  });

  it('sniffImageType ignores what comes after a recognised signature', () => {
    expect(sniffImageType(text('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('documents', () => {
  it('has the size limits and the accept list', () => {
    expect(MAX_PHOTO_BYTES).toBe(5 * 1024 * 1024);
    expect(MAX_DOCUMENT_BYTES).toBe(20 * 1024 * 1024);
    expect(DOCUMENT_ACCEPT).toBe('.pdf,.doc,.docx,.xls,.xlsx,.odt,.ods,.txt,.csv');
  });

  it.each([
    ['minutes.pdf', 'pdf'], ['Report.PDF', 'pdf'], ['a.doc', 'doc'], ['a.docx', 'docx'], ['b.xls', 'xls'],
    ['b.xlsx', 'xlsx'], ['c.odt', 'odt'], ['c.ods', 'ods'], ['notes.txt', 'txt'], ['ledger.2024.csv', 'csv'],
  ])('checkDocument accepts %j as %j', (name, extension) => {
    expect(checkDocument(name, 1)).toEqual(ok(extension));
  });

  it.each(['virus.exe', 'report.pdf.exe', 'page.html', 'image.svg', 'noextension', '', 'pdf', 'trailing.pdf.'])(
    'checkDocument refuses %j',
    (name) => {
      expect(checkDocument(name, 1)).toEqual(
        err({ type: 'UnsupportedDocument', message: 'Please choose a pdf, doc, docx, xls, xlsx, odt, ods, txt, csv file.' }),
      );
    },
  );

  it('checkDocument refuses empty files and files over 20 MB', () => {
    expect(checkDocument('a.pdf', 0)).toEqual(err({ type: 'EmptyFile', message: 'The file is empty.' }));
    expect(checkDocument('a.pdf', MAX_DOCUMENT_BYTES)).toEqual(ok('pdf'));
    expect(checkDocument('a.pdf', MAX_DOCUMENT_BYTES + 1)).toEqual(
      err({ type: 'FileTooLarge', message: 'Documents may be at most 20 MB.' }),
    );
  });

  it('knows its folders, and which are for members', () => {
    expect(FOLDERS.every(isDocumentFolder)).toBe(true);
    expect(isDocumentFolder('public')).toBe(false);
    expect(isDocumentFolder('toString')).toBe(false);
    expect(isMemberDocumentFolder('meeting-minutes')).toBe(true);
    expect(isMemberDocumentFolder('treasury-report')).toBe(true);
    expect(isMemberDocumentFolder('website-assets')).toBe(false);
  });
});

describe('linkLifetime', () => {
  it('defaults to 900 s and allows up to 7 days', () => {
    expect(DEFAULT_LINK_SECONDS).toBe(900);
    expect(MAX_LINK_SECONDS).toBe(604_800);
    expect(linkLifetime()).toEqual(ok(900));
    expect(linkLifetime(1)).toEqual(ok(1));
    expect(linkLifetime(604_800)).toEqual(ok(604_800));
  });

  it('refuses 604801 s', () => {
    expect(linkLifetime(604_801)).toEqual(err({ type: 'ExpiryTooLong', message: 'A link can last at most 7 days.' }));
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (seconds) => {
    expect(linkLifetime(seconds)).toEqual(
      err({ type: 'ExpiryTooLong', message: 'A link lifetime is a whole number of seconds above zero.' }),
    );
  });
});

describe('safeFileName', () => {
  it.each([
    ['Minutes Jan 2025.pdf', 'Minutes-Jan-2025.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ada\\report.docx', 'report.docx'],
    ['.htaccess', 'htaccess'],
    ['...', 'file'],
    ['', 'file'],
    ['café résumé.pdf', 'cafe-resume.pdf'],
    ['a  --  b.txt', 'a-b.txt'],
  ])('turns %j into %j', (input, output) => {
    expect(safeFileName(input)).toBe(output);
  });

  it('keeps at most the last 100 characters, never starting with a dot', () => {
    const name = `${'a'.repeat(50)}.${'b'.repeat(99)}`;
    const safe = safeFileName(name);
    expect(safe.length).toBeLessThanOrEqual(100);
    expect(safe.startsWith('.')).toBe(false);
    expect(safeFileName(`${'x'.repeat(200)}.pdf`)).toBe(`${'x'.repeat(96)}.pdf`);
  });

  const names = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.string({ unit: fc.constantFrom('.', '/', '\\', '-', 'a', ' ', '．', '／', 'é'), maxLength: 300 }),
    fc.constantFrom('../../etc/passwd', '..\\..\\win.ini', '.', '..', '', '🎉.pdf'),
  );

  it("property: never contains '/' or '\\', never starts with '.', never empty, at most 100 characters", () => {
    fc.assert(
      fc.property(names, (name) => {
        const safe = safeFileName(name);
        expect(safe).not.toMatch(/[/\\]/);
        expect(safe.startsWith('.')).toBe(false);
        expect(safe.length).toBeGreaterThan(0);
        expect(safe.length).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('property: documentKey always yields a key checkKey accepts, in the same folder', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FOLDERS), fc.uuid(), names, (folder, id, name) => {
        const key = documentKey(folder, id, name);
        expect(checkKey(key)).toEqual(ok({ folder, key }));
      }),
    );
  });
});

describe('checkKey', () => {
  const invalid = err({ type: 'InvalidKey', message: 'That file path is not allowed.' });

  it('accepts a key in a known folder', () => {
    expect(checkKey('meeting-minutes/2025-01.pdf')).toEqual(ok({ folder: 'meeting-minutes', key: 'meeting-minutes/2025-01.pdf' }));
    expect(checkKey('treasury-report/a..b.pdf').isOk()).toBe(true);
  });

  it.each([
    '/meeting-minutes/a.pdf', 'meeting-minutes/../x', 'meeting-minutes/..', 'meeting-minutes/.', '../meeting-minutes/a',
    'meeting-minutes\\a.pdf', 'meeting-minutes/a\u0000.pdf', 'meeting-minutes/a\n.pdf', 'meeting-minutes/a\u0085b',
    'meeting-minutes/', 'meeting-minutes//a', 'meeting-minutes/a/b', 'private/a.pdf', 'meeting-minutes', '',
    `meeting-minutes/${'a'.repeat(400)}`,
  ])('refuses %j', (key) => {
    expect(checkKey(key)).toEqual(invalid);
  });

  const segment = fc.string({ maxLength: 12 });
  const folderPrefix = fc.constantFrom(...FOLDERS.map((f) => `${f}/`), '');
  const control = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constantFrom(0x7f), fc.integer({ min: 0x80, max: 0x9f }));
  const hostile = fc.oneof(
    fc.tuple(fc.array(segment, { maxLength: 3 }), fc.array(segment, { maxLength: 3 })).map(([before, after]) => [...before, '..', ...after].join('/')),
    fc.tuple(folderPrefix, segment).map(([prefix, rest]) => `/${prefix}${rest}`),
    fc.tuple(folderPrefix, segment, segment).map(([prefix, a, b]) => `${prefix}${a}\\${b}`),
    fc.tuple(folderPrefix, segment, control, segment).map(([prefix, a, c, b]) => `${prefix}${a}${String.fromCharCode(c)}${b}`),
  );

  it("property: refuses any key with a '..' segment, a leading '/', a backslash or a control character", () => {
    fc.assert(
      fc.property(hostile, (key) => {
        expect(checkKey(key)).toEqual(invalid);
      }),
    );
  });
});
