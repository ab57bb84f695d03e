import { ok, type ResultAsync } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkKey, MAX_DOCUMENT_BYTES, NOT_AN_IMAGE_MESSAGE } from '../../src/domain/documents';
import type { DocumentStore, DocumentStoreError, Upload } from '../../src/application/ports/document-store.port';

/** A file as a browser downloads it through a link. */
export interface Download {
  readonly name: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** What a document store suite needs: the port over an empty store, a browser to open links, the store's clock. */
export interface DocumentStoreHarness {
  readonly store: DocumentStore;
  /** Follows a link as a browser would: the file, or an error for an expired, altered or unsigned link. */
  readonly open: (url: string) => ResultAsync<Download, DocumentStoreError>;
  /** The store's clock (milliseconds since the epoch) and a way to move it on. */
  readonly now: () => number;
  readonly advance: (milliseconds: number) => void;
  readonly dispose?: () => Promise<void>;
}

export const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
/** A document whose first bytes are a PDF's, as the server's upload check sniffs them (and still text, for .txt and .csv). */
export const TEXT_BYTES = new TextEncoder().encode('%PDF-1.4\nMinutes of the March meeting');

/** The first bytes of a spreadsheet (.xlsx): a ZIP archive whose entries live under `xl/`. */
export const XLSX_BYTES = Uint8Array.from([
  0x50,
  0x4b,
  0x03,
  0x04,
  ...new TextEncoder().encode('....[Content_Types].xml....xl/workbook.xml'),
]);

export const minutes = (fileName = 'March 2026.pdf', bytes = TEXT_BYTES): Upload => ({
  folder: 'meeting-minutes',
  fileName,
  // What a browser declares: the PDF type for a .pdf; for other names, the type it does not know.
  contentType: fileName.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream',
  bytes,
});

/**
 * The DocumentStore contract: every adapter behaves like this. `make()` is called before each test
 * and gives the port over an EMPTY store.
 */
export function documentStoreContract(name: string, make: () => Promise<DocumentStoreHarness>): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let h: DocumentStoreHarness;
    beforeEach(async () => {
      h = await make();
    });
    afterEach(async () => h.dispose?.());
    const upload = async (file: Upload, signal?: AbortSignal) => (await h.store.upload(file, signal))._unsafeUnwrap();
    const listed = async (folder: Upload['folder']) => (await h.store.list(folder))._unsafeUnwrap();

    it('stores a document under a key it generates in the folder, privately, and lists it', async () => {
      const stored = await upload(minutes());
      expect(stored).toMatchObject({ name: 'March 2026.pdf', size: TEXT_BYTES.length, contentType: 'application/pdf' });
      expect(stored.key.startsWith('meeting-minutes/') && checkKey(stored.key).isOk()).toBe(true);
      expect(Number.isNaN(Date.parse(stored.uploadedAt))).toBe(false);
      expect(stored.publicUrl).toBeUndefined();
      expect(await listed('meeting-minutes')).toEqual([stored]);
      expect(await listed('treasury-report')).toEqual([]);
    });

    it('never lets the file name choose the path', async () => {
      for (const fileName of ['../../website-assets/evil.pdf', '/etc/passwd.txt', 'a\\..\\..\\b.pdf']) {
        const stored = await upload(minutes(fileName));
        expect(stored.key.startsWith('meeting-minutes/') && checkKey(stored.key).isOk()).toBe(true);
        expect(stored.key).not.toContain('..');
      }
      expect(await listed('website-assets')).toEqual([]);
    });

    it("shows a file under the chosen file's own name, without its folders or control characters (the domain's displayName)", async () => {
      const stored = await upload(minutes('C:\\fakepath\\Minutes\u0085 March\u0007.txt'));
      expect(stored.name).toBe('Minutes March.txt');
      expect(stored.contentType).toBe('text/plain');
      expect((await listed('meeting-minutes')).map((document) => document.name)).toEqual(['Minutes March.txt']);
    });

    it('gives two uploads of one name different keys, and lists newest first', async () => {
      const older = await upload(minutes());
      h.advance(1_000);
      const newer = await upload(minutes());
      expect(newer.key).not.toBe(older.key);
      expect(await listed('meeting-minutes')).toEqual([newer, older]);
    });

    it('answers Aborted to an upload whose signal is already aborted, and lists nothing', async () => {
      const controller = new AbortController();
      controller.abort();
      expect((await h.store.upload(minutes(), controller.signal))._unsafeUnwrapErr().type).toBe('Aborted');
      expect(await listed('meeting-minutes')).toEqual([]);
    });

    it('answers Aborted to an upload aborted while under way, and lists nothing', async () => {
      const controller = new AbortController();
      const uploading = h.store.upload(minutes(), controller.signal);
      controller.abort();
      expect((await uploading)._unsafeUnwrapErr().type).toBe('Aborted');
      expect(await listed('meeting-minutes')).toEqual([]);
    });

    it('stores an upload whose signal is never aborted', async () => {
      const stored = await upload(minutes(), new AbortController().signal);
      expect(await listed('meeting-minutes')).toEqual([stored]);
    });

    it('refuses an empty, oversized or unsupported document, and stores nothing', async () => {
      const refused = [
        minutes('empty.pdf', new Uint8Array()),
        minutes('big.pdf', new Uint8Array(MAX_DOCUMENT_BYTES + 1)),
        minutes('setup.exe'),
      ];
      for (const file of refused) expect((await h.store.upload(file))._unsafeUnwrapErr().type).toBe('InvalidFile');
      expect(await listed('meeting-minutes')).toEqual([]);
    });

    it('takes an officer photo only if its content is an image, and serves it publicly', async () => {
      const fake = await h.store.upload({ folder: 'website-assets', fileName: 'me.png', contentType: 'image/png', bytes: TEXT_BYTES });
      expect(fake._unsafeUnwrapErr()).toEqual({ type: 'InvalidFile', message: NOT_AN_IMAGE_MESSAGE });
      const photo = await upload({ folder: 'website-assets', fileName: 'me.jpg', contentType: 'image/jpeg', bytes: PNG_BYTES });
      expect(photo).toMatchObject({ contentType: 'image/png', publicUrl: expect.any(String) });
      expect(photo.key.startsWith('website-assets/')).toBe(true);
      expect((await h.open(photo.publicUrl!))._unsafeUnwrap().bytes).toEqual(PNG_BYTES);
    });

    it('signs a download link for 900 s by default, and the link downloads the file', async () => {
      const stored = await upload(minutes());
      const link = (await h.store.downloadLink(stored.key))._unsafeUnwrap();
      expect(Math.abs(Date.parse(link.expiresAt) - (h.now() + 900_000))).toBeLessThanOrEqual(1_000);
      expect((await h.open(link.url))._unsafeUnwrap()).toEqual({
        name: 'March 2026.pdf',
        contentType: 'application/pdf',
        bytes: TEXT_BYTES,
      });
    });

    it('makes a link for a holder (who it is for) that downloads the file like any other', async () => {
      const stored = await upload(minutes());
      const link = (await h.store.downloadLink(stored.key, 60, 'm.100001'))._unsafeUnwrap();
      expect((await h.open(link.url))._unsafeUnwrap()).toEqual({
        name: 'March 2026.pdf',
        contentType: 'application/pdf',
        bytes: TEXT_BYTES,
      });
    });

    it('accepts a lifetime of up to 7 days and refuses a longer one', async () => {
      const stored = await upload(minutes());
      const week = (await h.store.downloadLink(stored.key, 7 * 24 * 3600))._unsafeUnwrap();
      expect(Math.abs(Date.parse(week.expiresAt) - (h.now() + 7 * 24 * 3600_000))).toBeLessThanOrEqual(1_000);
      expect((await h.store.downloadLink(stored.key, 7 * 24 * 3600 + 1))._unsafeUnwrapErr().type).toBe('ExpiryTooLong');
    });

    it('refuses a link once it has expired', async () => {
      const link = (await h.store.downloadLink((await upload(minutes())).key, 60))._unsafeUnwrap();
      expect((await h.open(link.url)).isOk()).toBe(true);
      h.advance(61_000);
      expect((await h.open(link.url))._unsafeUnwrapErr().type).toBe('Unauthorized');
    });

    it('refuses a link re-pointed at another file, or stripped of its signature', async () => {
      const [a, b] = [await upload(minutes('a.pdf')), await upload(minutes('b.txt'))];
      const link = (await h.store.downloadLink(a.key))._unsafeUnwrap();
      expect((await h.open(link.url.replace(a.key, b.key)))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await h.open(link.url.split('?')[0]!))._unsafeUnwrapErr().type).toBe('Unauthorized');
    });

    it('deletes a document for good: no longer listed, no new link, and a link made before no longer downloads it', async () => {
      const [kept, deleted] = [await upload(minutes('kept.pdf')), await upload(minutes('deleted.pdf'))];
      const earlier = (await h.store.downloadLink(deleted.key))._unsafeUnwrap();
      expect(await h.store.delete(deleted.key)).toEqual(ok(undefined));
      expect(await listed('meeting-minutes')).toEqual([kept]);
      expect((await h.store.downloadLink(deleted.key))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await h.open(earlier.url))._unsafeUnwrapErr().type).toBe('NotFound');
      const link = (await h.store.downloadLink(kept.key))._unsafeUnwrap();
      expect((await h.open(link.url))._unsafeUnwrap().bytes).toEqual(TEXT_BYTES);
    });

    it('answers NotFound to deleting a key not stored, or one already deleted, and InvalidKey outside the folders', async () => {
      const stored = await upload(minutes());
      expect((await h.store.delete('meeting-minutes/none.pdf'))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await h.store.delete(stored.key)).isOk()).toBe(true);
      expect((await h.store.delete(stored.key))._unsafeUnwrapErr().type).toBe('NotFound');
      for (const key of ['../x.pdf', 'meeting-minutes/../treasury-report/x.pdf', 'other/x.pdf']) {
        expect((await h.store.delete(key))._unsafeUnwrapErr().type).toBe('InvalidKey');
      }
    });

    it('answers NotFound for a key not stored and InvalidKey for one outside the folders', async () => {
      expect((await h.store.downloadLink('meeting-minutes/none.pdf'))._unsafeUnwrapErr().type).toBe('NotFound');
      for (const key of ['../x.pdf', '/meeting-minutes/x.pdf', 'meeting-minutes/../treasury-report/x.pdf', 'other/x.pdf']) {
        expect((await h.store.downloadLink(key))._unsafeUnwrapErr().type).toBe('InvalidKey');
      }
    });
  });
}
