import { describe, expect, it } from 'vitest';
import { markdownItRenderer } from '../../../src/adapters/markdown/markdown-it-renderer';
import { SITE_TEXTS } from '../../../src/domain/site-texts';
import { SITE_TEXT_BODY_BYTES } from '../../../src/server/routes/site-text.routes';
import { appWorld, TEST_ADMIN } from '../../support/app-world';
import { errorOf, signedInAdmin, signedInMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const html = (markdown: string) => markdownItRenderer().toSafeHtml(markdown);

async function textsOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { texts: Record<string, string> }).texts;
}

describe('GET /site-texts', () => {
  it('gives anyone the HTML of every text, the default words until one is saved', async () => {
    const world = appWorld();
    const response = await new Browser(world).get('/site-texts');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const texts = await textsOf(response);
    expect(Object.keys(texts)).toEqual(SITE_TEXTS.map((text) => text.key));
    expect(texts['home.mission']).toBe(html(SITE_TEXTS.find((text) => text.key === 'home.mission')?.defaultText ?? ''));
    expect(texts['contact.email']).toBe('<p><a href="mailto:hello@hartwell-alumni.example.org">hello@hartwell-alumni.example.org</a></p>');
  });
});

describe('saving a page text', () => {
  it('stores the Markdown, its safe HTML and who saved it when; the next public read shows it', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const saved = await admin.send('PUT', '/site-texts/contact.introduction', { text: 'Write to **us**.\r\n\r\nWe answer.' });
    expect(saved.status).toBe(200);
    const at = new Date(world.clock.now()).toISOString();
    expect(await saved.json()).toEqual({
      text: {
        key: 'contact.introduction',
        text: 'Write to **us**.\n\nWe answer.',
        html: '<p>Write to <strong>us</strong>.</p>\n<p>We answer.</p>',
        updatedBy: TEST_ADMIN,
        updatedAt: at,
      },
    });
    const texts = await textsOf(await new Browser(world).get('/site-texts'));
    expect(texts['contact.introduction']).toBe('<p>Write to <strong>us</strong>.</p>\n<p>We answer.</p>');
    const drafts = (await (await admin.get('/site-texts/drafts')).json()) as {
      texts: { key: string; text: string; updatedBy: string | null }[];
    };
    expect(drafts.texts.find((text) => text.key === 'contact.introduction')).toMatchObject({
      text: 'Write to **us**.\n\nWe answer.',
      updatedBy: TEST_ADMIN,
      updatedAt: at,
      label: 'Contact: Introduction',
    });
    expect(drafts.texts.find((text) => text.key === 'home.vision')).toMatchObject({ updatedBy: null, updatedAt: null });
    expect(world.logs).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/site-texts/contact.introduction', status: 200 }));
  });

  it('refuses a text the domain refuses, with the message beside the field', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const badEmail = await admin.send('PUT', '/site-texts/contact.email', { text: 'chair' });
    expect(badEmail.status).toBe(400);
    expect(await errorOf(badEmail)).toMatchObject({ type: 'InvalidForm', fields: { text: 'Please enter a valid email address.' } });
    const unknown = await admin.send('PUT', '/site-texts/home.secret', { text: 'x' });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ fields: { key: 'Please choose one of the page texts.' } });
    const empty = await admin.send('PUT', '/site-texts/home.mission', { text: '  ' });
    expect(await errorOf(empty)).toMatchObject({ fields: { text: 'The text is required.' } });
    const notText = await admin.send('PUT', '/site-texts/home.mission', { text: 5 });
    expect(notText.status).toBe(400);
  });

  it('is for administrators only: a visitor is told to sign in, a member is refused, and nothing is stored', async () => {
    const world = appWorld();
    const visitor = new Browser(world);
    const member = await signedInMember(world);
    for (const [who, status] of [
      [visitor, 401],
      [member, 403],
    ] as const) {
      expect((await who.send('PUT', '/site-texts/home.mission', { text: 'Taken over' })).status).toBe(status);
      expect((await who.post('/site-texts/preview', { key: 'home.mission', text: 'x' })).status).toBe(status);
      expect((await who.get('/site-texts/drafts')).status).toBe(status);
    }
    const texts = await textsOf(await visitor.get('/site-texts'));
    expect(texts['home.mission']).not.toContain('Taken over');
  });

  it('refuses a write from another site, one not sent as JSON, and a body over the limit', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const crossSite = await admin.send('PUT', '/site-texts/home.mission', { text: 'x' }, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const form = await admin.fetch('/site-texts/home.mission', {
      method: 'PUT',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ text: 'x' }),
    });
    expect(form.status).toBe(415);
    const huge = await admin.send('PUT', '/site-texts/home.mission', { text: 'x'.repeat(SITE_TEXT_BODY_BYTES) });
    expect(huge.status).toBe(413);
    expect((await textsOf(await admin.get('/site-texts')))['home.mission']).not.toBe('<p>x</p>');
  });
});

describe('POST /site-texts/preview', () => {
  it('answers the sanitised HTML of a text and stores nothing', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const attack =
      '# Hello\n\n<script>alert(1)</script> <img src=x onerror=alert(2)> [click](javascript:alert(3)) ![x](https://evil.example/x.png)';
    const response = await admin.post('/site-texts/preview', { key: 'about.body', text: attack });
    expect(response.status).toBe(200);
    const { html: preview } = (await response.json()) as { html: string };
    expect(preview).toContain('<h2>Hello</h2>');
    expect(preview).not.toMatch(/<(script|img)\b/i);
    expect(preview).not.toMatch(/<[^>]*\sonerror=/i);
    expect(preview).not.toContain('href="javascript:');
    expect(preview).toContain('&lt;script&gt;');
    const texts = await textsOf(await admin.get('/site-texts'));
    expect(texts['about.body']).not.toContain('Hello');
  });

  it('checks the text as a save would', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const response = await admin.post('/site-texts/preview', { key: 'contact.email', text: 'not an address' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ fields: { text: 'Please enter a valid email address.' } });
  });
});
