import { describe, expect, it } from 'vitest';
import { readImportFile, repeatedEmails } from '../../src/domain/member-import';

describe('readImportFile', () => {
  it('reads a header of known names and one member per row, quoted cells and CRLF included', () => {
    const file = readImportFile(
      '\uFEFFFirst name,Last Name,E-mail,Class year,Status\r\nAda,"Lovelace, Countess",ada@example.org,1835,Paid\r\n\r\n"Grace ""Amazing""",Hopper,grace@example.org,,\n',
    )._unsafeUnwrap();
    expect(file.ignoredColumns).toEqual(['Status']);
    expect(file.rows).toEqual([
      { row: 2, values: { firstName: 'Ada', lastName: 'Lovelace, Countess', email: 'ada@example.org', gradYear: '1835' } },
      { row: 3, values: { firstName: 'Grace "Amazing"', lastName: 'Hopper', email: 'grace@example.org', gradYear: '' } },
    ]);
  });

  it("reads the roster's own export back: a defused formula is the text it was", () => {
    const file = readImportFile("Member ID,First name,Last name,E-mail\r\n100001,'=SUM(A1),Knuth,don@example.org\r\n")._unsafeUnwrap();
    expect(file.rows[0]?.values.firstName).toBe('=SUM(A1)');
    expect(file.ignoredColumns).toEqual(['Member ID']);
  });

  it('refuses a file without the columns it needs, an empty one, and an unclosed quote', () => {
    expect(readImportFile('Name,Mail\r\nAda,ada@example.org')._unsafeUnwrapErr()).toBe(
      'The first row must name the columns; these are missing: First name, Last name, E-mail.',
    );
    expect(readImportFile(' \r\n')._unsafeUnwrapErr()).toBe('The file is empty.');
    expect(readImportFile('First name,Last name,E-mail\r\n"Ada,Lovelace,ada@example.org')._unsafeUnwrapErr()).toBe(
      'The file ends inside a quoted cell: a closing " is missing.',
    );
  });

  it('refuses more than 5,000 members at once', () => {
    const rows = Array.from({ length: 5_001 }, (_, n) => `A,B,m${n}@x.org`).join('\n');
    expect(readImportFile(`First name,Last name,E-mail\n${rows}`)._unsafeUnwrapErr()).toBe(
      'At most 5,000 members can be imported at once.',
    );
  });

  it('names the rows that repeat an e-mail of an earlier row, without regard to case', () => {
    const { rows } = readImportFile('First name,Last name,E-mail\nA,B,a@x.org\nC,D,b@x.org\nE,F,A@X.org\n')._unsafeUnwrap();
    expect([...repeatedEmails(rows)]).toEqual([[4, 2]]);
  });
});
