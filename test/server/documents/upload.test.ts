import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { errAsync } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskDocumentStore } from '../../../src/adapters/files/disk-document-store';
import { createApp } from '../../../src/server/app';
import { MAX_DOCUMENT_BYTES, MAX_PHOTO_BYTES, NOT_AN_IMAGE_MESSAGE } from '../../../src/domain/documents';
import { UPLOAD_LIMIT_BYTES } from '../../../src/server/routes/document.routes';
import { simplePdf } from '../../../src/server/seed/simple-pdf';
import { PNG_BYTES, TEXT_BYTES, XLSX_BYTES } from '../../contracts/document-store.contract';
import { documentWorld, uploadForm, type DocumentWorld } from '../../support/document-world';

describe('POST /documents', () => {
  let w: DocumentWorld;
  beforeEach(async () => {
    w = await documentWorld();
  });
  afterEach(async () => w.dispose());

  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    w.app.request('/documents', { method: 'POST', body, headers: { ...w.as('admin'), ...headers } });
  const listed = async (folder: string) => (await w.store.list(folder as 'meeting-minutes'))._unsafeUnwrap();
  /** Every file under the store's folders (the temporary folder included): nothing written means []. */
  const filesOnDisk = () =>
    ['meeting-minutes', 'treasury-report', 'website-assets', '.incoming'].flatMap((folder) => readdirSync(join(w.root, folder)));

  it('stores minutes and a treasury report for an admin: 201 with the stored document, then listed', async () => {
    const response = await post(uploadForm('meeting-minutes', 'March 2026.pdf', TEXT_BYTES));
    expect(response.status).toBe(201);
    const stored = await response.json();
    expect(stored).toMatchObject({ name: 'March 2026.pdf', size: TEXT_BYTES.length, contentType: 'application/pdf' });
    expect(stored.key).toMatch(/^meeting-minutes\/id-\d+-March-2026\.pdf$/);
    expect(stored.publicUrl).toBeUndefined();
    expect(await listed('meeting-minutes')).toEqual([stored]);
    const report = await post(uploadForm('treasury-report', 'Q1.xlsx', XLSX_BYTES, 'application/octet-stream'));
    expect(report.status).toBe(201);
    expect(await report.json()).toMatchObject({ contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  });

  it('stores an officer photo by what its bytes prove, with a public URL that serves it inline', async () => {
    const response = await post(uploadForm('website-assets', 'me.jpg', PNG_BYTES, 'image/jpeg'));
    expect(response.status).toBe(201);
    const photo = await response.json();
    expect(photo).toMatchObject({ contentType: 'image/png', publicUrl: `http://localhost:8787/files/${photo.key}` });
    const served = await w.app.request(photo.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it("refuses text under an image name with 400 'Please select an image file', and writes nothing", async () => {
    const response = await post(uploadForm('website-assets', 'me.png', TEXT_BYTES, 'image/png'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { type: 'InvalidFile', message: NOT_AN_IMAGE_MESSAGE } });
    expect(filesOnDisk()).toEqual([]);
  });

  it('sniffs a document: content that is not what its name says, or a declared type that does not fit the name, is refused with 400 and nothing is written', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const cases: [FormData, string][] = [
      [uploadForm('meeting-minutes', 'minutes.pdf', html), "The file's content is not a .pdf file: please choose the document itself."],
      [
        uploadForm('meeting-minutes', 'minutes.pdf', PNG_BYTES, 'application/pdf'),
        "The file's content is not a .pdf file: please choose the document itself.",
      ],
      [
        uploadForm('treasury-report', 'report.xlsx', TEXT_BYTES),
        "The file's content is not a .xlsx file: please choose the document itself.",
      ],
      [
        uploadForm('treasury-report', 'report.docx', XLSX_BYTES),
        "The file's content is not a .docx file: please choose the document itself.",
      ],
      [
        uploadForm('treasury-report', 'report.doc', TEXT_BYTES),
        "The file's content is not a .doc file: please choose the document itself.",
      ],
      [
        uploadForm('treasury-report', 'ledger.csv', PNG_BYTES, 'text/csv'),
        "The file's content is not a .csv file: please choose the document itself.",
      ],
      [
        uploadForm('treasury-report', 'ledger.csv', XLSX_BYTES, 'text/csv'),
        "The file's content is not a .csv file: please choose the document itself.",
      ],
      [
        uploadForm('meeting-minutes', 'minutes.pdf', TEXT_BYTES, 'text/html'),
        "The file's type (text/html) does not match its name (.pdf).",
      ],
      [
        uploadForm('meeting-minutes', 'notes.txt', TEXT_BYTES, 'application/pdf'),
        "The file's type (application/pdf) does not match its name (.txt).",
      ],
      [uploadForm('website-assets', 'photo.html', PNG_BYTES, 'image/png'), NOT_AN_IMAGE_MESSAGE],
      [uploadForm('website-assets', 'photo.png', PNG_BYTES, 'text/html'), NOT_AN_IMAGE_MESSAGE],
    ];
    for (const [form, message] of cases) {
      const response = await post(form);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { type: 'InvalidFile', message } });
    }
    expect(filesOnDisk()).toEqual([]);
    expect(await listed('meeting-minutes')).toEqual([]);
    expect(await listed('treasury-report')).toEqual([]);
  });

  it('accepts each document kind whose content is what its name says', async () => {
    const ole2 = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const odt = new TextEncoder().encode('PK\u0003\u0004.........................mimetypeapplication/vnd.oasis.opendocument.text');
    const accepted: FormData[] = [
      uploadForm('meeting-minutes', 'minutes.pdf', simplePdf('Minutes', ['April'])),
      uploadForm('meeting-minutes', 'minutes.doc', ole2, 'application/msword'),
      uploadForm('meeting-minutes', 'minutes.odt', odt, ''),
      uploadForm('treasury-report', 'report.xls', ole2),
      uploadForm('treasury-report', 'report.xlsx', XLSX_BYTES, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      uploadForm('treasury-report', 'ledger.csv', new TextEncoder().encode('date,amount\n2026-04-01,50.00\n'), 'application/vnd.ms-excel'),
      uploadForm('treasury-report', 'notes.txt', Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x0a]), 'text/plain; charset=windows-1252'),
    ];
    for (const form of accepted) expect((await post(form)).status).toBe(201);
  });

  it('refuses an empty file, an unsupported kind and a photo over 5 MB with 400, and writes nothing', async () => {
    const cases = [
      uploadForm('meeting-minutes', 'empty.pdf', new Uint8Array()),
      uploadForm('treasury-report', 'setup.exe', TEXT_BYTES),
      uploadForm('meeting-minutes', 'notes.png', PNG_BYTES, 'image/png'),
      uploadForm('website-assets', 'big.png', new Uint8Array(MAX_PHOTO_BYTES + 1).fill(7), 'image/png'),
    ];
    for (const form of cases) {
      const response = await post(form);
      expect(response.status).toBe(400);
      expect((await response.json()).error.type).toBe('InvalidFile');
    }
    expect(filesOnDisk()).toEqual([]);
  });

  it('never lets a file name choose the path: ../, absolute and backslash names land under a generated key', async () => {
    const names = {
      '../../website-assets/evil.pdf': 'evil.pdf',
      '/etc/passwd.txt': 'passwd.txt',
      '..\\..\\boot.ini.txt': 'boot.ini.txt',
      '....//x.pdf': 'x.pdf',
    };
    for (const [fileName, shown] of Object.entries(names)) {
      const response = await post(uploadForm('meeting-minutes', fileName, TEXT_BYTES));
      expect(response.status).toBe(201);
      const { key, name } = await response.json();
      expect(name).toBe(shown);
      expect(key).toMatch(/^meeting-minutes\/id-\d+-[\w.-]+$/);
      expect(key).not.toContain('..');
    }
    expect(readdirSync(join(w.root, 'meeting-minutes'))).toHaveLength(4);
    expect(['treasury-report', 'website-assets', '.incoming'].flatMap((folder) => readdirSync(join(w.root, folder)))).toEqual([]);
    expect(readdirSync(join(w.root, '..')).sort()).toEqual(['chapter.sqlite', 'chapter.sqlite-shm', 'chapter.sqlite-wal', 'files']);
  });

  it('refuses a body over the limit with 413 from its Content-Length, before reading it, and writes nothing', async () => {
    const started = performance.now();
    const response = await post(new Uint8Array(UPLOAD_LIMIT_BYTES + 1_000_000), {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': String(UPLOAD_LIMIT_BYTES + 1_000_000),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.type).toBe('PayloadTooLarge');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(filesOnDisk()).toEqual([]);
  });

  it('stops reading a streamed body (no Content-Length) as soon as it passes the limit: 413, nothing written', async () => {
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > MAX_DOCUMENT_BYTES * 4) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const form = uploadForm('meeting-minutes', 'huge.pdf', new Uint8Array(MAX_DOCUMENT_BYTES + 1_000_000));
    const multipart = new Request('http://x', { method: 'POST', body: form });
    const response = await w.app.request('/documents', {
      method: 'POST',
      body,
      headers: { ...w.as('admin'), 'Content-Type': multipart.headers.get('content-type')! },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(UPLOAD_LIMIT_BYTES + 2 * chunk.length);
    expect(filesOnDisk()).toEqual([]);
  });

  it('answers 400 for a body that is not multipart, a missing file and an unknown folder', async () => {
    const notMultipart = await post(JSON.stringify({ folder: 'meeting-minutes' }), { 'Content-Type': 'application/json' });
    expect(notMultipart.status).toBe(400);
    expect((await notMultipart.json()).error.type).toBe('InvalidBody');
    const noFile = new FormData();
    noFile.append('folder', 'meeting-minutes');
    noFile.append('file', 'just text');
    const missing = await post(noFile);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({ file: 'Please choose a file.' });
    const other = await post(uploadForm('../public', 'a.pdf', TEXT_BYTES));
    expect(other.status).toBe(400);
    expect(Object.keys((await other.json()).error.fields)).toEqual(['folder']);
    expect(filesOnDisk()).toEqual([]);
  });

  it('refuses an upload sent from another site (Origin, Sec-Fetch-Site) with 403, and takes one from the address the browser used', async () => {
    const response = await post(uploadForm('meeting-minutes', 'a.pdf', TEXT_BYTES), { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await response.json()).error.type).toBe('CrossSiteRequest');
    const crossSite = await post(uploadForm('meeting-minutes', 'a.pdf', TEXT_BYTES), { 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const own = await post(uploadForm('meeting-minutes', 'a.pdf', TEXT_BYTES), { Origin: 'http://localhost:8787' });
    expect(own.status).toBe(201);
    const lan = await post(uploadForm('meeting-minutes', 'b.pdf', TEXT_BYTES), {
      Host: '192.168.1.20:8787',
      Origin: 'http://192.168.1.20:8787',
    });
    expect(lan.status).toBe(201);
  });

  it('answers 503 when the index cannot store the document, and nothing is listed', async () => {
    const failing = await DiskDocumentStore.open({
      root: w.root,
      publicUrl: 'http://localhost:8787',
      clock: w.clock,
      ids: w.deps.ids,
      index: {
        list: (f) => w.index.list(f),
        find: (k) => w.index.find(k),
        add: () => errAsync({ type: 'Unavailable', message: 'The database is unavailable.' }),
        remove: (k) => w.index.remove(k),
      },
    });
    const app = createApp({ ...w.deps, documents: failing, files: failing });
    const response = await app.request('/documents', {
      method: 'POST',
      body: uploadForm('meeting-minutes', 'a.pdf', TEXT_BYTES),
      headers: w.as('admin'),
    });
    expect(response.status).toBe(503);
    expect(await listed('meeting-minutes')).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
  });
});
