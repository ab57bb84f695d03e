import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MemberDirectory } from '../../src/application/ports/member-directory.port';
import type { MemberRepository, NewMember } from '../../src/application/ports/member-repository.port';
import { compareText } from '../../src/application/ports/list-filter';
import {
  asciiLower,
  DIRECTORY_FIELDS,
  directoryEntryOf,
  HIDDEN_PROFILE,
  matchesDirectorySearch,
  type DirectoryField,
  type DirectoryProfile,
  type DirectorySearch,
} from '../../src/domain/directory';
import { sampleMember } from './member-repository.contract';

/** What a directory suite needs: the port, and the members it reads, both over empty stores. */
export interface MemberDirectorySubject {
  readonly directory: MemberDirectory;
  readonly members: MemberRepository;
}

const AT = '2026-06-15T12:00:00.000Z';
const ANY: DirectorySearch = { name: '', gradYear: '', city: '', page: 1 };

const profile = (visible: readonly DirectoryField[], details: Partial<DirectoryProfile> = {}): DirectoryProfile => ({
  ...HIDDEN_PROFILE,
  employer: 'Acme Shipping',
  jobTitle: 'Engineer',
  website: 'https://example.org/',
  bio: 'Class of 99.',
  ...details,
  visible,
});

async function withMember(subject: MemberDirectorySubject, n: number, overrides: Partial<NewMember> = {}): Promise<string> {
  const member = sampleMember(n, overrides);
  (await subject.members.create(member))._unsafeUnwrap();
  return member.id;
}

/** The domain's meaning of a search over `members` with their profiles: the page SQL must give. */
function expectedPage(
  members: readonly NewMember[],
  profiles: ReadonlyMap<string, DirectoryProfile>,
  search: DirectorySearch,
  size: number,
) {
  const listed = members
    .map((member) => ({ member, entry: directoryEntryOf(member, profiles.get(member.id) ?? HIDDEN_PROFILE) }))
    .filter(({ entry }) => entry !== null && matchesDirectorySearch(entry, search))
    .sort((a, b) => {
      const key = ({ member, entry }: typeof a) =>
        entry?.name === undefined ? ['1', '', ''] : ['0', asciiLower(member.lastName.trim()), asciiLower(member.firstName.trim())];
      const [x, y] = [key(a), key(b)];
      return compareText(x.join('\u0000'), y.join('\u0000')) || compareText(a.member.id, b.member.id);
    });
  const start = (search.page - 1) * size;
  return { entries: listed.slice(start, start + size).map(({ entry }) => entry), total: listed.length };
}

/**
 * The MemberDirectory contract: nothing is shown until a member opens it; an entry holds only the
 * fields opened (and not empty); a search matches only what entries show; a change is seen by the
 * next search; and, over random members, profiles and searches, every adapter answers exactly what
 * the domain's `directoryEntryOf` and `matchesDirectorySearch` say, in name order, paged.
 */
export function memberDirectoryContract(name: string, make: () => Promise<MemberDirectorySubject>, runs = 25): void {
  describe(`MemberDirectory contract: ${name}`, () => {
    it('shows nobody until a member opens a field, and a profile never saved is the hidden one', async () => {
      const subject = await make();
      const id = await withMember(subject, 1);
      expect((await subject.directory.profileOf(id))._unsafeUnwrap()).toEqual(HIDDEN_PROFILE);
      expect((await subject.directory.search(ANY, 20))._unsafeUnwrap()).toEqual({ entries: [], total: 0, page: 1, pageSize: 20 });
      (await subject.directory.saveProfile(id, profile([]), AT))._unsafeUnwrap();
      expect((await subject.directory.search(ANY, 20))._unsafeUnwrap().total).toBe(0);
    });

    it('refuses a profile for a member who does not exist', async () => {
      const subject = await make();
      expect((await subject.directory.saveProfile('999999', profile(['name']), AT))._unsafeUnwrapErr().type).toBe('NotFound');
    });

    it('keeps a profile as saved, and a change is seen by the next search', async () => {
      const subject = await make();
      const id = await withMember(subject, 1, { firstName: 'Grace', lastName: 'Hopper' });
      const saved = (await subject.directory.saveProfile(id, profile(['bio', 'name']), AT))._unsafeUnwrap();
      expect(saved).toEqual(profile(['name', 'bio']));
      expect((await subject.directory.profileOf(id))._unsafeUnwrap()).toEqual(saved);
      expect((await subject.directory.search(ANY, 20))._unsafeUnwrap().entries).toEqual([{ name: 'Grace Hopper', bio: 'Class of 99.' }]);
      (await subject.directory.saveProfile(id, profile(['employer'], { employer: 'Navy' }), AT))._unsafeUnwrap();
      expect((await subject.directory.search(ANY, 20))._unsafeUnwrap().entries).toEqual([{ employer: 'Navy' }]);
      (await subject.directory.saveProfile(id, profile([]), AT))._unsafeUnwrap();
      expect((await subject.directory.search(ANY, 20))._unsafeUnwrap().entries).toEqual([]);
    });

    it('gives every field when all are open, and leaves out a member whose opened fields are all empty', async () => {
      const subject = await make();
      const id = await withMember(subject, 1, { firstName: 'Grace', lastName: 'Hopper', gradYear: '1934', city: 'Arlington' });
      (await subject.directory.saveProfile(id, profile(DIRECTORY_FIELDS), AT))._unsafeUnwrap();
      const empty = await withMember(subject, 2, { phone: '' });
      (await subject.directory.saveProfile(empty, profile(['phone', 'bio'], { bio: '' }), AT))._unsafeUnwrap();
      expect((await subject.directory.search(ANY, 20))._unsafeUnwrap().entries).toEqual([
        {
          name: 'Grace Hopper',
          gradYear: '1934',
          city: 'Arlington',
          state: 'VA',
          email: 'member1@example.org',
          phone: '7575550100',
          employer: 'Acme Shipping',
          jobTitle: 'Engineer',
          website: 'https://example.org/',
          bio: 'Class of 99.',
        },
      ]);
    });

    it('searches only what a member shows: a hidden city, year or name is never matched', async () => {
      const subject = await make();
      const open = await withMember(subject, 1, { firstName: 'Open', lastName: 'Book', city: 'Richmond', gradYear: '2001' });
      const shy = await withMember(subject, 2, { firstName: 'Shy', lastName: 'Person', city: 'Richmond', gradYear: '2001' });
      (await subject.directory.saveProfile(open, profile(['name', 'location', 'gradYear']), AT))._unsafeUnwrap();
      (await subject.directory.saveProfile(shy, profile(['employer']), AT))._unsafeUnwrap();
      const found = async (search: Partial<DirectorySearch>) =>
        (await subject.directory.search({ ...ANY, ...search }, 20))._unsafeUnwrap().entries.map((entry) => entry.name ?? entry.employer);
      expect(await found({ city: 'richm' })).toEqual(['Open Book']);
      expect(await found({ gradYear: '2001' })).toEqual(['Open Book']);
      expect(await found({ name: 'shy' })).toEqual([]);
      expect(await found({ name: 'BOOK', city: 'Rich', gradYear: '2001' })).toEqual(['Open Book']);
      expect(await found({ name: 'book', city: 'Norfolk' })).toEqual([]);
      expect(await found({})).toEqual(['Open Book', 'Acme Shipping']);
    });

    it('takes a search as text, not a pattern: % and _ match only themselves', async () => {
      const subject = await make();
      const id = await withMember(subject, 1, { firstName: 'Ann', lastName: 'Lee' });
      (await subject.directory.saveProfile(id, profile(['name']), AT))._unsafeUnwrap();
      expect((await subject.directory.search({ ...ANY, name: '%' }, 20))._unsafeUnwrap().total).toBe(0);
      expect((await subject.directory.search({ ...ANY, name: 'a_n' }, 20))._unsafeUnwrap().total).toBe(0);
    });

    it('orders by last name then first name, members without a name shown last, and pages', async () => {
      const subject = await make();
      const people = [
        ['Zed', 'Adams'],
        ['amy', 'baker'],
        ['Bob', 'Baker'],
        ['Cy', 'Young'],
      ] as const;
      for (const [n, [first, last]] of people.entries()) {
        const id = await withMember(subject, n + 1, { firstName: first, lastName: last });
        (await subject.directory.saveProfile(id, profile(n === 3 ? ['employer'] : ['name']), AT))._unsafeUnwrap();
      }
      const first = (await subject.directory.search(ANY, 2))._unsafeUnwrap();
      expect(first).toEqual({ entries: [{ name: 'Zed Adams' }, { name: 'amy baker' }], total: 4, page: 1, pageSize: 2 });
      const second = (await subject.directory.search({ ...ANY, page: 2 }, 2))._unsafeUnwrap();
      expect(second.entries).toEqual([{ name: 'Bob Baker' }, { employer: 'Acme Shipping' }]);
      expect((await subject.directory.search({ ...ANY, page: 3 }, 2))._unsafeUnwrap().entries).toEqual([]);
    });

    it('answers what the domain says for any members, profiles and search', async () => {
      const word = fc.constantFrom('', 'Ann', 'ann', 'Lee', 'Norfolk', 'Richmond', 'Vo', 'O Neil');
      const member = fc.record({
        firstName: word,
        lastName: word,
        city: word,
        state: fc.constantFrom('', 'VA', 'NC'),
        phone: fc.constantFrom('', '7575550100'),
        gradYear: fc.constantFrom(null, '1999', '2001'),
      });
      const chosen = fc.record({
        visible: fc.subarray([...DIRECTORY_FIELDS]),
        employer: fc.constantFrom('', 'Acme'),
        jobTitle: fc.constantFrom('', 'Chef'),
        website: fc.constantFrom('', 'https://example.org/'),
        bio: fc.constantFrom('', 'Hello.'),
        saved: fc.boolean(),
      });
      const search = fc.record({
        name: fc.constantFrom('', 'ann', 'LEE', 'n l', 'zzz'),
        gradYear: fc.constantFrom('', '1999', '2001'),
        city: fc.constantFrom('', 'nor', 'Richmond', 'x'),
        page: fc.constantFrom(1, 2),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(member, chosen), { maxLength: 8 }), search, async (people, asked) => {
          const subject = await make();
          const created: NewMember[] = [];
          const profiles = new Map<string, DirectoryProfile>();
          for (const [n, [values, { saved, ...details }]] of people.entries()) {
            const id = await withMember(subject, n + 1, values);
            created.push(sampleMember(n + 1, values));
            if (!saved) continue;
            const kept = (await subject.directory.saveProfile(id, details, AT))._unsafeUnwrap();
            profiles.set(id, kept);
          }
          const answer = (await subject.directory.search(asked, 3))._unsafeUnwrap();
          expect({ entries: answer.entries, total: answer.total }).toEqual(expectedPage(created, profiles, asked, 3));
        }),
        { numRuns: runs },
      );
    });
  });
}
