import { afterAll, describe, expect, it } from 'vitest';
import { codeIn, startSiteServer, type SiteServer } from '../e2e/support/site-server';
import { siteClient } from './support/site-client';

// SECURITY.md, access control: minutes and treasury reports are for members only. Review F8 found
// that "member" meant "has an account": deleting a member record left the sessions, the documents
// and week-long links working. This runs the review's probe against the production build.

const started: SiteServer[] = [];
afterAll(async () => {
  for (const server of started) await server.stop();
});

const MEMBER = 'leaving@example.org';
const PASSWORD = 'a member passphrase 2026';
const WEEK = 7 * 24 * 3600;

/** Every cookie a sign-in sets (session and refresh), as one Cookie header. */
async function signInCookies(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/auth/sign-in`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A treasury report uploaded by the administrator, as the Admin Panel does. */
async function uploadReport(url: string, admin: string): Promise<string> {
  const form = new FormData();
  form.append('folder', 'treasury-report');
  form.append('file', new Blob(['%PDF-1.4\nQ1 report\n%%EOF\n'], { type: 'application/pdf' }), 'Q1 report.pdf');
  const response = await fetch(`${url}/documents`, { method: 'POST', headers: { origin: url, cookie: admin }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

describe('member access', () => {
  it("Deleting a member record ends member access at once: the member's sessions end, their document list and links answer 401, a week-long link made before answers 403, and signed in again they are refused documents (403)", async () => {
    const server = await startSiteServer();
    started.push(server);
    const site = siteClient(server.url);
    const admin = await site.signIn();
    const key = await uploadReport(server.url, admin);

    // A member record (as a paid membership makes one), then the member's own account.
    const created = await site.graphql<{ createMember: { id: string } }>(
      'mutation ($input: CreateMemberInput!) { createMember(input: $input) { id } }',
      {
        input: {
          firstName: 'Lee',
          lastName: 'Leaving',
          email: MEMBER,
          address: '1 Main St',
          city: 'Norfolk',
          state: 'VA',
          zipcode: '23504',
          phone: '7575550100',
          membership: 'Annual Membership',
        },
      },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    const memberId = created.body.data?.createMember.id ?? '';
    expect((await site.call('POST', '/auth/sign-up', { body: { email: MEMBER, password: PASSWORD } })).status).toBe(200);
    const code = codeIn(await server.mailTo(MEMBER, /\b\d{6}\b/));
    expect((await site.call('POST', '/auth/confirm-sign-up', { body: { email: MEMBER, code } })).status).toBe(200);
    const member = await signInCookies(server.url, MEMBER, PASSWORD);

    // Before: the member reads the reports and takes a week-long link, which opens without a session.
    expect((await site.call('GET', '/documents?folder=treasury-report', { cookie: member })).status).toBe(200);
    const link = await site.call<{ url: string }>('POST', '/documents/link', { body: { key, expiresIn: WEEK }, cookie: member });
    expect(link.status).toBe(200);
    expect((await fetch(link.body.url)).status).toBe(200);

    // The administrator deletes the record.
    const deleted = await site.graphql(
      'mutation ($input: DeleteMemberInput!) { deleteMember(input: $input) { id } }',
      { input: { id: memberId } },
      admin,
    );
    expect(deleted.body).toEqual({ data: { deleteMember: { id: memberId } } });

    // At once: the sessions are gone, the list and a new link need a sign-in, the old link is refused.
    expect((await site.call('GET', '/auth/me', { cookie: member })).status).toBe(401);
    expect((await site.call('POST', '/auth/refresh', { body: {}, cookie: member })).status).toBe(401);
    expect((await site.call('GET', '/documents?folder=treasury-report', { cookie: member })).status).toBe(401);
    expect((await site.call('POST', '/documents/link', { body: { key }, cookie: member })).status).toBe(401);
    const old = await fetch(link.body.url);
    expect(old.status).toBe(403);
    expect(await old.text()).toMatch(/no longer a member/);

    // Signed in again (the account remains), the person is no member: documents are refused with a reason.
    const again = await signInCookies(server.url, MEMBER, PASSWORD);
    for (const answer of [
      await site.call('GET', '/documents?folder=treasury-report', { cookie: again }),
      await site.call('POST', '/documents/link', { body: { key }, cookie: again }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: { type: 'NotAMember', message: expect.stringContaining('no member record') } });
    }

    // Nobody else is touched: the administrator still reads and links.
    expect((await site.call('GET', '/documents?folder=treasury-report', { cookie: admin })).status).toBe(200);
    const adminLink = await site.call<{ url: string }>('POST', '/documents/link', { body: { key }, cookie: admin });
    expect((await fetch(adminLink.body.url)).status).toBe(200);
  });
});
