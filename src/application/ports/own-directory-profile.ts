import type { DirectoryMember, DirectoryProfile } from '../../domain/directory';

/** A member's own directory profile as the profile page shows it: their record's fields the directory may show, and the profile. */
export interface OwnDirectoryProfileView {
  readonly member: DirectoryMember;
  readonly profile: DirectoryProfile;
}
