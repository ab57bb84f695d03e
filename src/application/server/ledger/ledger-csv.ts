import { categoryWords, METHOD_WORDS } from '../../../domain/ledger';
import { csvCell } from '../events/attendees-csv';
import type { LedgerEntryView } from '../../ports/ledger-gateway.port';

const HEADER = ['Date', 'Order', 'Category', 'Description', 'Payer', 'E-mail', 'Amount', 'Method', 'Reference', 'Status', 'Recorded by'];

/** The ledger as CSV (RFC 4180, CRLF, a header row; cells that a spreadsheet would run as formulas are defused), one row per order. */
export function ledgerCsv(entries: readonly LedgerEntryView[]): string {
  const lines = [
    HEADER,
    ...entries.map((entry) => [
      entry.day,
      entry.id,
      categoryWords(entry.category),
      entry.description,
      entry.payer.name,
      entry.payer.email,
      (entry.amount / 100).toFixed(2),
      METHOD_WORDS[entry.method],
      entry.reference,
      entry.status,
      entry.recordedBy ?? '',
    ]),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The download's file name: 'ledger-2026-06-15.csv' (the day it was taken). */
export function ledgerCsvName(today: string): string {
  return `ledger-${today}.csv`;
}
