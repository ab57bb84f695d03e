import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlumniEventsPage } from '../../../src/ui/pages/alumni-events/alumni-events-page';
import { AlumniSpotlightPage } from '../../../src/ui/pages/alumni-spotlight/alumni-spotlight-page';
import { EndowmentDonationPage } from '../../../src/ui/pages/endowment-donation/endowment-donation-page';
import { MembershipBenefitsPage } from '../../../src/ui/pages/membership-benefits/membership-benefits-page';
import { MemorialPage } from '../../../src/ui/pages/memorial/memorial-page';
import { renderWith } from '../support/ui-world';

function expectExternal(link: HTMLElement) {
  expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
}

describe('Membership Benefits page', () => {
  it('lists ten benefits, the bookstore and ticket discounts marked for paid members only', () => {
    renderWith(<MembershipBenefitsPage />);
    const benefits = screen.getAllByRole('listitem');
    expect(benefits).toHaveLength(10);
    const paidOnly = benefits.filter((benefit) => within(benefit).queryByText('Paid members only'));
    expect(paidOnly.map((benefit) => within(benefit).getByRole('heading').textContent)).toEqual(['Bookstore Discount', 'Ticket Discounts']);
    for (const benefit of benefits) expect(within(benefit).getByRole('heading').textContent).not.toBe('');
  });
});

describe('Alumni Spotlight page', () => {
  it('shows the article with its photo and a gallery of ten described images', () => {
    renderWith(<AlumniSpotlightPage />);
    const article = within(screen.getByRole('article'));
    article.getByRole('heading', { name: /elected President of the National Statistical Association/i });
    expect(article.getByRole('img').getAttribute('alt')).toMatch(/Portrait/);
    const gallery = within(screen.getByRole('region', { name: 'Gallery' }));
    const images = gallery.getAllByRole('img');
    expect(images).toHaveLength(10);
    for (const image of images) expect(image.getAttribute('alt')?.length).toBeGreaterThan(10);
    expect(new Set(images.map((image) => image.getAttribute('src'))).size).toBe(10);
  });
});

describe('Endowment Donation page', () => {
  it('explains the August interest payment and gives the development office and the online donation page', () => {
    renderWith(<EndowmentDonationPage />);
    screen.getByText(/once a year, in August/);
    expect(screen.getByRole('link', { name: /\(555\)/ }).getAttribute('href')).toMatch(/^tel:/);
    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expectExternal(screen.getByRole('link', { name: /Give to the endowment online/ }));
  });
});

describe('Memorial page', () => {
  it('pays tribute to Dr. Samuel Hartwell with the obituary and the memorial video in new tabs', () => {
    renderWith(<MemorialPage />);
    screen.getByRole('heading', { level: 1, name: /Dr\. Samuel Hartwell/ });
    expectExternal(screen.getByRole('link', { name: /obituary/ }));
    expectExternal(screen.getByRole('link', { name: /memorial video/ }));
  });
});

describe('Alumni Events page', () => {
  it('describes the events and links the ticket pages', () => {
    renderWith(<AlumniEventsPage />);
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/Spring-Banquet-2022', '/Cookout-2022', '/Attend-Cookout', '/Sponsor-Cookout']);
  });
});
