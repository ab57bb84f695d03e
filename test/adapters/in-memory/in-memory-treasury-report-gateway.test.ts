import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryDocumentStore } from '../../../src/adapters/in-memory/in-memory-document-store';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { InMemoryTreasuryReportGateway } from '../../../src/adapters/in-memory/in-memory-treasury-report-gateway';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { PdfkitPdfRenderer } from '../../../src/adapters/pdf/pdfkit-pdf-renderer';
import { recordQuarter } from '../../contracts/treasury-ledger.contract';
import { treasuryReportGatewayContract } from '../../contracts/treasury-report-gateway.contract';

treasuryReportGatewayContract('in memory', async () => {
  const clock = new ManualClock('2026-04-02T14:00:00.000Z');
  const audit = new InMemoryAuditRecords();
  const ledger = new InMemoryOrderLedger(audit);
  await recordQuarter(ledger);
  const documents = new InMemoryDocumentStore(clock, new SequentialIds(), audit);
  const deps = { ledger, clock, config: { timeZone: 'America/New_York' }, pdf: new PdfkitPdfRenderer(), issuer: 'Chapter', documents };
  return {
    admin: new InMemoryTreasuryReportGateway(deps, () => ({ role: 'admin', email: 'chair@example.org' })),
    member: new InMemoryTreasuryReportGateway(deps, () => ({ role: 'member', email: 'member@example.org' })),
    reports: async () => (await documents.list('treasury-report'))._unsafeUnwrap().map((document) => document.name),
  };
});
