import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { YourDataPage } from '../../../../src/ui/pages/your-data/your-data-page';
import { AccountDeletedPage } from '../../../../src/ui/pages/your-data/account-deleted-page';
import { uiWorld } from '../../support/ui-world';
import { descriptionOf } from '../checkout-kit';
import { latestCode, renderRoutes, signedInMember, Stub } from '../page-harness';

const EMAIL = 'grace@example.org';
const PAGES = {
  '/Member-Area/your-data': <YourDataPage />,
  '/Account-Deleted': <AccountDeletedPage />,
  '/Member-Area': <Stub name="Member Area" />,
  '/Login': <Stub name="Login" />,
};

async function onThePage() {
  const world = uiWorld();
  await signedInMember(world, { email: EMAIL });
  renderRoutes(world, '/Member-Area/your-data', PAGES);
  await screen.findByRole('heading', { level: 1, name: 'Your data' });
  return world;
}

describe('the Your data page', () => {
  it('links the two downloads and says what a deletion keeps, and why, before any code is asked for', async () => {
    await onThePage();
    expect(screen.getByRole('link', { name: 'Download my data (JSON)' }).getAttribute('href')).toBe('/me/data.json');
    expect(screen.getByRole('link', { name: 'Download my data (CSV, for a spreadsheet)' }).getAttribute('href')).toBe('/me/data.csv');
    screen.getByText(/its treasurer must keep complete accounts of the money it took and gave back, as the law asks of a treasurer/);
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
  });

  it('mails a code, says a wrong or malformed code beside the field, then deletes, signs out and confirms', async () => {
    const user = userEvent.setup();
    const world = await onThePage();
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    await screen.findByText('We have sent a code to g***@e***.org. It works once, for one hour.');
    const code = latestCode(world, EMAIL);
    const field = screen.getByLabelText('Code from the e-mail');
    await user.type(field, '12ab');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByText('Enter the 6-digit code from the e-mail.');
    expect(descriptionOf(field)).toEqual(['Enter the 6-digit code from the e-mail.']);
    await user.clear(field);
    await user.type(field, code === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByText('Invalid verification code provided, please try again.');
    expect(descriptionOf(field)).toEqual(['Invalid verification code provided, please try again.']);
    await user.clear(field);
    await user.type(field, code);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('heading', { level: 1, name: 'Your account has been deleted' });
    expect((await world.services.identity.currentUser()).isErr()).toBe(true);
  });

  it('sends a visitor to the Login page', async () => {
    renderRoutes(uiWorld(), '/Member-Area/your-data', PAGES);
    await screen.findByRole('heading', { name: 'Login (stub)' });
  });
});
