import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, canActor, UNAUTHORIZED, type Actor } from '../../../domain/access';
import {
  checkDirectoryProfile,
  DIRECTORY_PAGE_SIZE,
  parseDirectorySearch,
  type DirectoryMember,
  type DirectoryProfileForm,
} from '../../../domain/directory';
import { normalizeEmail, type Member } from '../../../domain/members';
import { isoNow, type Clock } from '../../ports/clock.port';
import type { DirectoryPage, MemberDirectory } from '../../ports/member-directory.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { OwnDirectoryProfileView } from '../../ports/own-directory-profile';
import type { RateLimiter } from '../../ports/rate-limiter.port';
import { unavailable } from '../../ports/repository.errors';
import { invalidInput, type ContentError } from '../content/content.errors';
import { decided, refusal } from '../payments/card-testing';
import type { RateLimited } from '../payments/payments.errors';

/** Searches one account may make in DIRECTORY_WINDOW_SECONDS (a page of 20 each): enough to read a chapter's directory, not to scrape it quickly. */
export const DIRECTORY_SEARCHES_PER_ACCOUNT = 30;
/** Searches one client (its address) may make in the window, over every account it signs in as. */
export const DIRECTORY_SEARCHES_PER_CLIENT = 60;
/** Ten minutes: the window the directory's limits count in. */
export const DIRECTORY_WINDOW_SECONDS = 600;

/** The directory's store and what it reads: member records, the time, and the searches counted per account and per client. */
export interface DirectoryDeps {
  readonly directory: MemberDirectory | null;
  readonly members: MemberRepository;
  readonly clock: Clock;
  /** Searches per account (`account:<e-mail>`, DIRECTORY_SEARCHES_PER_ACCOUNT) and per client (`client:<key>`, DIRECTORY_SEARCHES_PER_CLIENT). */
  readonly searchesPerAccount: RateLimiter;
  readonly searchesPerClient: RateLimiter;
}

export type DirectoryError = ContentError | RateLimited;

const NO_DIRECTORY = unavailable('The member directory is not available on this installation.');

const NOT_A_MEMBER = {
  type: 'NotAMember',
  message: 'The member directory is for members of the chapter, and this account has no member record. Please contact the chapter.',
} as const;

function storeOf(deps: DirectoryDeps): ResultAsync<MemberDirectory, DirectoryError> {
  return deps.directory ? okAsync(deps.directory) : errAsync(NO_DIRECTORY);
}

/** The signed-in person's member record, or NotAMember. */
function ownMember(deps: DirectoryDeps, actor: Actor): ResultAsync<Member | null, DirectoryError> {
  return actor.email === null ? errAsync(UNAUTHORIZED) : deps.members.findByEmail(actor.email);
}

function directoryMember(member: Member): DirectoryMember {
  const { firstName, lastName, gradYear, city, state, email, phone } = member;
  return { firstName, lastName, gradYear, city, state, email, phone };
}

/** The caller's own profile (editDirectoryProfile: a member, of their own record only). */
export function viewOwnDirectoryProfile(deps: DirectoryDeps, actor: Actor): ResultAsync<OwnDirectoryProfileView, DirectoryError> {
  const allowed = authorizeActor(actor, 'editDirectoryProfile');
  if (allowed.isErr()) return errAsync(allowed.error);
  return storeOf(deps).andThen((directory) =>
    ownMember(deps, actor).andThen((member) =>
      member === null
        ? errAsync(NOT_A_MEMBER)
        : directory.profileOf(member.id).map((profile) => ({ member: directoryMember(member), profile })),
    ),
  );
}

/** Saves the caller's own profile after the form's check (each field's message); the next search sees it. */
export function editDirectoryProfile(
  deps: DirectoryDeps,
  actor: Actor,
  form: DirectoryProfileForm,
): ResultAsync<OwnDirectoryProfileView, DirectoryError> {
  const allowed = authorizeActor(actor, 'editDirectoryProfile');
  if (allowed.isErr()) return errAsync(allowed.error);
  const checked = checkDirectoryProfile(form);
  if (checked.isErr()) return errAsync(invalidInput(checked.error));
  return storeOf(deps).andThen((directory) =>
    ownMember(deps, actor).andThen((member) =>
      member === null
        ? errAsync(NOT_A_MEMBER)
        : directory
            .saveProfile(member.id, checked.value, isoNow(deps.clock))
            .map((profile) => ({ member: directoryMember(member), profile })),
    ),
  );
}

const tooMany = (wait: string) => `Too many directory searches. Please try again in ${wait}.`;

/** Counts the search against `key` and refuses it once over the limit (a limiter that cannot answer lets it through). */
function counted(limiter: RateLimiter, key: string): ResultAsync<void, RateLimited> {
  return decided(limiter.check(key)).andThen((decision) => {
    const refused = refusal(decision, tooMany);
    return refused === null ? decided(limiter.recordFailure(key)).map(() => undefined) : errAsync(refused);
  });
}

/**
 * The directory (viewDirectory): members with a member record, and officers who may read any
 * record anyway, search it; each search counts against the account and the client. Every entry holds
 * only what its member opened, for every caller alike (officers read whole records on the roster).
 */
export function viewDirectory(
  deps: DirectoryDeps,
  actor: Actor,
  clientKey: string,
  query: Readonly<Partial<Record<'q' | 'gradYear' | 'city' | 'page', string>>>,
): ResultAsync<DirectoryPage, DirectoryError> {
  const allowed = authorizeActor(actor, 'viewDirectory');
  if (allowed.isErr() || actor.email === null) return errAsync(UNAUTHORIZED);
  const search = parseDirectorySearch(query);
  if (search.isErr()) return errAsync(invalidInput(search.error));
  const account = `account:${normalizeEmail(actor.email)}`;
  return storeOf(deps).andThen((directory) =>
    ownMember(deps, actor)
      .andThen((member) => (member === null && !canActor(actor, 'readAnyMember') ? errAsync(NOT_A_MEMBER) : okAsync(undefined)))
      .andThen(() => counted(deps.searchesPerClient, `client:${clientKey}`))
      .andThen(() => counted(deps.searchesPerAccount, account))
      .andThen(() => directory.search(search.value, DIRECTORY_PAGE_SIZE)),
  );
}
