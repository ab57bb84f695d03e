import { describe, expect, it } from 'vitest';
import { ledgerCsv } from '../../../../src/application/server/ledger/ledger-csv';
import { dayAfter, fromDay, throughDay } from '../../../../src/application/server/ledger/ledger-days';
import type { LedgerEntryView } from '../../../../src/application/ports/ledger-gateway.port';
import type { Cents } from '../../../../src/domain/money';

describe("the ledger's days in the chapter's time zone", () => {
  it('starts each day at its midnight there, across the changes of the clocks', () => {
    expect(fromDay('2026-06-15', 'America/New_York').startsAt).toBe('2026-06-15T04:00:00.000Z');
    expect(fromDay('2026-01-15', 'America/New_York').startsAt).toBe('2026-01-15T05:00:00.000Z');
    // The clocks go forward at 2 am on March 8, 2026, and back on November 1.
    expect(fromDay('2026-03-08', 'America/New_York').startsAt).toBe('2026-03-08T05:00:00.000Z');
    expect(throughDay('2026-03-08', 'America/New_York').startsAt).toBe('2026-03-09T04:00:00.000Z');
    expect(throughDay('2026-10-31', 'America/New_York').startsAt).toBe('2026-11-01T04:00:00.000Z');
    expect(fromDay('2026-06-15', 'Asia/Kolkata').startsAt).toBe('2026-06-14T18:30:00.000Z');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});

describe('the ledger as CSV', () => {
  it('defuses a payer name a spreadsheet would run, and quotes commas', () => {
    const entry: LedgerEntryView = {
      id: 'order-1',
      day: '2026-06-14',
      category: { group: 'donation', detail: 'Chapter Donation' },
      description: 'Chapter Donation',
      payer: { name: '=HYPERLINK("http://x")', email: 'a@example.org' },
      memberId: null,
      amount: 5_050 as Cents,
      method: 'bank-transfer',
      reference: 'Ref, 7',
      status: 'fulfilled',
      recordedBy: 'treasurer@example.org',
    };
    expect(ledgerCsv([entry]).split('\r\n')[1]).toBe(
      '2026-06-14,order-1,Donation: Chapter Donation,Chapter Donation,"\'=HYPERLINK(""http://x"")",a@example.org,50.50,Bank transfer,"Ref, 7",fulfilled,treasurer@example.org',
    );
  });
});
