import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_FADE_DELAY_MS } from '../../../src/ui/app/small-screen-menu';
import { SITE } from '../../../src/ui/content/site';
import { uiWorld } from '../support/ui-world';
import { renderSite, signedIn } from './site-harness';

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('the top bar', () => {
  it('links the chapter name to the home page and the buttons and links where the spec says', async () => {
    renderSite('/Contact');
    const bar = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(hrefOf(screen.getByRole('link', { name: SITE.name }))).toBe('/');
    expect(hrefOf(bar.getByRole('link', { name: 'Become a member' }))).toBe('/Become-A-Member');
    expect(hrefOf(bar.getByRole('link', { name: 'Contact' }))).toBe('/Contact');
    expect(hrefOf(bar.getByRole('link', { name: 'News' }))).toBe('/News');
    expect(hrefOf(bar.getByRole('link', { name: 'Committees' }))).toBe('/Committees');
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(bar.getByRole('link', { name: 'Contact' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens Events on the former site in a new tab, without a handle on this page, and says so', () => {
    renderSite('/');
    const events = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Events/ });
    expect(hrefOf(events)).toBe(SITE.formerSiteEventsUrl);
    expect(events.getAttribute('target')).toBe('_blank');
    expect(events.getAttribute('rel')).toBe('noopener noreferrer');
    expect(events.textContent).toContain('(opens in a new tab)');
  });

  it('sends the Member Area button to /Login when nobody is signed in', async () => {
    renderSite('/');
    const button = screen.getByRole('link', { name: 'Member Area' });
    await userEvent.click(button);
    await screen.findByRole('heading', { level: 1, name: /Login/ }, { timeout: 5_000 });
  });

  it('sends the Member Area button to /Member-Area when someone is signed in', async () => {
    const world = uiWorld();
    await signedIn(world, 'ada@example.org');
    renderSite('/', world);
    const button = screen.getByRole('link', { name: 'Member Area' });
    await waitFor(() => expect(hrefOf(button)).toBe('/Member-Area'));
    await userEvent.click(button);
    await waitFor(() => expect(document.title).toBe(`Member Area · ${SITE.name}`), { timeout: 5_000 });
  });

  it('waits for the identity service when clicked before it has answered', async () => {
    const world = uiWorld();
    await signedIn(world, 'ada@example.org');
    renderSite('/Contact', world);
    fireEvent.click(screen.getByRole('link', { name: 'Member Area' }));
    await waitFor(() => expect(document.title).toBe(`Member Area · ${SITE.name}`), { timeout: 5_000 });
    expect(screen.queryByRole('heading', { level: 1, name: /Login/ })).toBeNull();
  });
});

describe('the sub-navigation', () => {
  it('opens its groups with disclosure buttons and closes them with Escape, back on the button', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const nav = within(screen.getByRole('navigation', { name: 'Chapter' }));
    const donate = nav.getByRole('button', { name: 'Donate' });
    expect(donate.getAttribute('aria-expanded')).toBe('false');
    expect(nav.queryByRole('link', { name: 'Chapter Donation' })).toBeNull();
    donate.focus();
    await user.keyboard('{Enter}');
    expect(donate.getAttribute('aria-expanded')).toBe('true');
    expect(hrefOf(nav.getByRole('link', { name: 'Attend Cookout' }))).toBe('/Attend-Cookout');
    expect(hrefOf(nav.getByRole('link', { name: 'Sponsor a student for Cookout' }))).toBe('/Sponsor-Cookout');
    expect(hrefOf(nav.getByRole('link', { name: 'Chapter Donation' }))).toBe('/Donate');
    expect(hrefOf(nav.getByRole('link', { name: 'Endowment Donation' }))).toBe('/Endowment-Donation');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(donate.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(donate);
  });

  it('lists the Alumni Chapter pages, and Volunteer and Stay Connected as text, not links', async () => {
    renderSite('/');
    const nav = within(screen.getByRole('navigation', { name: 'Chapter' }));
    await userEvent.click(nav.getByRole('button', { name: 'Alumni Chapter' }));
    expect(hrefOf(nav.getByRole('link', { name: 'Alumni Spotlight' }))).toBe('/Alumni-Spotlight');
    expect(hrefOf(nav.getByRole('link', { name: 'Executive Board' }))).toBe('/Executive-Board');
    nav.getByText('Volunteer');
    nav.getByText('Stay Connected');
    expect(nav.queryByRole('link', { name: /Volunteer|Stay Connected/ })).toBeNull();
    expect(document.querySelector('a[href="#"], a:not([href])')).toBeNull();
  });

  it('links Alumni Events, Membership Benefits and the memorial page', () => {
    renderSite('/');
    const nav = within(screen.getByRole('navigation', { name: 'Chapter' }));
    expect(hrefOf(nav.getByRole('link', { name: 'Alumni Events' }))).toBe('/Alumni-Events');
    expect(hrefOf(nav.getByRole('link', { name: 'Membership Benefits' }))).toBe('/Membership-Benefits');
    expect(hrefOf(nav.getByRole('link', { name: 'Dr. Hartwell' }))).toBe('/Dr-Hartwell');
  });

  it('moves focus to the new page heading after a route change', async () => {
    renderSite('/');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Chapter' })).getByRole('link', { name: 'Membership Benefits' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Membership Benefits' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('the small-screen menu', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the items after the fade, hides the page while open, and closes with Escape', async () => {
    vi.useFakeTimers();
    renderSite('/Contact');
    await act(() => vi.runAllTimersAsync());
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(hamburger.getAttribute('aria-controls') ?? '')!;
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    screen.getByRole('main');

    fireEvent.click(hamburger);
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(within(menu).queryByRole('link')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(MENU_FADE_DELAY_MS));
    const items = within(screen.getByRole('navigation', { name: 'Site menu' }));
    expect(hrefOf(items.getByRole('link', { name: 'Become a member' }))).toBe('/Become-A-Member');
    expect(hrefOf(items.getByRole('link', { name: 'Member Area' }))).toBe('/Login');
    expect(hrefOf(items.getByRole('link', { name: 'Committees' }))).toBe('/Committees');
    expect(items.getByRole('link', { name: /^Events/ }).getAttribute('target')).toBe('_blank');
    expect(hrefOf(items.getByRole('link', { name: 'Endowment Donation' }))).toBe('/Endowment-Donation');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(hamburger);
    screen.getByRole('main');
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).toBeNull();
  });

  it('closes when one of its links is followed', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Site menu' });
    await user.click(await within(menu).findByRole('link', { name: 'News' }, { timeout: 2_000 }));
    await screen.findByRole('heading', { level: 1, name: 'News' });
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the frame', () => {
  it('has a skip link to the main content and a footer with the chapter and its e-mail', () => {
    renderSite('/');
    expect(hrefOf(screen.getByRole('link', { name: 'Skip to main content' }))).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
    const footer = within(screen.getByRole('contentinfo'));
    footer.getByText(SITE.name);
    const email = 'hello@hartwell-alumni.example.org';
    expect(hrefOf(footer.getByRole('link', { name: email }))).toBe(`mailto:${email}`);
  });
});
