import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HIDDEN_PROFILE } from '../../../../src/domain/directory';
import { DirectoryPage } from '../../../../src/ui/pages/directory/directory-page';
import { DirectoryProfilePage } from '../../../../src/ui/pages/directory/directory-profile-page';
import { uiWorld, type UiWorld } from '../../support/ui-world';
import { renderRoutes, signedInMember, Stub } from '../page-harness';

const PAGES = {
  '/Directory': <DirectoryPage />,
  '/Member-Area/directory-profile': <DirectoryProfilePage />,
  '/Login': <Stub name="Login" />,
};

/** The words a field's aria-describedby points at. */
function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** Another member, listed with their name, city and employer; their phone and e-mail hidden. */
async function listedMember(world: UiWorld) {
  const grace = (
    await world.members.create({
      id: '200002',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.org',
      address: '2 Navy Way',
      city: 'Arlington',
      state: 'VA',
      zipcode: '22201',
      phone: '7035550199',
      gradYear: '1934',
      membership: 'Annual Membership',
      duesPayYear: '2026',
    })
  )._unsafeUnwrap();
  const profile = { ...HIDDEN_PROFILE, employer: 'US Navy', visible: ['name', 'location', 'employer'] as const };
  (await world.directory.saveProfile(grace.id, profile, '2026-06-15T12:00:00.000Z'))._unsafeUnwrap();
}

describe('the Member Directory page', () => {
  it('sends a visitor to the login page', async () => {
    renderRoutes(uiWorld(), '/Directory', PAGES);
    await screen.findByRole('heading', { name: 'Login (stub)' });
  });

  it('lists members by what they share, with each field labelled, and nothing hidden', async () => {
    const world = uiWorld();
    await listedMember(world);
    await signedInMember(world);
    renderRoutes(world, '/Directory', PAGES);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Grace Hopper' })).closest('article') as HTMLElement;
    expect(within(card).getByText('Arlington, VA').previousElementSibling?.textContent).toBe('City and state');
    within(card).getByText('US Navy');
    expect(card.textContent).not.toContain('7035550199');
    expect(card.textContent).not.toContain('grace@example.org');
    expect(card.textContent).not.toContain('1934');
    screen.getByText('1 member found.');
  });

  it('searches by the labelled fields, says when nothing matches, and never finds by a hidden year', async () => {
    const user = userEvent.setup();
    const world = uiWorld();
    await listedMember(world);
    await signedInMember(world);
    renderRoutes(world, '/Directory', PAGES);
    await screen.findByRole('heading', { level: 3, name: 'Grace Hopper' });
    await user.type(screen.getByLabelText('Graduation year'), '1934');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No members match your search. Members can only be found by what they chose to share.');
    await user.clear(screen.getByLabelText('Graduation year'));
    await user.type(screen.getByLabelText('City'), 'arling');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { level: 3, name: 'Grace Hopper' });
  });

  it('ties a refused search field’s words to its field', async () => {
    const user = userEvent.setup();
    const world = uiWorld();
    await signedInMember(world);
    renderRoutes(world, '/Directory', PAGES);
    await screen.findByText('No members are listed in the directory yet.');
    await user.type(screen.getByLabelText('Graduation year'), '34');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Graduation year must be a four-digit year, such as 1998.');
    expect(descriptionOf(screen.getByLabelText('Graduation year'))).toBe('Graduation year must be a four-digit year, such as 1998.');
  });
});

describe('the directory profile page', () => {
  it('starts with nothing shown, previews what other members will see as boxes are ticked, and saves it', async () => {
    const user = userEvent.setup();
    const world = uiWorld();
    const ada = await signedInMember(world);
    renderRoutes(world, '/Member-Area/directory-profile', PAGES);
    await screen.findByText('Nothing: you are not listed in the directory. Tick a field to be listed.');
    const preview = () => screen.getByRole('region', { name: 'What other members see' });
    await user.click(screen.getByRole('checkbox', { name: /^Name \(/ }));
    within(preview()).getByRole('heading', { name: `${ada.firstName} ${ada.lastName}` });
    await user.type(screen.getByLabelText('Employer'), 'Analytical Engines');
    await user.click(screen.getByRole('checkbox', { name: /^Employer/ }));
    within(preview()).getByText('Analytical Engines');
    expect(within(preview()).queryByText(ada.email)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save directory profile' }));
    await screen.findByText('Your directory profile has been saved. Other members see it now.');
    expect((await world.directory.profileOf(ada.id))._unsafeUnwrap()).toEqual({
      ...HIDDEN_PROFILE,
      employer: 'Analytical Engines',
      visible: ['name', 'employer'],
    });
  });

  it('ties each refused field’s words to its field', async () => {
    const user = userEvent.setup();
    const world = uiWorld();
    await signedInMember(world);
    renderRoutes(world, '/Member-Area/directory-profile', PAGES);
    await user.type(await screen.findByLabelText('LinkedIn or website'), 'not a web address');
    await user.click(screen.getByRole('button', { name: 'Save directory profile' }));
    await screen.findByText('Please check the highlighted fields.');
    expect(descriptionOf(screen.getByLabelText('LinkedIn or website'))).toContain(
      'LinkedIn or website must be a web address, such as https://www.linkedin.com/in/your-name.',
    );
  });
});
