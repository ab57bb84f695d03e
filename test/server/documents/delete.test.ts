import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredDocument } from '../../../src/application/ports/document-store.port';
import { TEST_ADMIN } from '../../support/app-world';
import { PNG_BYTES, TEXT_BYTES } from '../../contracts/document-store.contract';
import { documentWorld, uploadForm, type DocumentWorld } from '../../support/document-world';

describe('POST /documents/delete', () => {
  let w: DocumentWorld;
  beforeEach(async () => {
    w = await documentWorld();
  });
  afterEach(async () => w.dispose());

  const upload = async (folder: string, name: string, bytes = TEXT_BYTES): Promise<StoredDocument> =>
    (await w.app.request('/documents', { method: 'POST', body: uploadForm(folder, name, bytes), headers: w.as('admin') })).json();
  const remove = (body: unknown, role: 'visitor' | 'member' | 'admin' = 'admin', headers: Record<string, string> = {}) =>
    w.app.request('/documents/delete', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { ...w.as(role), 'Content-Type': 'application/json', ...headers },
    });
  const listed = async (folder: 'meeting-minutes' | 'treasury-report') => (await w.store.list(folder))._unsafeUnwrap();
  const documentLog = () => w.logs.flatMap((line) => (line.document ? [line.document] : []));

  it('deletes minutes for an admin: 204, the file is no longer listed, and a member link made before answers 404', async () => {
    const [kept, gone] = [await upload('meeting-minutes', 'January.pdf'), await upload('meeting-minutes', 'February.pdf')];
    const linkRequest = {
      method: 'POST',
      body: JSON.stringify({ key: gone.key }),
      headers: { ...w.as('member'), 'Content-Type': 'application/json' },
    };
    const earlier = (await (await w.app.request('/documents/link', linkRequest)).json()) as { url: string };
    expect((await w.app.request(earlier.url)).status).toBe(200);
    const response = await remove({ key: gone.key });
    expect(response.status).toBe(204);
    expect(await listed('meeting-minutes')).toEqual([kept]);
    expect((await w.app.request(earlier.url)).status).toBe(404);
    const members = await w.app.request('/documents?folder=meeting-minutes', { headers: w.as('member') });
    expect(await members.json()).toEqual([kept]);
  });

  it('records who uploaded and who deleted what in the server log, by account id (never an e-mail address)', async () => {
    const report = await upload('treasury-report', 'Q1.csv');
    expect((await remove({ key: report.key })).status).toBe(204);
    const by = (await w.deps.identity.authenticate((w.as('admin').Authorization ?? '').replace('Bearer ', '')))._unsafeUnwrap().userId;
    expect(documentLog()).toEqual([
      { action: 'uploaded', key: report.key, name: 'Q1.csv', by },
      { action: 'deleted', key: report.key, by },
    ]);
    expect(JSON.stringify(w.logs)).not.toContain(TEST_ADMIN);
  });

  it('refuses a member (403) and a visitor (401), keeps the file, and logs no deletion', async () => {
    const stored = await upload('meeting-minutes', 'March.pdf');
    expect((await remove({ key: stored.key }, 'member')).status).toBe(403);
    expect((await remove({ key: stored.key }, 'visitor')).status).toBe(401);
    expect(await listed('meeting-minutes')).toEqual([stored]);
    expect(documentLog().map((entry) => entry.action)).toEqual(['uploaded']);
  });

  it('answers 404 for a key with nothing stored, and 400 for one outside the member folders or officer photos', async () => {
    const missing = await remove({ key: 'meeting-minutes/none.pdf' });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.type).toBe('NotFound');
    const photo = await upload('website-assets', 'me.png', PNG_BYTES);
    for (const key of [photo.key, '../x.pdf', 'other/x.pdf']) expect((await remove({ key })).status).toBe(400);
    expect((await w.store.list('website-assets'))._unsafeUnwrap()).toEqual([photo]);
  });

  it('holds to the checks of every JSON change: not JSON 400, no key 400, another content type 415, another site 403', async () => {
    const stored = await upload('meeting-minutes', 'March.pdf');
    expect((await remove('{not json')).status).toBe(400);
    const noKey = await remove({});
    expect(noKey.status).toBe(400);
    expect((await noKey.json()).error).toMatchObject({ type: 'InvalidBody', fields: { key: 'Please name the file.' } });
    expect((await remove(`key=${stored.key}`, 'admin', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await remove({ key: stored.key }, 'admin', { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await listed('meeting-minutes')).toEqual([stored]);
  });
});
