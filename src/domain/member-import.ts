import { err, ok, type Result } from 'neverthrow';
import type { MEMBER_VALUE_FIELDS } from './members';
import { normalizeEmail, type MemberField } from './members';

/** The member fields a file may carry, each known by several ways of writing its column's name. */
const HEADER_NAMES: Readonly<Record<string, (typeof MEMBER_VALUE_FIELDS)[number]>> = {
  firstname: 'firstName',
  first: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  email: 'email',
  emailaddress: 'email',
  phone: 'phone',
  telephone: 'phone',
  address: 'address',
  street: 'address',
  city: 'city',
  state: 'state',
  zip: 'zipcode',
  zipcode: 'zipcode',
  postalcode: 'zipcode',
  graduationyear: 'gradYear',
  gradyear: 'gradYear',
  classyear: 'gradYear',
  membership: 'membership',
  membershiptype: 'membership',
  duesyear: 'duesPayYear',
  duespayyear: 'duesPayYear',
};

/** The most rows one import may hold. */
const MAX_IMPORT_ROWS = 5_000;

/** One row of the file: its line's number (the header is row 1) and the member fields it gives, as text. */
export interface ImportRow {
  readonly row: number;
  readonly values: Readonly<Partial<Record<MemberField, string>>>;
}

export interface ImportFile {
  readonly rows: readonly ImportRow[];
  /** Columns the file has that are not member fields (an export's 'Status', say): read past. */
  readonly ignoredColumns: readonly string[];
}

/** Splits RFC 4180 text (quotes doubled inside quoted cells, CRLF or LF line ends) into rows of cells; blank rows are dropped. */
function cellsOf(text: string): Result<string[][], string> {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') {
      quoted = true;
    } else if (c === ',') {
      endCell();
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else {
      cell += c;
    }
  }
  if (quoted) return err('The file ends inside a quoted cell: a closing " is missing.');
  if (cell !== '' || row.length > 0) endRow();
  return ok(rows.filter((cells) => cells.some((value) => value.trim() !== '')));
}

/** A cell as a spreadsheet formula was defused on export ('=x' written "'=x") reads as it was. */
function undefused(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * Reads a members' CSV (a spreadsheet's, another system's, or this roster's own export): a header
 * row naming the columns (first name, last name and e-mail required; the others as they come),
 * then one member per row. Columns that are not member fields are read past and named.
 */
export function readImportFile(text: string): Result<ImportFile, string> {
  return cellsOf(text.replace(/^\uFEFF/, '')).andThen(([header, ...body]) => {
    if (header === undefined) return err('The file is empty.');
    const fields = header.map((name) => HEADER_NAMES[name.toLowerCase().replace(/[^a-z]/g, '')] ?? null);
    const missing = (['firstName', 'lastName', 'email'] as const).filter((field) => !fields.includes(field));
    if (missing.length > 0) {
      return err(`The first row must name the columns; these are missing: ${missing.map((f) => LABELS[f]).join(', ')}.`);
    }
    if (body.length > MAX_IMPORT_ROWS) return err(`At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} members can be imported at once.`);
    const rows = body.map((cells, index) => ({
      row: index + 2,
      values: Object.fromEntries(
        fields.flatMap((field, column) => (field === null ? [] : [[field, undefused(cells[column] ?? '').trim()]])),
      ),
    }));
    return ok({ rows, ignoredColumns: header.filter((_, column) => fields[column] === null) });
  });
}

const LABELS: Readonly<Record<'firstName' | 'lastName' | 'email', string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
};

/** The rows that repeat an e-mail of an earlier row, with the earlier row's number. */
export function repeatedEmails(rows: readonly ImportRow[]): ReadonlyMap<number, number> {
  const first = new Map<string, number>();
  const repeats = new Map<number, number>();
  for (const { row, values } of rows) {
    const key = normalizeEmail(values.email ?? '');
    if (key === '') continue;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, row);
    else repeats.set(row, earlier);
  }
  return repeats;
}
