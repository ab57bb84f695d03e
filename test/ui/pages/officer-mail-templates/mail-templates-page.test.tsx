import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OFFICERS_ONLY } from '../../../../src/ui/components/officers-only';
import { MailTemplatesPage } from '../../../../src/ui/pages/officer-mail-templates/mail-templates-page';
import { MAIL_TEMPLATE_PREVIEWS } from '../../support/mail-template-previews';
import { UI_ADMIN, uiWorld } from '../../support/ui-world';
import { renderRoutes, signedInMember, Stub } from '../page-harness';

const PAGES = { '/Admin/mail-templates': <MailTemplatesPage />, '/Admin': <Stub name="Console" />, '/Login': <Stub name="Login" /> };

async function asAdmin(route = '/Admin/mail-templates') {
  const world = uiWorld();
  await signedInMember(world, { email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
  renderRoutes(world, route, PAGES);
  return world;
}

describe('the mail templates page', () => {
  it('lists every kind of mail and shows the first in a sandboxed frame, with its plain text', async () => {
    await asAdmin();
    const kinds = await screen.findByRole('navigation', { name: 'Kinds of mail' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Receipt', 'Dues reminder']);
    expect(within(kinds).getByRole('link', { name: 'Receipt' }).getAttribute('aria-current')).toBe('page');
    const frame = await screen.findByTitle('The mail as HTML: Receipt');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(MAIL_TEMPLATE_PREVIEWS[0]?.html);
    expect(screen.getByLabelText('The mail as plain text: Receipt').textContent).toBe(MAIL_TEMPLATE_PREVIEWS[0]?.text);
    expect(screen.getByText('Your receipt: Member Dues').tagName).toBe('DD');
  });

  it('shows another kind when it is chosen', async () => {
    await asAdmin();
    await userEvent.click(await screen.findByRole('link', { name: 'Dues reminder' }));
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Dues reminder');
    expect(screen.getByLabelText('The mail as plain text: Dues reminder').textContent).toContain('Pay your dues: ');
  });

  it('says so beside the list for a kind the site does not send', async () => {
    await asAdmin('/Admin/mail-templates?kind=nonsense');
    expect((await screen.findByRole('alert')).textContent).toBe('There is no mail of this kind.');
  });

  it('tells a plain member the page is not theirs', async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderRoutes(world, '/Admin/mail-templates', PAGES);
    await screen.findByText(OFFICERS_ONLY);
  });
});
