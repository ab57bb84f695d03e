import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDirectoryProfile,
  DIRECTORY_FIELDS,
  directoryEntryOf,
  HIDDEN_PROFILE,
  matchesDirectorySearch,
  parseDirectorySearch,
  type DirectoryMember,
} from '../../src/domain/directory';

const ADA: DirectoryMember = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  gradYear: '1835',
  city: 'London',
  state: 'UK',
  email: 'ada@example.org',
  phone: '7575550100',
};
const DETAILS = {
  employer: 'Analytical Engines',
  jobTitle: 'Programmer',
  website: 'https://ada.example.org/',
  bio: 'Notes on the engine.',
};

/** Each field's values as an entry shows them. */
const VALUES = {
  name: ['Ada Lovelace'],
  gradYear: ['1835'],
  location: ['London', 'UK'],
  email: ['ada@example.org'],
  phone: ['7575550100'],
  employer: ['Analytical Engines'],
  jobTitle: ['Programmer'],
  website: ['https://ada.example.org/'],
  bio: ['Notes on the engine.'],
} as const;

describe('directoryEntryOf', () => {
  it('shows nothing by default: a member who opened nothing has no entry', () => {
    expect(directoryEntryOf(ADA, HIDDEN_PROFILE)).toBeNull();
    expect(directoryEntryOf(ADA, { ...HIDDEN_PROFILE, ...DETAILS })).toBeNull();
  });

  it('never holds the value of a field not opened, for any choice of fields', () => {
    fc.assert(
      fc.property(fc.subarray([...DIRECTORY_FIELDS]), (visible) => {
        const entry = directoryEntryOf(ADA, { ...DETAILS, visible });
        const text = JSON.stringify(entry ?? {});
        for (const field of DIRECTORY_FIELDS) {
          for (const value of VALUES[field]) expect(text.includes(JSON.stringify(value))).toBe(visible.includes(field));
        }
        expect(entry === null).toBe(visible.length === 0);
      }),
    );
  });

  it('leaves out an opened field that is empty, and the member when nothing else is left', () => {
    expect(directoryEntryOf({ ...ADA, phone: '' }, { ...HIDDEN_PROFILE, visible: ['phone'] })).toBeNull();
    expect(directoryEntryOf({ ...ADA, city: '' }, { ...HIDDEN_PROFILE, visible: ['location', 'bio'] })).toEqual({ state: 'UK' });
  });
});

describe('matchesDirectorySearch', () => {
  it('matches only what the entry shows', () => {
    const shown = directoryEntryOf(ADA, { ...HIDDEN_PROFILE, visible: ['name'] }) ?? {};
    expect(matchesDirectorySearch(shown, { name: 'love', gradYear: '', city: '' })).toBe(true);
    expect(matchesDirectorySearch(shown, { name: '', gradYear: '', city: 'London' })).toBe(false);
    expect(matchesDirectorySearch(shown, { name: '', gradYear: '1835', city: '' })).toBe(false);
  });
});

describe('parseDirectorySearch', () => {
  it('reads an empty query as the first page of everyone', () => {
    expect(parseDirectorySearch({})._unsafeUnwrap()).toEqual({ name: '', gradYear: '', city: '', page: 1 });
  });

  it('refuses each bad field with its own message', () => {
    expect(
      parseDirectorySearch({ q: 'x'.repeat(101), gradYear: '99', city: 'y'.repeat(101), page: '0' })._unsafeUnwrapErr().fields,
    ).toEqual({
      q: 'Name must be at most 100 characters.',
      gradYear: 'Graduation year must be a four-digit year, such as 1998.',
      city: 'City must be at most 100 characters.',
      page: 'Page must be a whole number from 1 to 10000.',
    });
  });
});

describe('checkDirectoryProfile', () => {
  const form = { employer: '', jobTitle: '', website: '', bio: '', visible: [] as string[] };

  it('keeps the fields trimmed, adds https:// to a bare address, and keeps the opened fields in the form order', () => {
    const checked = checkDirectoryProfile({ ...form, employer: ' Acme ', website: 'linkedin.com/in/ada', visible: ['bio', 'name'] });
    expect(checked._unsafeUnwrap()).toEqual({
      ...form,
      employer: 'Acme',
      website: 'https://linkedin.com/in/ada',
      visible: ['name', 'bio'],
    });
  });

  it('refuses a long bio, a line break, an address that is not the web, and an unknown field', () => {
    const checked = checkDirectoryProfile({
      employer: 'Acme\nInc',
      jobTitle: 'x'.repeat(101),
      website: 'javascript:alert(1)',
      bio: 'b'.repeat(501),
      visible: ['address'],
    });
    expect(checked._unsafeUnwrapErr().fields).toEqual({
      employer: 'Employer must be on one line.',
      jobTitle: 'Job title must be at most 100 characters.',
      website: 'LinkedIn or website must be a web address, such as https://www.linkedin.com/in/your-name.',
      bio: 'Short bio must be at most 500 characters.',
      visible: 'These are not directory fields: address.',
    });
  });

  it('takes a bio of exactly 500 characters', () => {
    expect(checkDirectoryProfile({ ...form, bio: 'b'.repeat(500) }).isOk()).toBe(true);
  });
});
