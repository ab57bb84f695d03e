import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { SessionProvider } from '../../../src/ui/app/session';
import { LEAVE_QUESTION } from '../../../src/ui/components/use-leave-confirmation';
import { BecomeAMemberPage } from '../../../src/ui/pages/become-a-member/become-a-member-page';
import { DonatePage } from '../../../src/ui/pages/donate/donate-page';
import { SpringBanquetPage } from '../../../src/ui/pages/spring-banquet/spring-banquet-page';
import { renderWith } from '../support/ui-world';
import { fill, user, valueOf, type User } from './checkout-kit';
import { Stub } from './page-harness';

/** The browser's Back and Forward buttons, as the router's history sees them (a POP). */
function BrowserButtons() {
  const navigate = useNavigate();
  return (
    <nav aria-label="Browser">
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser forward
      </button>
      <Link to="/Elsewhere">Elsewhere</Link>
    </nav>
  );
}

async function browserGo(delta: -1 | 1): Promise<void> {
  await user().click(screen.getByRole('button', { name: delta < 0 ? 'Browser back' : 'Browser forward' }));
}

function renderPage(page: React.ReactElement) {
  return renderWith(
    <SessionProvider>
      <BrowserButtons />
      <Routes>
        <Route path="/Checkout" element={page} />
        <Route path="/Elsewhere" element={<Stub name="Elsewhere" />} />
      </Routes>
    </SessionProvider>,
    undefined,
    '/Checkout',
  );
}

const MEMBER: Readonly<Record<string, string>> = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.org',
  Phone: '757 555 0100',
  Address: '1 Analytical Way',
  City: 'Norfolk',
  State: 'VA',
  'Zip code': '23504',
  'Graduation year (optional)': '1843',
  Password: 'correct horse battery',
  'Card number': '4242 4242 4242 4242',
  'Expiry date': '12/30',
  CVC: '123',
};

async function fillAll(u: User, values: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, text] of Object.entries(values)) await fill(u, label, text);
}

afterEach(() => vi.unstubAllGlobals());

describe('checkout steps in the browser history', () => {
  it('Become a Member: Back returns to the plan cards and Forward to the form with all 13 fields as typed', async () => {
    renderPage(<BecomeAMemberPage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Choose Lifetime Membership' }));
    await fillAll(u, MEMBER);
    await browserGo(-1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose your membership' }));
    expect(screen.queryByRole('heading', { name: 'Lifetime Membership checkout' })).toBeNull();
    await browserGo(1);
    await screen.findByRole('heading', { name: 'Lifetime Membership checkout' });
    for (const [label, text] of Object.entries(MEMBER)) expect(valueOf(label), label).toBe(text);
  });

  it("Become a Member: the page's own Return button moves the history back too, so Forward reopens the form", async () => {
    renderPage(<BecomeAMemberPage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    await fill(u, 'First name', 'Ada');
    await u.click(screen.getByRole('button', { name: 'Return to membership selection' }));
    await screen.findByRole('heading', { name: 'Choose your membership' });
    await browserGo(1);
    await screen.findByRole('heading', { name: 'Annual Membership checkout' });
    expect(valueOf('First name')).toBe('Ada');
  });

  it('Donate: Back keeps the amount and the donor, Forward proceeds with them', async () => {
    renderPage(<DonatePage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: '$10' }));
    await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await fill(u, 'Name', 'Grace Hopper');
    await browserGo(-1);
    await screen.findByRole('heading', { name: 'Choose your donation' });
    expect(valueOf('Donation amount')).toBe('10');
    await browserGo(1);
    expect(valueOf('Name')).toBe('Grace Hopper');
  });

  it('Spring Banquet: Back returns to the counts, Forward to the buyer as typed', async () => {
    renderPage(<SpringBanquetPage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add an adult' }));
    await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await fill(u, 'First name', 'Katherine');
    await browserGo(-1);
    expect(valueOf('Number of adults')).toBe('1');
    await browserGo(1);
    expect(valueOf('First name')).toBe('Katherine');
  });
});

describe('leaving a checkout with typed data', () => {
  it('asks before a link leaves; staying keeps the form, leaving goes', async () => {
    renderPage(<BecomeAMemberPage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    await fill(u, 'First name', 'Ada');
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    await u.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(valueOf('First name')).toBe('Ada');
    await u.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    await screen.findByRole('heading', { name: 'Elsewhere (stub)' });
  });

  it('asks the browser before the tab closes, only once something was typed', async () => {
    renderPage(<BecomeAMemberPage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);
    await fill(u, 'First name', 'Ada');
    const typed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(true);
  });

  it('asks nothing before a link when nothing was typed', async () => {
    renderPage(<BecomeAMemberPage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    await u.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByRole('heading', { name: 'Elsewhere (stub)' });
    expect(confirm).not.toHaveBeenCalled();
  });
});
