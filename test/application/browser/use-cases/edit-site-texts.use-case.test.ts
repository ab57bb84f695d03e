import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemorySiteTextEditor } from '../../../../src/adapters/in-memory/in-memory-site-text-editor';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import { markdownItRenderer } from '../../../../src/adapters/markdown/markdown-it-renderer';
import { ADMINS_ONLY } from '../../../../src/application/browser/use-cases/admin-access';
import { loadSiteTextDrafts, previewSiteText, saveSiteText } from '../../../../src/application/browser/use-cases/edit-site-texts.use-case';
import type { SiteTextEditor } from '../../../../src/application/ports/site-text-editor.port';
import type { Actor } from '../../../../src/domain/access';
import { NOT_ADMINS, recorded } from './admin-refusal';

const ADMIN: Actor = { role: 'admin', email: 'chair@example.org' };
const editor = () => new InMemorySiteTextEditor({ markdown: markdownItRenderer(), clock: new ManualClock(), actor: ADMIN });

describe('editing page texts from the Admin Panel', () => {
  it.each(NOT_ADMINS)('refuses %s before the port is called', async (_who, actor) => {
    const { port, calls } = recorded<SiteTextEditor>(editor());
    for (const answer of [
      await loadSiteTextDrafts(port, actor),
      await previewSiteText(port, actor, { key: 'home.mission', text: 'x' }),
      await saveSiteText(port, actor, { key: 'home.mission', text: 'x' }),
    ]) {
      expect(answer._unsafeUnwrapErr().message).toMatch(ADMINS_ONLY);
    }
    expect(calls).toEqual([]);
  });

  it('saves with a toast saying visitors see it now', async () => {
    const saved = (await saveSiteText(editor(), ADMIN, { key: 'home.mission', text: 'To *serve*.' }))._unsafeUnwrap();
    expect(saved.saved.html).toBe('<p>To <em>serve</em>.</p>');
    expect(saved.notice).toEqual({ tone: 'success', text: 'Page text saved: visitors see it now.', durationMs: 5000 });
  });

  it('gives a refused text its field message and no toast; any other failure its words on the page and as a toast', async () => {
    const refused = (await saveSiteText(editor(), ADMIN, { key: 'contact.email', text: 'chair' }))._unsafeUnwrapErr();
    expect(refused).toEqual({
      message: 'The text was not saved. Please enter a valid email address.',
      fields: { text: 'Please enter a valid email address.' },
      notice: null,
    });
    const down: SiteTextEditor = {
      drafts: () => errAsync({ type: 'Unavailable', message: 'The server could not be reached. Please try again.' }),
      preview: () => errAsync({ type: 'Unavailable', message: 'The server could not be reached. Please try again.' }),
      save: () => errAsync({ type: 'Unavailable', message: 'The server could not be reached. Please try again.' }),
    };
    const failed = (await previewSiteText(down, ADMIN, { key: 'home.mission', text: 'x' }))._unsafeUnwrapErr();
    expect(failed.message).toBe('The preview could not be made. The server could not be reached. Please try again.');
    expect(failed.notice?.text).toBe(failed.message);
    expect((await loadSiteTextDrafts(down, ADMIN))._unsafeUnwrapErr().message).toBe(
      'The page texts could not be loaded. The server could not be reached. Please try again.',
    );
  });
});
