import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { compareText } from '../../application/ports/list-filter';
import type { DirectoryPage, MemberDirectory } from '../../application/ports/member-directory.port';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import {
  asciiLower,
  DIRECTORY_FIELDS,
  directoryEntryOf,
  HIDDEN_PROFILE,
  matchesDirectorySearch,
  type DirectoryEntry,
  type DirectoryProfile,
  type DirectorySearch,
} from '../../domain/directory';
import type { Member } from '../../domain/members';
import type { InMemoryMemberRepository } from './in-memory-member-repository';

interface Listed {
  readonly member: Member;
  readonly entry: DirectoryEntry;
}

/** The SQL directory's order: members showing a name first, by last and first name in lower case, then by member ID. */
function byName(a: Listed, b: Listed): number {
  // '\u0000' sorts before every character, so the joined keys compare as the tuples (shown, last, first) do.
  const key = ({ member, entry }: Listed) =>
    entry.name === undefined ? '1' : ['0', asciiLower(member.lastName.trim()), asciiLower(member.firstName.trim())].join('\u0000');
  return compareText(key(a), key(b)) || compareText(a.member.id, b.member.id);
}

/** Directory profiles in a Map beside the in-memory members; every search reads the members as they are now. */
export class InMemoryMemberDirectory implements MemberDirectory {
  readonly #profiles = new Map<string, DirectoryProfile>();
  readonly #members: InMemoryMemberRepository;

  constructor(members: InMemoryMemberRepository) {
    this.#members = members;
  }

  profileOf(memberId: string): ResultAsync<DirectoryProfile, RepositoryError> {
    return okAsync(this.#profiles.get(memberId) ?? HIDDEN_PROFILE);
  }

  saveProfile(memberId: string, profile: DirectoryProfile): ResultAsync<DirectoryProfile, RepositoryError> {
    return this.#members
      .get(memberId)
      .orElse(() => errAsync(notFound('The member')))
      .map(() => {
        this.#profiles.set(memberId, { ...profile, visible: DIRECTORY_FIELDS.filter((field) => profile.visible.includes(field)) });
        return this.#profiles.get(memberId) ?? HIDDEN_PROFILE;
      });
  }

  search(search: DirectorySearch, pageSize: number): ResultAsync<DirectoryPage, RepositoryError> {
    return this.#everyMember().map((members) => {
      const listed = members
        .flatMap((member): Listed[] => {
          const entry = directoryEntryOf(member, this.#profiles.get(member.id) ?? HIDDEN_PROFILE);
          return entry !== null && matchesDirectorySearch(entry, search) ? [{ member, entry }] : [];
        })
        .sort(byName);
      const start = (search.page - 1) * pageSize;
      return {
        entries: listed.slice(start, start + pageSize).map(({ entry }) => entry),
        total: listed.length,
        page: search.page,
        pageSize,
      };
    });
  }

  /** Every member, read through the repository's own pages. */
  #everyMember(): ResultAsync<Member[], RepositoryError> {
    const read = (token: string | null, so: Member[]): ResultAsync<Member[], RepositoryError> =>
      this.#members
        .list({ limit: 1000, nextToken: token })
        .andThen((page) => (page.nextToken === null ? okAsync([...so, ...page.items]) : read(page.nextToken, [...so, ...page.items])));
    return read(null, []);
  }
}
