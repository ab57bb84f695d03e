import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/domain/access';
import { PNG_BYTES, TEXT_BYTES } from '../../contracts/document-store.contract';
import { documentWorld, uploadForm, type DocumentWorld } from '../../support/document-world';

/** One request each operation makes, given who sends it (the headers) and a stored document and photo. */
type Operation = (w: DocumentWorld, headers: Record<string, string>, fixtures: Fixtures) => Response | Promise<Response>;
interface Fixtures {
  readonly signedUrl: string;
  readonly documentKey: string;
  readonly photoUrl: string;
}

const json = (body: unknown) => JSON.stringify(body);
const OPERATIONS: Readonly<Record<string, Operation>> = {
  'upload minutes': (w, h) =>
    w.app.request('/documents', { method: 'POST', headers: h, body: uploadForm('meeting-minutes', 'a.pdf', TEXT_BYTES) }),
  'upload a photo': (w, h) =>
    w.app.request('/documents', { method: 'POST', headers: h, body: uploadForm('website-assets', 'a.png', PNG_BYTES) }),
  'list minutes': (w, h) => w.app.request('/documents?folder=meeting-minutes', { headers: h }),
  'list treasury reports': (w, h) => w.app.request('/documents?folder=treasury-report', { headers: h }),
  'list officer photos': (w, h) => w.app.request('/documents?folder=website-assets', { headers: h }),
  'sign a link': (w, h, f) =>
    w.app.request('/documents/link', {
      method: 'POST',
      headers: { ...h, 'Content-Type': 'application/json' },
      body: json({ key: f.documentKey }),
    }),
  'download through a signed link': (w, h, f) => w.app.request(f.signedUrl, { headers: h }),
  'download without a signature': (w, h, f) => w.app.request(`http://localhost:8787/files/${f.documentKey}`, { headers: h }),
  'download an officer photo': (w, h, f) => w.app.request(f.photoUrl, { headers: h }),
};

// SECURITY.md, access control: exactly what spec section 6 allows each role. A link is the
// capability to download (as a browser opens it, without a session); without one nobody downloads.
const EXPECTED: Readonly<Record<string, Readonly<Record<Role, number>>>> = {
  'upload minutes': { visitor: 401, member: 403, admin: 201 },
  'upload a photo': { visitor: 401, member: 403, admin: 201 },
  'list minutes': { visitor: 401, member: 200, admin: 200 },
  'list treasury reports': { visitor: 401, member: 200, admin: 200 },
  'list officer photos': { visitor: 401, member: 403, admin: 200 },
  'sign a link': { visitor: 401, member: 200, admin: 200 },
  'download through a signed link': { visitor: 200, member: 200, admin: 200 },
  'download without a signature': { visitor: 403, member: 403, admin: 403 },
  'download an officer photo': { visitor: 200, member: 200, admin: 200 },
};

describe('documents: operation x role', () => {
  let w: DocumentWorld;
  let fixtures: Fixtures;
  beforeAll(async () => {
    w = await documentWorld();
    const admin = w.as('admin');
    const document = await (await OPERATIONS['upload minutes']!(w, admin, {} as Fixtures)).json();
    const photo = await (await OPERATIONS['upload a photo']!(w, admin, {} as Fixtures)).json();
    const link = await (await OPERATIONS['sign a link']!(w, admin, { documentKey: document.key } as Fixtures)).json();
    fixtures = { signedUrl: link.url, documentKey: document.key, photoUrl: photo.publicUrl };
  });
  afterAll(async () => w.dispose());

  const rows = Object.entries(EXPECTED).flatMap(([operation, byRole]) =>
    (Object.entries(byRole) as [Role, number][]).map(([role, status]) => ({ operation, role, status })),
  );

  it.each(rows)('$operation as $role -> $status', async ({ operation, role, status }) => {
    const response = await OPERATIONS[operation]!(w, w.as(role), fixtures);
    expect(response.status).toBe(status);
    if (status === 401)
      expect((await response.json()).error).toEqual({
        type: 'NotAuthenticated',
        message: 'User needs to be authenticated to call this API.',
      });
    if (status === 403) expect((await response.json()).error).toEqual({ type: 'Unauthorized', message: 'Unauthorized' });
  });
});
