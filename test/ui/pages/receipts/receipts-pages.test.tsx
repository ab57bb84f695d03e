import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cents } from '../../../../src/domain/money';
import { CHAPTER_SETTINGS_MESSAGES } from '../../../../src/domain/validation/chapter-settings-form';
import { OFFICERS_ONLY } from '../../../../src/ui/components/officers-only';
import { LedgerOrderPage } from '../../../../src/ui/pages/officer-ledger/ledger-order-page';
import { ChapterSettingsPage } from '../../../../src/ui/pages/receipts/chapter-settings-page';
import { MemberPaymentsPage } from '../../../../src/ui/pages/receipts/member-payments-page';
import { sampleOrder } from '../../../contracts/order-ledger.contract';
import { UI_ADMIN, uiWorld, type UiWorld } from '../../support/ui-world';
import { renderRoutes, signedInMember, Stub } from '../page-harness';

const PAGES = {
  '/Member-Area/payments': <MemberPaymentsPage />,
  '/Admin/settings': <ChapterSettingsPage />,
  '/Admin/ledger/:order': <LedgerOrderPage />,
  '/Login': <Stub name="Login" />,
  '/Member-Area': <Stub name="Member Area" />,
  '/Admin': <Stub name="Officers’ console" />,
};

/** A $100 donation by `email`, paid on March 10, 2026. */
async function donated(world: UiWorld, id: string, email: string): Promise<void> {
  const order = sampleOrder(0, {
    id,
    idempotencyKey: `key-${id}`,
    order: { item: 'donation', amount: 10_000 as Cents, donationType: 'Chapter Donation' },
    amount: 10_000 as Cents,
    description: 'Chapter Donation: $100',
    contact: { firstName: 'Ada', lastName: 'Lovelace', email },
    createdAt: '2026-03-10T14:59:00.000Z',
  });
  (await world.ledger.record(order))._unsafeUnwrap();
  (await world.ledger.attachPayment(id, `pi_${id}`))._unsafeUnwrap();
  (await world.ledger.markPaid(id, '2026-03-10T15:00:00.000Z'))._unsafeUnwrap();
}

/** Catches the downloads the page starts. */
function downloads(): { href: string; download: string }[] {
  const saved: { href: string; download: string }[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

describe('the Member Area’s payments page (issue 20)', () => {
  it('lists the member’s own payments and downloads a receipt', async () => {
    const saved = downloads();
    const world = uiWorld();
    const member = await signedInMember(world);
    await donated(world, 'don-1', member.email);
    await donated(world, 'someone-elses', 'grace@example.org');
    renderRoutes(world, '/Member-Area/payments', PAGES);
    const table = await screen.findByRole('table', { name: 'Your payments to the chapter, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['2026-03-10', 'Chapter Donation: $100', '$100', 'None'],
    ]);
    await userEvent.click(within(table).getByRole('button', { name: 'Download the receipt of Chapter Donation: $100, 2026-03-10 (PDF)' }));
    await vi.waitFor(() => expect(saved).toEqual([{ href: 'blob:receipt', download: 'receipt-don-1.pdf' }]));
  });

  it('says when there are no payments yet', async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderRoutes(world, '/Member-Area/payments', PAGES);
    await screen.findByText('You have made no payments to the chapter with this e-mail address yet.');
  });

  it('sends a visitor to sign in', async () => {
    renderRoutes(uiWorld(), '/Member-Area/payments', PAGES);
    await screen.findByRole('heading', { name: 'Login (stub)' });
  });
});

describe('the chapter settings page (issue 20)', () => {
  it('shows the settings, ties a refused field’s message to it, then saves', async () => {
    const world = uiWorld();
    await signedInMember(world, { id: '100001', email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
    renderRoutes(world, '/Admin/settings', PAGES);
    await screen.findByRole('heading', { level: 1, name: 'Chapter settings' });
    const name = await screen.findByLabelText(/^Legal name/);
    expect((name as HTMLInputElement).value).toBe('Hartwell Scholars Alumni Chapter');
    await userEvent.type(screen.getByLabelText(/^Tax ID/), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    const error = await screen.findByText(CHAPTER_SETTINGS_MESSAGES.taxId);
    expect(screen.getByLabelText(/^Tax ID/).getAttribute('aria-describedby')).toContain(error.id);

    await userEvent.clear(screen.getByLabelText(/^Tax ID/));
    await userEvent.type(screen.getByLabelText(/^Tax ID/), '12-3456789');
    await userEvent.click(screen.getByRole('checkbox', { name: /Gifts to the chapter are tax-deductible/ }));
    await userEvent.selectOptions(screen.getByLabelText('The fiscal year starts in'), 'July');
    await userEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    await screen.findByText('The settings were saved.');
    expect((await world.services.receipts.settings())._unsafeUnwrap()).toMatchObject({
      taxId: '12-3456789',
      deductible: true,
      fiscalYearStartMonth: 7,
    });
    expect(world.auditRecords.all().filter((entry) => entry.action === 'manageChapterSettings')).toHaveLength(1);
  });

  it('tells a member the page is not theirs', async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderRoutes(world, '/Admin/settings', PAGES);
    expect((await screen.findByRole('alert')).textContent).toBe(OFFICERS_ONLY);
  });
});

describe('the ledger’s order page (issue 20)', () => {
  it('downloads a paid order’s receipt', async () => {
    const saved = downloads();
    const world = uiWorld();
    await signedInMember(world, { id: '100001', email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
    await donated(world, 'don-1', 'ada@example.org');
    renderRoutes(world, '/Admin/ledger/don-1', PAGES);
    await userEvent.click(await screen.findByRole('button', { name: 'Download the receipt (PDF)' }));
    await vi.waitFor(() => expect(saved).toEqual([{ href: 'blob:receipt', download: 'receipt-don-1.pdf' }]));
  });
});
