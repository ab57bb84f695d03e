import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OfficerRepository } from '../../../src/application/ports/officer-repository.port';
import { ExecutiveBoardPage } from '../../../src/ui/pages/executive-board/executive-board-page';
import { renderWith, uiWorld } from '../support/ui-world';
import { unreachable } from '../app/site-harness';

const LONG = 'A'.repeat(240) + ' and then some more words that go past the preview.';

async function board() {
  const world = uiWorld();
  const officers = [
    { name: 'Grace Hopper', position: 'President', summary: LONG, photo: '/photos/grace.png' },
    { name: 'Alan Turing', position: 'Treasurer', summary: `B${LONG}`, photo: '' },
    { name: 'Ada Lovelace', position: 'Secretary', summary: 'Keeps the minutes.', photo: '' },
  ];
  for (const officer of officers) (await world.services.officers.create(officer))._unsafeUnwrap();
  renderWith(<ExecutiveBoardPage />, world);
  return screen.findAllByRole('listitem');
}

describe('Executive Board page', () => {
  it("shows 'Our Officers' with photo, name, position and a 250-character preview", async () => {
    const [grace, alan, ada] = await board();
    screen.getByRole('heading', { level: 2, name: 'Our Officers' });
    const first = within(grace!);
    expect(first.getByRole('img', { name: 'Grace Hopper' }).getAttribute('src')).toBe('/photos/grace.png');
    first.getByRole('heading', { name: 'Grace Hopper' });
    first.getByText('President');
    first.getByText(`${LONG.slice(0, 250)}...`);
    expect(within(alan!).queryByRole('img')).toBeNull();
    within(ada!).getByText('Keeps the minutes.');
    expect(within(ada!).queryByRole('button')).toBeNull();
  });

  it('expands and collapses each summary on its own', async () => {
    const [grace, alan] = await board();
    const graceToggle = within(grace!).getByRole('button', { name: /Read More/ });
    expect(graceToggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(graceToggle);
    within(grace!).getByText(LONG);
    expect(graceToggle.getAttribute('aria-expanded')).toBe('true');
    expect(graceToggle.textContent).toContain('Read Less');
    within(alan!).getByText(`B${LONG}`.slice(0, 250) + '...');
    await userEvent.click(graceToggle);
    within(grace!).getByText(`${LONG.slice(0, 250)}...`);
  });

  it('shows a visible error when the officers cannot be loaded', async () => {
    const officers = unreachable<OfficerRepository>(['list', 'get', 'findByName', 'create', 'update', 'delete']);
    renderWith(<ExecutiveBoardPage />, uiWorld({ officers }));
    expect(screen.getByRole('status').textContent).toContain('Loading our officers');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Our officers could not be loaded right now.');
    within(alert).getByRole('button', { name: 'Try again' });
  });
});
