import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredDocument } from '../../../src/application/ports/document-store.port';
import { TEXT_BYTES } from '../../contracts/document-store.contract';
import { sampleMember } from '../../contracts/member-repository.contract';
import { signIn } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';
import { documentWorld, TEST_MEMBER, uploadForm, type DocumentWorld } from '../../support/document-world';

// Review F8: "Member" meant "has an account". The probe: a member signs in, an administrator
// deletes their member record; the member's list, link and download must answer 401/403, a link
// made before must answer 403, and their sessions must be gone.

const WEEK = 7 * 24 * 3600;
const DELETE_MEMBER = 'mutation ($input: DeleteMemberInput!) { deleteMember(input: $input) { id email } }';

describe('deleting a member record ends member access at once', () => {
  let w: DocumentWorld;
  let report: StoredDocument;
  beforeEach(async () => {
    w = await documentWorld();
    const uploaded = await w.app.request('/documents', {
      method: 'POST',
      body: uploadForm('treasury-report', 'Q1 report.pdf', TEXT_BYTES),
      headers: w.as('admin'),
    });
    report = (await uploaded.json()) as StoredDocument;
  });
  afterEach(async () => w.dispose());

  const list = (browser: Browser) => browser.get('/documents?folder=treasury-report');
  const link = async (browser: Browser) => browser.post('/documents/link', { key: report.key, expiresIn: WEEK });
  const deleteRecord = async (id: string) =>
    w.app.request('/graphql', {
      method: 'POST',
      headers: { ...w.as('admin'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: DELETE_MEMBER, variables: { input: { id } } }),
    });
  const errorOf = async (response: Response) => ((await response.json()) as { error: { type: string; message: string } }).error;

  it('the review probe: list, link and download answer 401/403, a link made before answers 403, and the sessions are gone', async () => {
    const member = await signIn(w, TEST_MEMBER);
    expect((await list(member)).status).toBe(200);
    const earlier = (await (await link(member)).json()) as { url: string };
    expect((await w.app.request(earlier.url)).status).toBe(200);

    const deleted = await deleteRecord(w.member.id);
    expect(await deleted.json()).toEqual({ data: { deleteMember: { id: w.member.id, email: TEST_MEMBER } } });

    // The session in the browser and the bearer token are both ended: the member is a visitor now.
    expect((await list(member)).status).toBe(401);
    expect((await link(member)).status).toBe(401);
    expect((await w.app.request('/documents?folder=treasury-report', { headers: w.as('member') })).status).toBe(401);
    expect((await member.get('/auth/me')).status).toBe(401);
    expect((await member.post('/auth/refresh')).status).toBe(401);
    // The week-long link made before the deletion no longer opens, for anyone.
    const download = await w.app.request(earlier.url);
    expect(download.status).toBe(403);
    expect(await errorOf(download)).toEqual({ type: 'NotAMember', message: expect.stringContaining('no longer a member') });
  });

  it('a member who signs in again without a record is refused documents with a clear 403', async () => {
    void (await deleteRecord(w.member.id));
    const again = await signIn(w, TEST_MEMBER);
    for (const response of [await list(again), await link(again)]) {
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({
        type: 'NotAMember',
        message: expect.stringContaining('this account has no member record'),
      });
    }
  });

  it('leaves everyone else alone: other members, their links and administrators without a record', async () => {
    const other = (await w.deps.members.create(sampleMember(2, { email: 'other@example.org' })))._unsafeUnwrap();
    (await w.deps.identity.seedAccount({ email: other.email, password: 'Lilac-Tuesday-42' }))._unsafeUnwrap();
    const otherBrowser = await signIn(w, other.email);
    const otherLink = (await (await link(otherBrowser)).json()) as { url: string };
    const adminLink = (await (
      await w.app.request('/documents/link', {
        method: 'POST',
        headers: { ...w.as('admin'), 'Content-Type': 'application/json' },
        body: JSON.stringify({ key: report.key }),
      })
    ).json()) as { url: string };
    void (await deleteRecord(w.member.id));
    expect((await list(otherBrowser)).status).toBe(200);
    expect((await w.app.request(otherLink.url)).status).toBe(200);
    expect((await w.app.request(adminLink.url)).status).toBe(200);
    expect((await w.app.request('/documents?folder=treasury-report', { headers: w.as('admin') })).status).toBe(200);
  });

  it('refuses a link whose holder was changed, removed, or made for nobody (as links were before they named one)', async () => {
    const member = await signIn(w, TEST_MEMBER);
    const { url } = (await (await link(member)).json()) as { url: string };
    const forged = [
      url.replace(/holder=[^&]+/, 'holder=a.chair%40example.org'),
      url.replace(/holder=[^&]+&/, ''),
      `${url}&holder=m.${w.member.id}`,
      (await w.store.downloadLink(report.key))._unsafeUnwrap().url,
    ];
    for (const attempt of forged) expect((await w.app.request(attempt)).status).toBe(403);
  });
});
