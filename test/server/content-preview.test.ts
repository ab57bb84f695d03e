import { describe, expect, it } from 'vitest';
import { appWorld } from '../support/app-world';
import { errorOf, signedInAdmin, signedInMember } from '../support/auth-helpers';
import { Browser } from '../support/browser';

describe('POST /content/preview', () => {
  it('answers an administrator the safe HTML readers will get', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const response = await admin.post('/content/preview', {
      markdown: '# News\n\n**Bold** <script>alert(1)</script> [x](javascript:alert(1))',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      html: '<h2>News</h2>\n<p><strong>Bold</strong> &lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1))</p>',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a visitor and a member: Unauthorized', async () => {
    const world = appWorld();
    for (const browser of [new Browser(world), await signedInMember(world)]) {
      const response = await browser.post('/content/preview', { markdown: 'Hello' });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({ message: 'Unauthorized' });
    }
  });

  it('refuses a text over 20,000 characters (400), a body over 128 KB (413) and another site (403)', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    expect((await admin.post('/content/preview', { markdown: 'x'.repeat(20_001) })).status).toBe(400);
    expect((await admin.post('/content/preview', { markdown: 'x'.repeat(140_000) })).status).toBe(413);
    const elsewhere = await admin.post('/content/preview', { markdown: 'x' }, { Origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(403);
  });
});
