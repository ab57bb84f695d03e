import { describe, expect, it } from 'vitest';
import { InMemoryAuditRecords } from '../../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryDocumentStore } from '../../../../src/adapters/in-memory/in-memory-document-store';
import { InMemoryOrderLedger } from '../../../../src/adapters/in-memory/in-memory-order-ledger';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../../src/adapters/in-memory/sequential-ids';
import { PdfkitPdfRenderer } from '../../../../src/adapters/pdf/pdfkit-pdf-renderer';
import { publishTreasuryReport } from '../../../../src/application/server/treasury/publish-treasury-report.use-case';
import { treasuryReportFile } from '../../../../src/application/server/treasury/treasury-report-file.use-case';
import { viewTreasuryReport } from '../../../../src/application/server/treasury/view-treasury-report.use-case';
import type { Actor } from '../../../../src/domain/access';
import { PERIOD_MESSAGES } from '../../../../src/domain/treasury-report';
import { recordQuarter } from '../../../contracts/treasury-ledger.contract';
import { pdfText } from '../../../support/pdf-text';

const TREASURER: Actor = { role: 'member', email: 'treasurer@example.org', offices: [{ role: 'treasurer', event: null }] };
const SECRETARY: Actor = { role: 'member', email: 'secretary@example.org', offices: [{ role: 'secretary', event: null }] };
const ADMIN: Actor = { role: 'admin', email: 'chair@example.org' };
const MEMBER: Actor = { role: 'member', email: 'member@example.org' };
const QUARTER = { from: '2026-01-01', to: '2026-03-31' };

async function reportWorld() {
  const clock = new ManualClock('2026-04-02T14:00:00.000Z');
  const audit = new InMemoryAuditRecords();
  const ledger = new InMemoryOrderLedger(audit);
  await recordQuarter(ledger);
  const documents = new InMemoryDocumentStore(clock, new SequentialIds(), audit);
  const deps = {
    ledger,
    clock,
    config: { timeZone: 'America/New_York' },
    pdf: new PdfkitPdfRenderer(),
    issuer: 'Hartwell Scholars Alumni Chapter',
    documents,
  };
  return { deps, audit, documents, clock };
}

describe('the treasury report of a period', () => {
  it('sums the quarter by category and method in New York days: a part refund, a cheque, midnight boundaries', async () => {
    const { deps } = await reportWorld();
    const report = (await viewTreasuryReport(deps, TREASURER, QUARTER))._unsafeUnwrap();
    // Income: dues $25 (paid at midnight Jan 1; the $25 a minute earlier is last year's), the $100 cheque received
    // March 31, two $40 gala tickets (Feb 10; 23:30 on March 31). Refunds: $15 of a gala ticket, the $50 membership.
    expect(
      report.byCategory.map(({ category, payments, income, refunds, net }) => [category.group, payments, income, refunds, net]),
    ).toEqual([
      ['membership', 0, 0, 5_000, -5_000],
      ['dues', 1, 2_500, 0, 2_500],
      ['donation', 1, 10_000, 0, 10_000],
      ['tickets', 2, 8_000, 1_500, 6_500],
    ]);
    expect(report.byMethod.filter((line) => line.payments > 0 || line.refundCount > 0)).toEqual([
      { method: 'card', payments: 3, income: 10_500, refundCount: 2, refunds: 6_500, net: 4_000 },
      { method: 'cheque', payments: 1, income: 10_000, refundCount: 0, refunds: 0, net: 10_000 },
    ]);
    expect(report.total).toEqual({ payments: 4, income: 20_500, refundCount: 2, refunds: 6_500, net: 14_000 });
    expect(report.today).toBe('2026-04-02');
    expect(report.presets['last-month']).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('counts the December 31 payment at 23:59 New York time in last year, not in January', async () => {
    const { deps } = await reportWorld();
    const december = (await viewTreasuryReport(deps, TREASURER, { from: '2025-12-31', to: '2025-12-31' }))._unsafeUnwrap();
    expect(december.total).toMatchObject({ payments: 1, income: 2_500 });
    const january = (await viewTreasuryReport(deps, TREASURER, { from: '2026-01-01', to: '2026-01-01' }))._unsafeUnwrap();
    expect(january.total).toMatchObject({ payments: 1, income: 2_500 });
  });

  it('shows this month when no day is given, and refuses a bad period field by field', async () => {
    const { deps } = await reportWorld();
    expect((await viewTreasuryReport(deps, ADMIN, {}))._unsafeUnwrap().period).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect((await viewTreasuryReport(deps, TREASURER, { from: '2026-04-01', to: '2026-03-01' }))._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: { to: PERIOD_MESSAGES.order },
    });
    expect((await viewTreasuryReport(deps, TREASURER, { from: 'April', to: '' }))._unsafeUnwrapErr()).toMatchObject({
      fields: { from: PERIOD_MESSAGES.from, to: PERIOD_MESSAGES.to },
    });
  });

  it('is for treasurers and administrators only', async () => {
    const { deps } = await reportWorld();
    for (const actor of [SECRETARY, MEMBER, { role: 'visitor', email: null } as Actor]) {
      expect((await viewTreasuryReport(deps, actor, QUARTER))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await treasuryReportFile(deps, actor, QUARTER, 'csv'))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await publishTreasuryReport(deps, actor, QUARTER))._unsafeUnwrapErr().type).toBe('Unauthorized');
    }
  });
});

describe('the report as files', () => {
  it('gives a CSV of every line, in dollars', async () => {
    const { deps } = await reportWorld();
    const file = (await treasuryReportFile(deps, TREASURER, QUARTER, 'csv'))._unsafeUnwrap();
    expect(file.fileName).toBe('treasury-report-2026-01-01-to-2026-03-31.csv');
    const lines = new TextDecoder().decode(file.bytes).split('\r\n');
    expect(lines[0]).toBe('Section,Category,Method,Payments,Income,Refunds made,Refunded,Net');
    expect(lines).toContain('By category,Tickets: gala,,2,80.00,1,15.00,65.00');
    expect(lines).toContain('By method,,Cheque,1,100.00,0,0.00,100.00');
    expect(lines).toContain('Refunds,Membership,Card online,,,1,50.00,');
    expect(lines).toContain('Total,,,4,205.00,2,65.00,140.00');
  });

  it('gives a PDF holding the figures as text, the same bytes for the same report at the same instant', async () => {
    const { deps, clock } = await reportWorld();
    const file = (await treasuryReportFile(deps, TREASURER, QUARTER, 'pdf'))._unsafeUnwrap();
    expect(Buffer.from(file.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(file.bytes);
    expect(text).toEqual(
      expect.arrayContaining([
        'Treasury report',
        '1 January 2026 to 31 March 2026',
        'Tickets: gala',
        '$80.00',
        '$205.00',
        '-$65.00',
        '$140.00',
      ]),
    );
    expect(text).toContain('Period 2026-01-01 to 2026-03-31 · Generated 2026-04-02 10:00 (America/New_York)');
    const again = (await treasuryReportFile(deps, TREASURER, QUARTER, 'pdf'))._unsafeUnwrap();
    expect(Buffer.from(again.bytes).equals(Buffer.from(file.bytes))).toBe(true);
    clock.advance(60_000);
    const later = (await treasuryReportFile(deps, TREASURER, QUARTER, 'pdf'))._unsafeUnwrap();
    expect(Buffer.from(later.bytes).equals(Buffer.from(file.bytes))).toBe(false);
  });
});

describe('publishing the report to Treasury Reports', () => {
  it('stores the PDF among the members’ treasury reports, audited', async () => {
    const { deps, audit, documents } = await reportWorld();
    const published = (await publishTreasuryReport(deps, TREASURER, QUARTER))._unsafeUnwrap();
    expect(published).toMatchObject({ name: 'Treasury report 2026-01-01 to 2026-03-31.pdf', replaced: false });
    const listed = (await documents.list('treasury-report'))._unsafeUnwrap();
    expect(listed).toEqual([expect.objectContaining({ key: published.key, name: published.name, contentType: 'application/pdf' })]);
    expect(audit.all().at(-1)).toMatchObject({
      actor: 'treasurer@example.org',
      action: 'publishTreasuryReport',
      subject: { kind: 'document', id: published.key },
      before: null,
      after: { name: published.name, period: QUARTER },
    });
  });

  it('replaces the same period’s report when published again: one document, the removal audited too', async () => {
    const { deps, audit, documents, clock } = await reportWorld();
    const first = (await publishTreasuryReport(deps, TREASURER, QUARTER))._unsafeUnwrap();
    clock.advance(3_600_000);
    const second = (await publishTreasuryReport(deps, ADMIN, QUARTER))._unsafeUnwrap();
    expect(second).toMatchObject({ name: first.name, replaced: true });
    expect((await documents.list('treasury-report'))._unsafeUnwrap().map((document) => document.key)).toEqual([second.key]);
    expect(audit.all().slice(-2)).toEqual([
      expect.objectContaining({
        action: 'publishTreasuryReport',
        subject: { kind: 'document', id: second.key },
        before: { replaces: [first.key] },
      }),
      expect.objectContaining({ action: 'deleteDocument', subject: { kind: 'document', id: first.key } }),
    ]);
    (await publishTreasuryReport(deps, TREASURER, { from: '2026-04-01', to: '2026-04-30' }))._unsafeUnwrap();
    expect((await documents.list('treasury-report'))._unsafeUnwrap()).toHaveLength(2);
  });

  it('publishes nothing for a bad period', async () => {
    const { deps, documents } = await reportWorld();
    expect((await publishTreasuryReport(deps, TREASURER, { from: '2026-03-31', to: '2026-01-01' }))._unsafeUnwrapErr().type).toBe(
      'InvalidForm',
    );
    expect((await documents.list('treasury-report'))._unsafeUnwrap()).toEqual([]);
  });
});
