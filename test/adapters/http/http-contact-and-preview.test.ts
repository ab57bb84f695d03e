import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { HttpContactGateway } from '../../../src/adapters/http/http-contact-gateway';
import { HttpMarkdownPreview } from '../../../src/adapters/http/http-markdown-preview';
import { appWorld, TEST_ADMIN, type AppWorld } from '../../support/app-world';
import { signedInAdmin } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const message = { name: 'Grace Hopper', email: 'grace@example.org', subject: '', message: 'Hello', website: '' };

/** The adapters over the real app, as one browser tab (cookies, Origin), never waiting between attempts. */
const over = (tab: Browser) => ({ fetch: fetchWithRetry({ fetch: tab.fetch, sleep: async () => undefined }) });
const tabOf = (world: AppWorld) => new Browser(world, undefined, '203.0.113.5');

describe('HttpContactGateway over the app', () => {
  it('sends a message, which the server mails to the chapter; a robot’s is answered the same and dropped', async () => {
    const world = appWorld();
    const gateway = new HttpContactGateway(over(tabOf(world)));
    expect((await gateway.send(message)).isOk()).toBe(true);
    expect((await gateway.send({ ...message, website: 'spam' })).isOk()).toBe(true);
    expect(world.mailer.sent().map((mail) => mail.to)).toEqual([TEST_ADMIN]);
  });

  it('reads the server’s refusals into the port’s errors: fields, the limit with its wait, and sends it once only', async () => {
    const world = appWorld();
    const gateway = new HttpContactGateway(over(tabOf(world)));
    expect((await gateway.send({ ...message, name: 'Eve\nBcc: x@example.org' }))._unsafeUnwrapErr()).toEqual({
      type: 'InvalidForm',
      message: 'Name must be on one line.',
      fields: { name: 'Name must be on one line.' },
    });
    for (let n = 0; n < 5; n++) (await gateway.send({ ...message, email: `w${n}@example.org` }))._unsafeUnwrap();
    expect((await gateway.send(message))._unsafeUnwrapErr()).toEqual({
      type: 'RateLimited',
      message: 'Too many messages were sent from this connection. Please try again in 60 minutes.',
      retryAfterSeconds: 3600,
    });
    expect(world.mailer.sent()).toHaveLength(5);
  });
});

describe('HttpMarkdownPreview over the app', () => {
  it('answers an administrator the server’s safe HTML, and anyone else Unauthorized', async () => {
    const world = appWorld();
    const admin = new HttpMarkdownPreview(over(await signedInAdmin(world)));
    expect(await admin.preview('**Hi** <script>x</script>')).toEqual(
      expect.objectContaining({ value: '<p><strong>Hi</strong> &lt;script&gt;x&lt;/script&gt;</p>' }),
    );
    const visitor = new HttpMarkdownPreview(over(new Browser(world)));
    expect((await visitor.preview('Hi'))._unsafeUnwrapErr()).toEqual({ type: 'Unauthorized', message: 'Unauthorized' });
  });
});
