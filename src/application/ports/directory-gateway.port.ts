import type { ResultAsync } from 'neverthrow';
import type { DirectoryProfileForm } from '../../domain/directory';
import type { DirectoryPage } from './member-directory.port';
import type { OwnDirectoryProfileView } from './own-directory-profile';

export type { DirectoryPage } from './member-directory.port';
export type { OwnDirectoryProfileView } from './own-directory-profile';

/** Why the directory answered nothing: a refused search or form (messages by field), not signed in or not a member, too many searches, or unavailable. */
export type DirectoryGatewayError =
  | { readonly type: 'Invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'Unauthorized'; readonly message: string }
  | { readonly type: 'NotAMember'; readonly message: string }
  | { readonly type: 'RateLimited'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/** What the directory's search form sends: the page's query string's fields, as typed. */
export interface DirectoryQuery {
  readonly q: string;
  readonly gradYear: string;
  readonly city: string;
  readonly page: number;
}

/** The member directory as the browser reaches it (issue 20): the search, and the signed-in member's own profile. */
export interface DirectoryGateway {
  search(query: DirectoryQuery): ResultAsync<DirectoryPage, DirectoryGatewayError>;
  ownProfile(): ResultAsync<OwnDirectoryProfileView, DirectoryGatewayError>;
  saveProfile(form: DirectoryProfileForm): ResultAsync<OwnDirectoryProfileView, DirectoryGatewayError>;
}
