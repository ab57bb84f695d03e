import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERIOD_MESSAGES } from '../../../../src/domain/treasury-report';
import { OFFICERS_ONLY } from '../../../../src/ui/components/officers-only';
import { ReportsPage } from '../../../../src/ui/pages/officer-reports/reports-page';
import { recordQuarter } from '../../../contracts/treasury-ledger.contract';
import { UI_ADMIN, uiWorld, type UiWorld } from '../../support/ui-world';
import { renderRoutes, signedInMember, Stub } from '../page-harness';

const PAGES = {
  '/Admin/reports': <ReportsPage />,
  '/Login': <Stub name="Login" />,
  '/Member-Area': <Stub name="Member Area" />,
};

const QUARTER = '/Admin/reports?from=2026-01-01&to=2026-03-31';

/** The chair signed in on April 2, 2026, with the first quarter's orders in the ledger. */
async function asAdmin(route: string): Promise<UiWorld> {
  const world = uiWorld();
  world.clock.set('2026-04-02T14:00:00.000Z');
  await recordQuarter(world.ledger);
  await signedInMember(world, { id: '100001', email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
  renderRoutes(world, route, PAGES);
  return world;
}

/** The cells of a table's row, by its first cell's words. */
function rowOf(table: string, first: string): string[] {
  const row = within(screen.getByRole('region', { name: table }))
    .getByRole('rowheader', { name: first })
    .closest('tr');
  return [...(row?.querySelectorAll('th, td') ?? [])].map((cell) => cell.textContent ?? '');
}

afterEach(() => vi.restoreAllMocks());

describe('the treasury report page', () => {
  it('shows the period’s income by category and by method, the refunds and the net', async () => {
    await asAdmin(QUARTER);
    await screen.findByText('1 January 2026 to 31 March 2026');
    expect(rowOf('Income by category', 'Tickets: gala')).toEqual(['Tickets: gala', '2', '$80.00', '$15.00', '$65.00']);
    expect(rowOf('Income by category', 'Membership')).toEqual(['Membership', '0', '$0.00', '$50.00', '-$50.00']);
    expect(rowOf('Income by method', 'Cheque')).toEqual(['Cheque', '1', '$100.00', '$0.00', '$100.00']);
    expect(rowOf('Refunds', 'Tickets: gala')).toEqual(['Tickets: gala', 'Card online', '1', '$15.00']);
    const net = screen.getByText('Net', { selector: 'dt' }).closest('div');
    expect(net?.textContent).toBe('Net$140.00');
  });

  it('picks a preset period in one click, and shows this month when none is asked', async () => {
    await asAdmin('/Admin/reports');
    await screen.findByText('1 April 2026 to 30 April 2026');
    expect(rowOf('Refunds', 'Tickets: gala')).toEqual(['Tickets: gala', 'Card online', '1', '$40.00']);
    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await screen.findByText('1 March 2026 to 31 March 2026');
    expect(rowOf('Income by category', 'Donation: Chapter Donation')).toEqual([
      'Donation: Chapter Donation',
      '1',
      '$100.00',
      '$0.00',
      '$100.00',
    ]);
    expect((screen.getByLabelText(/^From/) as HTMLInputElement).value).toBe('2026-03-01');
  });

  it('shows a refused day beside its field', async () => {
    await asAdmin(QUARTER);
    await screen.findByText('1 January 2026 to 31 March 2026');
    const to = screen.getByLabelText(/^To/);
    await userEvent.clear(to);
    await userEvent.type(to, '2025-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const error = await screen.findByText(PERIOD_MESSAGES.order, { selector: '.field-error' });
    expect(screen.getByLabelText(/^To/).getAttribute('aria-describedby')).toContain(error.id);
    expect((screen.getByLabelText(/^To/) as HTMLInputElement).value).toBe('2025-12-31');
  });

  it('downloads the CSV and the PDF under the names the server gives', async () => {
    const saved: { href: string; download: string }[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    await asAdmin(QUARTER);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() =>
      expect(saved).toEqual([
        { href: 'blob:report', download: 'treasury-report-2026-01-01-to-2026-03-31.csv' },
        { href: 'blob:report', download: 'treasury-report-2026-01-01-to-2026-03-31.pdf' },
      ]),
    );
  });

  it('publishes to Treasury Reports after a confirmation, says where with a link, and replaces on a second publish', async () => {
    const world = await asAdmin(QUARTER);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish to Treasury Reports' }));
    screen.getByText(/Publish the report of 1 January 2026 to 31 March 2026 as a PDF to Treasury Reports\?/);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await world.services.documents.list('treasury-report'))._unsafeUnwrap()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Publish to Treasury Reports' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText(/Published as “Treasury report 2026-01-01 to 2026-03-31\.pdf” in Treasury Reports\./);
    expect(screen.getByRole('link', { name: 'Member Area, under Treasury Reports' }).getAttribute('href')).toBe('/Member-Area');
    const listed = (await world.services.documents.list('treasury-report'))._unsafeUnwrap();
    expect(listed.map((document) => document.name)).toEqual(['Treasury report 2026-01-01 to 2026-03-31.pdf']);

    await userEvent.click(screen.getByRole('button', { name: 'Publish to Treasury Reports' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText(/replacing the copy published before/);
    expect((await world.services.documents.list('treasury-report'))._unsafeUnwrap()).toHaveLength(1);
  });

  it('tells a member the page is not theirs', async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderRoutes(world, QUARTER, PAGES);
    await screen.findByText(OFFICERS_ONLY);
  });
});
