import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemorySiteTextEditor } from '../../../src/adapters/in-memory/in-memory-site-text-editor';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { markdownItRenderer } from '../../../src/adapters/markdown/markdown-it-renderer';
import type { SiteTextEditor } from '../../../src/application/ports/site-text-editor.port';
import { EMAIL_MESSAGE } from '../../../src/domain/validation/fields';
import { SiteText } from '../../../src/ui/components/site-text';
import { MemberAreaPage } from '../../../src/ui/pages/member-area/member-area-page';
import { UI_ADMIN, uiWorld, type UiWorld } from '../support/ui-world';
import { renderRoutes, signedInMember } from './page-harness';

/** The Member Area with the Admin Panel open, and the Contact page's introduction drawn beside it (as another page would). */
async function openPageTexts(world: UiWorld = uiWorld()) {
  await signedInMember(world, { email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
  renderRoutes(world, '/Member-Area', {
    '/Member-Area': (
      <>
        <MemberAreaPage />
        <aside aria-label="Contact introduction">
          <SiteText name="contact.introduction" />
        </aside>
      </>
    ),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Admin Panel' }));
  const section = await screen.findByRole('region', { name: 'Page texts' });
  return { world, section };
}

async function edit(section: HTMLElement, label: string) {
  await userEvent.selectOptions(await within(section).findByLabelText('Text to edit'), label);
  await userEvent.click(within(section).getByRole('button', { name: 'Edit this text' }));
  return screen.getByRole('form', { name: `Edit: ${label}` });
}

describe('Admin Panel: page texts', () => {
  it('opens a text with its heading focused, previews the server’s safe HTML, saves it and shows it at once', async () => {
    const { world, section } = await openPageTexts();
    const form = await edit(section, 'Contact: Introduction');
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Edit: Contact: Introduction' }));
    within(form).getByText(/Shown on \/Contact\. Not changed yet\./);
    const field = within(form).getByLabelText('Text (Markdown)');
    expect((field as HTMLTextAreaElement).value).toMatch(/^We would love to hear from you/);
    await userEvent.clear(field);
    await userEvent.type(field, 'Write to **us**. <script>alert(1)</script>');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    const preview = await within(form).findByRole('region', { name: 'Preview' });
    expect(preview.querySelector('strong')?.textContent).toBe('us');
    expect(preview.querySelector('script')).toBeNull();
    within(preview).getByText(/<script>alert\(1\)<\/script>/);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Saved. Visitors see the new text now.');
    await screen.findByText('Page text saved: visitors see it now.');
    within(form).getByText(new RegExp(`Last saved .* by ${UI_ADMIN}\\.`));
    const aside = screen.getByRole('complementary', { name: 'Contact introduction' });
    expect(aside.querySelector('strong')?.textContent).toBe('us');
    const stored = (await world.services.siteTextEditor.drafts())._unsafeUnwrap().find((text) => text.key === 'contact.introduction');
    expect(stored?.text).toBe('Write to **us**. <script>alert(1)</script>');
  });

  it('says beside the field why a text is refused, and saves nothing', async () => {
    const { world, section } = await openPageTexts();
    const form = await edit(section, 'Contact: E-mail address');
    const field = within(form).getByLabelText('E-mail address');
    await userEvent.clear(field);
    await userEvent.type(field, 'chair');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText(EMAIL_MESSAGE);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(EMAIL_MESSAGE);
    const stored = (await world.services.siteTextEditor.drafts())._unsafeUnwrap().find((text) => text.key === 'contact.email');
    expect(stored?.updatedAt).toBeNull();
  });

  it('keeps on the page that a save failed, with the text typed', async () => {
    const working = new InMemorySiteTextEditor({
      markdown: markdownItRenderer(),
      clock: new ManualClock(),
      actor: { role: 'admin', email: UI_ADMIN },
    });
    const failing: SiteTextEditor = {
      drafts: () => working.drafts(),
      preview: (change) => working.preview(change),
      save: () => errAsync({ type: 'Unavailable', message: 'The server could not be reached. Please try again.' }),
    };
    const { section } = await openPageTexts(uiWorld({ siteTextEditor: failing }));
    const form = await edit(section, 'Home page: Our Mission');
    const field = within(form).getByLabelText('Text (Markdown)');
    await userEvent.type(field, ' More.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('The text was not saved. The server could not be reached. Please try again.');
    expect((field as HTMLTextAreaElement).value).toMatch(/ More\.$/);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
  });
});
