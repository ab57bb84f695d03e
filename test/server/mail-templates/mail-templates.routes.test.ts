import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_SAMPLES } from '../../../src/server/mail-templates/mail-catalogue';
import { appWorld, type AppWorld } from '../../support/app-world';
import { signedInAdmin, signedInMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

interface Preview {
  readonly kind: string;
  readonly label: string;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

describe('/officers/mail/templates', () => {
  let w: AppWorld;
  let admin: Browser;
  beforeAll(async () => {
    w = appWorld();
    admin = await signedInAdmin(w);
  });

  it('lists every kind of mail the site sends, not to be cached', async () => {
    const answer = await admin.get('/officers/mail/templates');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await answer.json()).toEqual({ templates: MAIL_SAMPLES.map(({ kind, label }) => ({ kind, label })) });
  });

  it('answers a kind laid out in the chapter’s template, with its text part', async () => {
    const answer = await admin.get('/officers/mail/templates/dues-reminder');
    expect(answer.status).toBe(200);
    const preview = (await answer.json()) as Preview;
    expect(preview).toMatchObject({ kind: 'dues-reminder', label: 'Dues reminder', subject: 'Your 2027 chapter dues: $50' });
    expect(preview.html).toMatch(/^<!DOCTYPE html/);
    expect(preview.text).toContain('/Pay-Dues?t=');
  });

  it('answers 404 for a kind it does not send, and sends nothing', async () => {
    const answer = await admin.get('/officers/mail/templates/nonsense');
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe('There is no mail of this kind.');
  });

  it('refuses a member (403) and a visitor (401)', async () => {
    const member = await signedInMember(w, 'plain.member@example.org');
    expect((await member.get('/officers/mail/templates')).status).toBe(403);
    expect((await member.get('/officers/mail/templates/receipt')).status).toBe(403);
    expect((await new Browser(w).get('/officers/mail/templates/receipt')).status).toBe(401);
  });
});
