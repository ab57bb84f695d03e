import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../../src/domain/download-links';
import { PNG_BYTES, TEXT_BYTES } from '../../contracts/document-store.contract';
import { appWorld } from '../../support/app-world';
import { documentWorld, uploadForm, type DocumentWorld } from '../../support/document-world';

describe('GET /files/*', () => {
  let w: DocumentWorld;
  beforeEach(async () => {
    w = await documentWorld();
  });
  afterEach(async () => w.dispose());

  const upload = async (folder: string, name: string, bytes = TEXT_BYTES) =>
    (await w.app.request('/documents', { method: 'POST', body: uploadForm(folder, name, bytes), headers: w.as('admin') })).json();
  const linkTo = async (key: string, expiresIn?: number): Promise<string> =>
    (
      await (
        await w.app.request('/documents/link', {
          method: 'POST',
          body: JSON.stringify({ key, expiresIn }),
          headers: { ...w.as('member'), 'Content-Type': 'application/json' },
        })
      ).json()
    ).url;

  it('serves a document through its signed link as an attachment, typed, never sniffed, never cached', async () => {
    const { key } = await upload('meeting-minutes', 'Minutes – März "final".pdf');
    const response = await w.app.request(await linkTo(key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Minutes _ M_rz _final_.pdf"; filename*=UTF-8''Minutes%20%E2%80%93%20M%C3%A4rz%20%22final%22.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(TEXT_BYTES);
  });

  it('refuses a link once it has expired (by the clock): 403', async () => {
    const { key } = await upload('meeting-minutes', 'March.pdf');
    const url = await linkTo(key, 60);
    w.clock.advance(60_000);
    expect((await w.app.request(url)).status).toBe(200);
    w.clock.advance(1_000);
    const expired = await w.app.request(url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ error: { type: 'Unauthorized', message: 'Unauthorized' } });
  });

  it('refuses a link re-pointed at another key, with its expiry moved, or without its signature: 403', async () => {
    const [a, b] = [await upload('meeting-minutes', 'a.pdf'), await upload('treasury-report', 'b.csv')];
    const url = await linkTo(a.key);
    const tampered = [
      url.replace(a.key, b.key),
      url.replace(/expires=(\d+)/, (_, s: string) => `expires=${Number(s) + 3600}`),
      url.split('?')[0]!,
      url.replace(/signature=[\w-]+/, 'signature='),
      `${url}&expires=99999999999`,
    ];
    for (const forged of tampered) expect((await w.app.request(forged)).status).toBe(403);
  });

  it('serves officer photos to anyone without a signature, inline and cacheable', async () => {
    const photo = await upload('website-assets', 'me.png', PNG_BYTES);
    const response = await w.app.request(photo.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="me.png"; filename*=UTF-8''me.png`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never climbs out of the store: traversal, absolute and encoded paths are refused, never served', async () => {
    await upload('meeting-minutes', 'March.pdf');
    const paths = [
      '/files/../package.json',
      '/files/%2e%2e/%2e%2e/package.json',
      '/files/website-assets/..%2F..%2Fchapter.sqlite',
      '/files/website-assets/..%2f.link-secret',
      '/files//etc/passwd',
      '/files/%2Fetc%2Fpasswd',
      '/files/.link-secret',
      '/files/.incoming/x.part',
      '/files/website-assets/%E0%A4%A',
      '/files/website-assets/a%5C..%5C..%5Cchapter.sqlite',
      '/files/website-assets/x%00.png',
    ];
    for (const path of paths) {
      const response = await w.app.request(path);
      expect([400, 403, 404]).toContain(response.status);
      const text = await response.text();
      expect(text).not.toContain('SQLite');
      expect(text).not.toContain('"name": "alumni-chapter"');
    }
  });

  it('answers 404 for a photo that is not stored, and when the app has no file server', async () => {
    expect((await w.app.request('/files/website-assets/id-999-none.png')).status).toBe(404);
    expect((await appWorld().app.request('/files/website-assets/id-1-x.png')).status).toBe(404);
  });

  it('writes a Content-Disposition no file name can break out of', () => {
    expect(contentDisposition('attachment', 'a"\r\nSet-Cookie: x=1.pdf')).toBe(
      `attachment; filename="a___Set-Cookie: x=1.pdf"; filename*=UTF-8''a%22%0D%0ASet-Cookie%3A%20x%3D1.pdf`,
    );
    expect(contentDisposition('inline', "it's (1)*.png")).toBe(
      `inline; filename="it's (1)*.png"; filename*=UTF-8''it%27s%20%281%29%2A.png`,
    );
  });
});
