import { describe, expect, it } from 'vitest';
import type { SiteTextEditor } from '../../src/application/ports/site-text-editor.port';
import { SITE_TEXTS } from '../../src/domain/site-texts';

/** What an editor suite needs: one acting as an administrator, one as a member, and the administrator's e-mail. */
export interface SiteTextEditorHarness {
  readonly admin: SiteTextEditor;
  readonly member: SiteTextEditor;
  readonly adminEmail: string;
}

/** The SiteTextEditor contract: drafts of every text, a sanitised preview, saves checked and kept, administrators only. */
export function siteTextEditorContract(name: string, make: () => Promise<SiteTextEditorHarness>): void {
  describe(`SiteTextEditor contract: ${name}`, () => {
    it('lists every text with its default words until it is saved', async () => {
      const { admin } = await make();
      const drafts = (await admin.drafts())._unsafeUnwrap();
      expect(drafts.map((draft) => draft.key)).toEqual(SITE_TEXTS.map((entry) => entry.key));
      expect(drafts.find((draft) => draft.key === 'about.body')).toMatchObject({
        label: 'About',
        updatedBy: null,
        updatedAt: null,
        text: SITE_TEXTS.find((entry) => entry.key === 'about.body')?.defaultText,
      });
    });

    it('previews the sanitised HTML and stores nothing', async () => {
      const { admin } = await make();
      const html = (await admin.preview({ key: 'about.body', text: '**Hi** <script>alert(1)</script>' }))._unsafeUnwrap();
      expect(html).toBe('<p><strong>Hi</strong> &lt;script&gt;alert(1)&lt;/script&gt;</p>');
      const drafts = (await admin.drafts())._unsafeUnwrap();
      expect(drafts.find((draft) => draft.key === 'about.body')?.updatedAt).toBeNull();
    });

    it('saves a text with who saved it, and lists it so', async () => {
      const { admin, adminEmail } = await make();
      const saved = (await admin.save({ key: 'contact.introduction', text: 'Write to *us*.' }))._unsafeUnwrap();
      expect(saved).toMatchObject({
        key: 'contact.introduction',
        text: 'Write to *us*.',
        html: '<p>Write to <em>us</em>.</p>',
        updatedBy: adminEmail,
      });
      const drafts = (await admin.drafts())._unsafeUnwrap();
      expect(drafts.find((draft) => draft.key === 'contact.introduction')).toMatchObject({
        text: 'Write to *us*.',
        html: '<p>Write to <em>us</em>.</p>',
        updatedBy: adminEmail,
        updatedAt: saved.updatedAt,
      });
    });

    it('refuses a text the domain refuses, with the message for the field', async () => {
      const { admin } = await make();
      expect((await admin.save({ key: 'contact.email', text: 'chair' }))._unsafeUnwrapErr()).toMatchObject({
        type: 'InvalidForm',
        fields: { text: 'Please enter a valid email address.' },
      });
      expect((await admin.preview({ key: 'home.mission', text: '' }))._unsafeUnwrapErr()).toMatchObject({
        type: 'InvalidForm',
        fields: { text: 'The text is required.' },
      });
    });

    it('refuses a member', async () => {
      const { member } = await make();
      expect((await member.drafts())._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await member.save({ key: 'home.mission', text: 'x' }))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await member.preview({ key: 'home.mission', text: 'x' }))._unsafeUnwrapErr().type).toBe('Unauthorized');
    });
  });
}
