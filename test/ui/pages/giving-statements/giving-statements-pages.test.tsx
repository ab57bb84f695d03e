import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cents } from '../../../../src/domain/money';
import type { Order } from '../../../../src/domain/pricing';
import { GivingStatementsPage } from '../../../../src/ui/pages/giving-statements/giving-statements-page';
import { MemberGivingStatementsPage } from '../../../../src/ui/pages/giving-statements/member-giving-statements-page';
import { OFFICERS_ONLY } from '../../../../src/ui/components/officers-only';
import { UI_ADMIN, type UiWorld, uiWorld } from '../../support/ui-world';
import { fill, user } from '../checkout-kit';
import { renderRoutes, signedInMember, Stub } from '../page-harness';

const PAGES = {
  '/Admin/giving-statements': <GivingStatementsPage />,
  '/Member-Area/giving-statements': <MemberGivingStatementsPage />,
  '/Login': <Stub name="Login" />,
  '/Member-Area': <Stub name="Member Area" />,
};

let next = 0;

/** This calendar year, by the world's clock. */
const thisYear = (world: UiWorld) => new Date(world.clock.now()).getUTCFullYear();

/** A $50 donation paid on 1 March of this year by `email`. */
async function gave(world: UiWorld, email: string, name: readonly [string, string]): Promise<void> {
  next += 1;
  const id = `ui-gift-${next}`;
  const order: Order = { item: 'donation', amount: 5_000 as Cents, donationType: 'Chapter Donation' };
  const at = `${thisYear(world)}-03-01T15:00:00.000Z`;
  const contact = { firstName: name[0], lastName: name[1], email };
  const made = { id, order, amount: 5_000 as Cents, currency: 'usd', description: 'Chapter Donation', contact, application: null };
  (await world.ledger.record({ ...made, memberId: null, idempotencyKey: `key-${id}`, createdAt: at }))._unsafeUnwrap();
  (await world.ledger.attachPayment(id, `pi_${id}`))._unsafeUnwrap();
  (await world.ledger.markPaid(id, at))._unsafeUnwrap();
}

describe('the treasurer’s giving statements page', () => {
  it('previews a year’s donors and totals, and sends all once: a second send queues nothing new', async () => {
    const u = user();
    const world = uiWorld();
    await gave(world, 'ada@example.org', ['Ada', 'Lovelace']);
    await gave(world, 'ADA@example.org', ['Ada', 'Lovelace']);
    await signedInMember(world, { id: '100009', email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
    renderRoutes(world, '/Admin/giving-statements', PAGES);
    const year = thisYear(world);
    await screen.findByRole('heading', { level: 2, name: new RegExp(`^Calendar year ${year - 1}`) });
    await screen.findByText('No gifts were received in this year.');
    await fill(u, 'Year', String(year));
    await u.click(screen.getByRole('button', { name: 'Show the year' }));
    const words = `Calendar year ${year} (1 January ${year} to 31 December ${year})`;
    const table = await screen.findByRole('table', { name: `Donors in ${words}` });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ada Lovelace', 'ada@example.org', '2', '$100', 'Download PDF']);
    await u.click(screen.getByRole('button', { name: 'Send all' }));
    expect(screen.getByText(/^Send 1 statement for/).textContent).toBe(`Send 1 statement for ${words}?`);
    await u.click(screen.getByRole('button', { name: 'Yes, send them' }));
    expect((await screen.findByText(/^Queued/)).textContent).toBe('Queued 1 statement.');
    await u.click(screen.getByRole('button', { name: 'Send all' }));
    await u.click(screen.getByRole('button', { name: 'Yes, send them' }));
    expect((await screen.findByText(/^Queued 0/)).textContent).toBe('Queued 0 statements; 1 had been sent already and was not sent again.');
  });

  it('refuses a year that is not one, beside its field', async () => {
    const u = user();
    const world = uiWorld();
    await signedInMember(world, { id: '100009', email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
    renderRoutes(world, '/Admin/giving-statements', PAGES);
    await screen.findByRole('heading', { level: 2, name: new RegExp(`^Calendar year ${thisYear(world) - 1}`) });
    await fill(u, 'Year', '20x6');
    await u.click(screen.getByRole('button', { name: 'Show the year' }));
    const field = screen.getByLabelText('Year');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toContain(
      'Please choose a year such as 2026.',
    );
  });

  it('is shut to a member without the role', async () => {
    const other = uiWorld();
    await signedInMember(other, { email: 'member@example.org' });
    renderRoutes(other, '/Admin/giving-statements', PAGES);
    expect((await screen.findByRole('alert')).textContent).toBe(OFFICERS_ONLY);
  });
});

describe('a member’s giving statements page', () => {
  it('lists the years of the member’s own gifts, each with its PDF', async () => {
    const world = uiWorld();
    await gave(world, 'ada@example.org', ['Ada', 'Lovelace']);
    await gave(world, 'grace@example.org', ['Grace', 'Hopper']);
    await signedInMember(world, { email: 'ada@example.org' });
    renderRoutes(world, '/Member-Area/giving-statements', PAGES);
    const year = thisYear(world);
    await screen.findByRole('button', { name: `Download your giving statement for ${year} (PDF)` });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([`Year ${year}Download PDF`]);
  });

  it('says so when the member has given nothing', async () => {
    const world = uiWorld();
    await signedInMember(world, { email: 'new@example.org' });
    renderRoutes(world, '/Member-Area/giving-statements', PAGES);
    await screen.findByText('We have no gifts from you on record yet.');
  });
});
