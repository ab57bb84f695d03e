import type { OwnDataExport } from '../../ports/own-data.port';
import { csvCell } from '../events/attendees-csv';

const HEADER = ['Table', 'Row', 'Column', 'Value'];

/** A stored value as one cell's text: null as nothing, any other value as written. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * 'Download my data' as one CSV file (RFC 4180, CRLF): one line per stored value, named by its table,
 * its row (1, 2, ... within the table) and its column, so every table fits one set of columns; then a
 * line per withheld column (Row 'withheld', the value saying why). Cells that a spreadsheet would
 * take for a formula are defused (`csvCell`).
 */
export function ownDataCsv(data: OwnDataExport): string {
  const lines: string[][] = [HEADER];
  for (const [table, rows] of Object.entries(data.tables)) {
    rows.forEach((row, index) => {
      for (const [column, value] of Object.entries(row)) lines.push([table, String(index + 1), column, text(value)]);
    });
  }
  for (const withheld of data.withheld) lines.push([withheld.table, 'withheld', withheld.column, withheld.why]);
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
