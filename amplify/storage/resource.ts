import { defineStorage } from '@aws-amplify/backend';
import { ADMINS_GROUP } from '../auth/resource';

/**
 * The chapter's files (spec section 3): meeting minutes and treasury reports, read by signed-in
 * members and written by admins, and the site's images (officer photos), read by anyone. A user in
 * a group takes the group's role instead of the signed-in one, so the `admins` rules repeat read.
 */
export const storage = defineStorage({
  name: 'chapterFiles',
  isDefault: true,
  access: (allow) => ({
    'meeting-minutes/*': [allow.authenticated.to(['read']), allow.groups([ADMINS_GROUP]).to(['read', 'write', 'delete'])],
    'treasury-report/*': [allow.authenticated.to(['read']), allow.groups([ADMINS_GROUP]).to(['read', 'write', 'delete'])],
    'website-assets/*': [
      allow.guest.to(['read']),
      allow.authenticated.to(['read']),
      allow.groups([ADMINS_GROUP]).to(['read', 'write', 'delete']),
    ],
  }),
});
