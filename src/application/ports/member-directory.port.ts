import type { ResultAsync } from 'neverthrow';
import type { DirectoryEntry, DirectoryProfile, DirectorySearch } from '../../domain/directory';
import type { RepositoryError } from './repository.errors';

/** One page of the directory: the entries (only what each member opened), how many match in all, and the page. */
export interface DirectoryPage {
  readonly entries: readonly DirectoryEntry[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/**
 * The member directory (issue 20, item 4): each member's directory profile (their own fields and
 * which fields other members may see, migration 0022) and the search over members' opened fields.
 * A search answers each member through `directoryEntryOf` and matches only what an entry shows
 * (`matchesDirectorySearch`), so a hidden field is never returned nor searched. Entries come in
 * name order (members who show no name last), `pageSize` to a page. Nothing is cached: a change is
 * seen by the next search.
 */
export interface MemberDirectory {
  /** The member's profile; HIDDEN_PROFILE when they never saved one. */
  profileOf(memberId: string): ResultAsync<DirectoryProfile, RepositoryError>;
  /** Replaces the member's profile (NotFound when there is no such member); answers it as stored. */
  saveProfile(memberId: string, profile: DirectoryProfile, at: string): ResultAsync<DirectoryProfile, RepositoryError>;
  search(search: DirectorySearch, pageSize: number): ResultAsync<DirectoryPage, RepositoryError>;
}
