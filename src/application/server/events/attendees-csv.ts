import type { AttendeeRow } from '../../ports/event-door-gateway.port';

const HEADER = ['Ticket', 'Name', 'Holder', 'Buyer', 'Buyer e-mail', 'Type', 'Answer', 'Amount paid', 'Order', 'Checked in', 'Void'];

/**
 * One CSV cell: a text a spreadsheet would read as a formula (starting with = + - @, or a tab or
 * carriage return before one) gets a leading apostrophe, then RFC 4180 quoting when it holds a
 * comma, a quote or a line break (quotes doubled).
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** '38.00': dollars with two decimals, as a spreadsheet sums them. */
function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The attendee list as CSV (RFC 4180: CRLF line ends, a header row), one row per ticket. */
export function attendeesCsv(rows: readonly AttendeeRow[]): string {
  const lines = [
    HEADER,
    ...rows.map((row) => [
      row.ticketId,
      row.name,
      row.holderName,
      row.buyerName,
      row.buyerEmail,
      row.typeName,
      row.answer,
      dollars(row.amountPaid),
      row.orderId,
      row.checkedInLocal?.replace('T', ' ') ?? '',
      row.voided ? 'void' : '',
    ]),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The download's file name: 'attendees-spring-banquet-2027.csv'. */
export function attendeesCsvName(slug: string): string {
  return `attendees-${slug}.csv`;
}
