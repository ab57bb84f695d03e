import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemberAreaPage } from '../../../src/ui/pages/member-area/member-area-page';
import { UI_ADMIN, uiWorld } from '../support/ui-world';
import { renderRoutes, signedInMember } from './page-harness';

async function renderAsAdmin() {
  const world = uiWorld();
  await signedInMember(world, { email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
  renderRoutes(world, '/Member-Area', { '/Member-Area': <MemberAreaPage /> });
  await userEvent.click(await screen.findByRole('button', { name: 'Admin Panel' }));
  return world;
}

describe('Member Area: Admin Panel, news and committees', () => {
  it('adds a news post with a Markdown text previewed as the server renders it, then lists it by date', async () => {
    const world = await renderAsAdmin();
    const user = userEvent.setup();
    const add = screen.getByRole('form', { name: 'Add news post' });
    await user.type(within(add).getByLabelText('Title'), 'Gala recap');
    await user.type(within(add).getByLabelText('Date'), '12/20/2026');
    await user.type(within(add).getByLabelText('Summary'), 'A night to remember.');
    await user.type(within(add).getByLabelText('Text'), 'We **danced** <b>all</b> night.');
    await user.click(within(add).getByRole('button', { name: 'Preview text' }));
    const preview = await within(add).findByRole('region', { name: 'Preview of text' });
    expect(within(preview).getByText('danced').tagName).toBe('STRONG');
    expect(preview.textContent).toContain('<b>all</b>');
    await user.type(within(add).getByLabelText('Text'), ' Thanks!');
    expect(within(add).queryByRole('region', { name: 'Preview of text' })).toBeNull();
    await user.click(within(add).getByRole('button', { name: 'Save news post' }));
    await screen.findByText('News post added successfully!');
    const list = screen.getByRole('list', { name: 'News' });
    expect(within(list).getByText('Dec 20, 2026').getAttribute('datetime')).toBe('2026-12-20');
    expect((await world.services.news.list())._unsafeUnwrap().items).toMatchObject([
      { title: 'Gala recap', postDate: '2026-12-20', text: 'We **danced** <b>all</b> night. Thanks!' },
    ]);
  });

  it('ties a bad date and a missing text to their fields, and saves nothing', async () => {
    const world = await renderAsAdmin();
    const user = userEvent.setup();
    const add = screen.getByRole('form', { name: 'Add news post' });
    await user.type(within(add).getByLabelText('Title'), 'Soon');
    await user.type(within(add).getByLabelText('Date'), 'next week');
    await user.click(within(add).getByRole('button', { name: 'Save news post' }));
    await within(add).findByText('Please enter a date such as Dec 20, 2026 or 2026-12-20.');
    within(add).getByText('Text is required.');
    expect((await world.services.news.list())._unsafeUnwrap().items).toEqual([]);
  });

  it('adds a committee with its chair, purpose and how to join', async () => {
    const world = await renderAsAdmin();
    const user = userEvent.setup();
    const add = screen.getByRole('form', { name: 'Add committee' });
    await user.type(within(add).getByLabelText('Committee name'), 'Scholarship');
    await user.type(within(add).getByLabelText('Chair'), 'Ada Lovelace');
    await user.type(within(add).getByLabelText('Purpose'), 'Awards two scholarships.');
    await user.type(within(add).getByLabelText('How to join'), 'Write to the board.');
    await user.click(within(add).getByRole('button', { name: 'Preview how to join' }));
    await within(add).findByRole('region', { name: 'Preview of how to join' });
    await user.click(within(add).getByRole('button', { name: 'Save committee' }));
    await screen.findByText('Committee added successfully!');
    within(screen.getByRole('list', { name: 'Committees' })).getByText('Ada Lovelace');
    expect((await world.services.committees.list())._unsafeUnwrap().items).toMatchObject([
      { name: 'Scholarship', chair: 'Ada Lovelace', purpose: 'Awards two scholarships.', howToJoin: 'Write to the board.' },
    ]);
  });
});
