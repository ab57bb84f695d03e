import { duplicateMemberMessage } from '../../domain/members';

/** What a repository can answer instead of a record. Vendor and database errors never cross a port. */
export type RepositoryError =
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'DuplicateEmail'; readonly email: string; readonly message: string }
  | { readonly type: 'DuplicateId'; readonly message: string }
  | { readonly type: 'DuplicateName'; readonly name: string; readonly message: string }
  | { readonly type: 'InvalidQuery'; readonly message: string }
  | { readonly type: 'Unauthorized'; readonly message: 'Unauthorized' }
  | { readonly type: 'Unavailable'; readonly message: string };

export const notFound = (what: string): RepositoryError => ({ type: 'NotFound', message: `${what} was not found.` });
export const unavailable = (message = 'The service is unavailable. Please try again shortly.'): RepositoryError => ({
  type: 'Unavailable',
  message,
});

/** A signed-in person with no member record (an account an administrator made). */
export const NO_MEMBER_RECORD = notFound('Your member record');

/** A second member with a member's e-mail, in the words of the duplicate-member rule (`duplicateMemberMessage`). */
export const duplicateEmail = (email: string): RepositoryError => ({
  type: 'DuplicateEmail',
  email,
  message: duplicateMemberMessage(email),
});

/** A member ID someone already holds. */
export const DUPLICATE_MEMBER_ID: RepositoryError = { type: 'DuplicateId', message: 'That member ID is taken.' };
