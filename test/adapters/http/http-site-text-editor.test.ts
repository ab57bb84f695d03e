import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { HttpSiteTextEditor } from '../../../src/adapters/http/http-site-text-editor';
import { appWorld, TEST_ADMIN } from '../../support/app-world';
import { signedInAdmin, signedInMember } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';
import { siteTextEditorContract } from '../../contracts/site-text-editor.contract';

const editorFor = (browser: Browser) =>
  new HttpSiteTextEditor({ fetch: fetchWithRetry({ fetch: browser.fetch, sleep: async () => undefined }) });

siteTextEditorContract('over HTTP', async () => {
  const world = appWorld();
  return { admin: editorFor(await signedInAdmin(world)), member: editorFor(await signedInMember(world)), adminEmail: TEST_ADMIN };
});

describe('HttpSiteTextEditor', () => {
  it('answers Unavailable when the server cannot be reached', async () => {
    const editor = new HttpSiteTextEditor({
      fetch: fetchWithRetry({ fetch: async () => Promise.reject(new TypeError('offline')), sleep: async () => undefined }),
    });
    expect((await editor.save({ key: 'home.mission', text: 'x' }))._unsafeUnwrapErr()).toEqual({
      type: 'Unavailable',
      message: 'The server could not be reached. Please try again.',
    });
  });
});
