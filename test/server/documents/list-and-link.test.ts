import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredDocument } from '../../../src/application/ports/document-store.port';
import { PNG_BYTES, TEXT_BYTES } from '../../contracts/document-store.contract';
import { documentWorld, uploadForm, type DocumentWorld } from '../../support/document-world';

describe('GET /documents and POST /documents/link', () => {
  let w: DocumentWorld;
  beforeEach(async () => {
    w = await documentWorld();
  });
  afterEach(async () => w.dispose());

  const upload = async (folder: string, name: string, bytes = TEXT_BYTES): Promise<StoredDocument> =>
    (await w.app.request('/documents', { method: 'POST', body: uploadForm(folder, name, bytes), headers: w.as('admin') })).json();
  const list = (folder: string, role: 'member' | 'admin' = 'member') =>
    w.app.request(`/documents?folder=${folder}`, { headers: w.as(role) });
  const link = (body: unknown, headers: Record<string, string> = {}) =>
    w.app.request('/documents/link', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { ...w.as('member'), 'Content-Type': 'application/json', ...headers },
    });

  it('lists a folder for a member, newest first, and only that folder', async () => {
    const older = await upload('meeting-minutes', 'January.pdf');
    w.clock.advance(60_000);
    const newer = await upload('meeting-minutes', 'February.pdf');
    const report = await upload('treasury-report', 'Q1.csv');
    const minutes = await list('meeting-minutes');
    expect(minutes.status).toBe(200);
    expect(await minutes.json()).toEqual([newer, older]);
    expect(await (await list('treasury-report')).json()).toEqual([report]);
  });

  it('lists officer photos for an admin only, each with its public URL', async () => {
    const photo = await upload('website-assets', 'me.png', PNG_BYTES);
    expect(await (await list('website-assets', 'admin')).json()).toEqual([photo]);
    expect((await list('website-assets', 'member')).status).toBe(403);
  });

  it('answers 400 for a folder that is not one of ours, or none', async () => {
    for (const folder of ['', 'public', '../meeting-minutes', 'meeting-minutes/']) {
      const response = await list(encodeURIComponent(folder));
      expect(response.status).toBe(400);
      expect((await response.json()).error.type).toBe('InvalidKey');
    }
    expect((await w.app.request('/documents', { headers: w.as('member') })).status).toBe(400);
  });

  it('signs a link for 900 s by default, or the lifetime asked for up to 7 days', async () => {
    const { key } = await upload('meeting-minutes', 'March.pdf');
    const response = await link({ key });
    expect(response.status).toBe(200);
    const body = await response.json();
    const holder = `m.${w.member.id}`;
    expect(body).toEqual({
      url: expect.stringMatching(
        new RegExp(`^http://localhost:8787/files/meeting-minutes/.+\\?expires=\\d+&holder=${holder}&signature=[\\w-]+$`),
      ),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(body.expiresAt)).toBe(Math.floor(w.clock.now() / 1000) * 1000 + 900_000);
    const week = await (await link({ key, expiresIn: 7 * 24 * 3600 })).json();
    expect(Date.parse(week.expiresAt)).toBe(Math.floor(w.clock.now() / 1000) * 1000 + 7 * 24 * 3600_000);
  });

  it('refuses a lifetime over 7 days, zero, negative or fractional with 400 ExpiryTooLong', async () => {
    const { key } = await upload('meeting-minutes', 'March.pdf');
    for (const expiresIn of [7 * 24 * 3600 + 1, 0, -5, 1.5]) {
      const response = await link({ key, expiresIn });
      expect(response.status).toBe(400);
      expect((await response.json()).error.type).toBe('ExpiryTooLong');
    }
  });

  it('answers 404 for a key not stored, and 400 for a path outside the member folders', async () => {
    expect((await link({ key: 'meeting-minutes/none.pdf' })).status).toBe(404);
    const photo = await upload('website-assets', 'me.png', PNG_BYTES);
    for (const key of [
      '../x.pdf',
      '/meeting-minutes/x.pdf',
      'meeting-minutes/../treasury-report/x.pdf',
      'meeting-minutes\\x.pdf',
      photo.key,
    ]) {
      const response = await link({ key });
      expect(response.status).toBe(400);
      expect((await response.json()).error.type).toBe('InvalidKey');
    }
  });

  it('answers 400 for a body that is not JSON or lacks the key, and 415 for another content type', async () => {
    expect((await link('{not json')).status).toBe(400);
    const missing = await link({ expiresIn: 60 });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatchObject({ type: 'InvalidBody', fields: { key: 'Please name the file.' } });
    expect((await link({ key: 'meeting-minutes/x.pdf', expiresIn: '60' })).status).toBe(400);
    expect((await link('key=x', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await link({ key: 'x' }, { Origin: 'https://evil.example' })).status).toBe(403);
  });
});
