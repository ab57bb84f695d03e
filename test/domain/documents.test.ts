import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  checkDocument,
  checkDocumentFile,
  checkFolder,
  checkImageMimeType,
  checkKey,
  checkPhoto,
  checkPhotoFile,
  checkUpload,
  displayName,
  DOCUMENT_ACCEPT,
  documentKey,
  IMAGE_ACCEPT,
  isDocumentFolder,
  isMemberDocumentFolder,
  MAX_DOCUMENT_BYTES,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_SIZE,
  NOT_AN_IMAGE_MESSAGE,
  replacementName,
  safeFileName,
  type DocumentFolder,
} from '../../src/domain/documents';
import { sniffImageType } from '../../src/domain/file-signatures';

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
  it('has the size limits and the accept lists', () => {
    expect(MAX_PHOTO_BYTES).toBe(5 * 1024 * 1024);
    expect(MAX_PHOTO_SIZE).toBe('5 MB');
    expect(MAX_DOCUMENT_BYTES).toBe(20 * 1024 * 1024);
    expect(DOCUMENT_ACCEPT).toBe('.pdf,.doc,.docx,.xls,.xlsx,.odt,.ods,.txt,.csv');
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg,image/gif,image/webp');
  });

  it.each([
    ['minutes.pdf', 'pdf'],
    ['Report.PDF', 'pdf'],
    ['a.doc', 'doc'],
    ['a.docx', 'docx'],
    ['b.xls', 'xls'],
    ['b.xlsx', 'xlsx'],
    ['c.odt', 'odt'],
    ['c.ods', 'ods'],
    ['notes.txt', 'txt'],
    ['ledger.2024.csv', 'csv'],
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

describe('checkUpload: what every document store keeps, and the type it serves', () => {
  const upload = (folder: string, fileName: string, content: Uint8Array) => ({ folder, fileName, bytes: content });

  it.each([
    ['minutes.pdf', 'application/pdf'],
    ['a.doc', 'application/msword'],
    ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['b.xls', 'application/vnd.ms-excel'],
    ['b.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['c.odt', 'application/vnd.oasis.opendocument.text'],
    ['c.ods', 'application/vnd.oasis.opendocument.spreadsheet'],
    ['notes.TXT', 'text/plain'],
    ['ledger.csv', 'text/csv'],
  ])('serves a document %j as %j, whatever was declared', (name, type) => {
    expect(checkUpload(upload('treasury-report', name, text('x')))).toEqual(ok(type));
  });

  it('serves a photo as its content proves, and refuses one that is no image', () => {
    expect(checkUpload(upload('website-assets', 'me.jpg', PNG))).toEqual(ok('image/png'));
    expect(checkUpload(upload('website-assets', 'me.png', text('hello')))).toEqual(notAnImage);
  });

  it('refuses an unknown folder, an empty file and an unknown kind', () => {
    expect(checkUpload(upload('private', 'a.pdf', text('x')))).toEqual(err({ type: 'InvalidKey', message: 'That folder is not allowed.' }));
    expect(checkFolder('toString')).toEqual(err({ type: 'InvalidKey', message: 'That folder is not allowed.' }));
    expect(checkUpload(upload('meeting-minutes', 'a.pdf', new Uint8Array()))).toEqual(
      err({ type: 'EmptyFile', message: 'The file is empty.' }),
    );
    expect(checkUpload(upload('meeting-minutes', 'a.exe', text('x'))).isErr()).toBe(true);
  });
});

describe('checkDocumentFile and checkPhotoFile: the server also checks the declared type and the content', () => {
  const file = (fileName: string, contentType: string, content: Uint8Array) => ({ fileName, contentType, bytes: content });

  it('takes a document whose declared type and content fit its name', () => {
    expect(checkDocumentFile(file('a.pdf', 'application/pdf', text('%PDF-1.7')))).toEqual(ok('pdf'));
    expect(checkDocumentFile(file('a.csv', 'application/vnd.ms-excel; charset=x', text('a,b')))).toEqual(ok('csv'));
    expect(checkDocumentFile(file('a.txt', '', text('hello')))).toEqual(ok('txt'));
  });

  it('refuses a declared type that does not fit the name, and content that is not the kind', () => {
    expect(checkDocumentFile(file('a.pdf', 'text/html', text('%PDF-1.7')))).toEqual(
      err({ type: 'UnsupportedDocument', message: "The file's type (text/html) does not match its name (.pdf)." }),
    );
    expect(checkDocumentFile(file('a.docx', '', text('%PDF-1.7')))).toEqual(
      err({ type: 'UnsupportedDocument', message: "The file's content is not a .docx file: please choose the document itself." }),
    );
  });

  it('takes a photo named and declared as an image, or undeclared, and refuses anything else', () => {
    expect(checkPhotoFile(file('me.jpeg', 'image/png', PNG))).toEqual(ok('image/png'));
    expect(checkPhotoFile(file('me', 'application/octet-stream', GIF))).toEqual(ok('image/gif'));
    expect(checkPhotoFile(file('me.svg', 'image/png', PNG))).toEqual(notAnImage);
    expect(checkPhotoFile(file('me.png', 'image/svg+xml', PNG))).toEqual(notAnImage);
  });
});

describe('displayName: the name a stored file is shown and downloaded as', () => {
  it.each([
    ['March 2026.pdf', 'March 2026.pdf'],
    ['C:\\fakepath\\März 2026.pdf', 'März 2026.pdf'],
    ['../minutes.pdf', 'minutes.pdf'],
    ['  spaced.pdf  ', 'spaced.pdf'],
    ['tab\tand\nnewline.pdf', 'tabandnewline.pdf'],
    ['next\u0085line and del\u007f.pdf', 'nextline and del.pdf'],
    ['\u0001\u0002', 'file'],
  ])('shows %j as %j', (name, shown) => {
    expect(displayName(name)).toBe(shown);
  });

  it('property: no folders, no control character (C0, DEL or C1), never empty, at most 200 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (name) => {
        const shown = displayName(name);
        expect(shown).not.toMatch(/[/\\\p{Cc}]/u);
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.length).toBeLessThanOrEqual(200);
      }),
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
    '/meeting-minutes/a.pdf',
    'meeting-minutes/../x',
    'meeting-minutes/..',
    'meeting-minutes/.',
    '../meeting-minutes/a',
    'meeting-minutes\\a.pdf',
    'meeting-minutes/a\u0000.pdf',
    'meeting-minutes/a\n.pdf',
    'meeting-minutes/a\u0085b',
    'meeting-minutes/',
    'meeting-minutes//a',
    'meeting-minutes/a/b',
    'private/a.pdf',
    'meeting-minutes',
    '',
    `meeting-minutes/${'a'.repeat(400)}`,
  ])('refuses %j', (key) => {
    expect(checkKey(key)).toEqual(invalid);
  });

  const segment = fc.string({ maxLength: 12 });
  const folderPrefix = fc.constantFrom(...FOLDERS.map((f) => `${f}/`), '');
  const control = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constantFrom(0x7f), fc.integer({ min: 0x80, max: 0x9f }));
  const hostile = fc.oneof(
    fc
      .tuple(fc.array(segment, { maxLength: 3 }), fc.array(segment, { maxLength: 3 }))
      .map(([before, after]) => [...before, '..', ...after].join('/')),
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

describe('replacementName: a replacement keeps the name members know', () => {
  it('keeps the shown name, taking the new file’s extension when it differs', () => {
    expect(replacementName('March 2026.pdf', 'march-final.pdf')).toBe('March 2026.pdf');
    expect(replacementName('March 2026.pdf', 'MARCH.PDF')).toBe('March 2026.pdf');
    expect(replacementName('March 2026.pdf', 'march-final.docx')).toBe('March 2026.docx');
    expect(replacementName('Q1 report', 'q1.csv')).toBe('Q1 report.csv');
    expect(replacementName('.pdf', 'new.txt')).toBe('file.txt');
    expect(replacementName('Budget.xlsx', 'C:\\fakepath\\budget')).toBe('Budget.xlsx');
  });

  it('always ends with the new file’s extension when it has one, and keeps the old name’s stem', () => {
    const stem = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => displayName(s) === s && !s.includes('.'));
    const ext = fc.constantFrom('.pdf', '.docx', '.txt', '.csv', '.xlsx');
    fc.assert(
      fc.property(stem, ext, ext, (name, oldExt, newExt) => {
        const replaced = replacementName(`${name}${oldExt}`, `upload${newExt}`);
        expect(replaced).toBe(`${name}${newExt}`);
      }),
    );
  });
});
