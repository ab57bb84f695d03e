import { defineStorage } from '@aws-amplify/backend';
import { AnyPrincipal, Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
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

/** Where the site's images (officer photos) live: read by anyone over plain https, as the site links them. */
const PUBLIC_FOLDER = 'website-assets/';

/**
 * Lets anyone read `website-assets/` by its plain address: the site shows officer photos as
 * `<img src="https://<bucket>.s3.<region>.amazonaws.com/website-assets/...">`, which no Cognito
 * credentials sign. The storage rules above give visitors read through the identity pool only,
 * and a new bucket blocks public policies, so ../backend.ts applies this: bucket policies may make
 * objects public (ACLs stay blocked), and one statement allows s3:GetObject on that folder alone.
 */
export function allowPublicRead(resources: { readonly bucket: IBucket; readonly cfnResources: { readonly cfnBucket: CfnBucket } }): void {
  resources.cfnResources.cfnBucket.publicAccessBlockConfiguration = {
    blockPublicAcls: true,
    ignorePublicAcls: true,
    blockPublicPolicy: false,
    restrictPublicBuckets: false,
  };
  resources.bucket.addToResourcePolicy(
    new PolicyStatement({
      sid: 'PublicReadOfWebsiteAssets',
      effect: Effect.ALLOW,
      principals: [new AnyPrincipal()],
      actions: ['s3:GetObject'],
      resources: [resources.bucket.arnForObjects(`${PUBLIC_FOLDER}*`)],
    }),
  );
}
