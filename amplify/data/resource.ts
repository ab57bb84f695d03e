import { a, defineData, type ClientSchema } from '@aws-amplify/backend';
import { ADMINS_GROUP } from '../auth/resource';

/**
 * A member record's protected fields: the member reads them but only the `admins` group (or the
 * server, after a payment) changes them. `owner` is who the record belongs to; a member who could
 * rewrite it could hand the record to someone else. The id cannot change on update anyway (it is
 * the key), and only admins create records.
 */
const protectedField = () =>
  a.string().authorization((allow) => [allow.ownerDefinedIn('owner').identityClaim('sub').to(['read']), allow.group(ADMINS_GROUP)]);

/**
 * The AppSync API of spec section 7: the models Member, Event and Officer with the fields of spec
 * section 3 (id, createdAt and updatedAt are added by Amplify; every other field is a String, as in
 * the self-hosted /graphql). Authorization is decided here, on the server, never in the browser:
 * - Event and Officer: anyone reads (API key, or signed in); the `admins` group does the rest.
 * - Member: no public access. A member reads and updates their own record, found by `owner`, the
 *   Cognito user's `sub` (present in both the access and the id token), but not the protected
 *   fields; the `admins` group does everything, including creating records with the owner's sub.
 */
export const schema = a.schema({
  Member: a
    .model({
      owner: protectedField(),
      firstName: a.string(),
      lastName: a.string(),
      email: protectedField(),
      address: a.string(),
      state: a.string(),
      city: a.string(),
      zipcode: a.string(),
      phone: a.string(),
      gradYear: a.string(),
      membership: protectedField(),
      duesPayYear: protectedField(),
    })
    .authorization((allow) => [allow.ownerDefinedIn('owner').identityClaim('sub').to(['read', 'update']), allow.group(ADMINS_GROUP)]),
  Event: a
    .model({
      eventName: a.string(),
      eventDesc: a.string(),
      eventDate: a.string(),
    })
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.authenticated().to(['read']), allow.group(ADMINS_GROUP)]),
  Officer: a
    .model({
      name: a.string(),
      position: a.string(),
      photo: a.string(),
      summary: a.string(),
    })
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.authenticated().to(['read']), allow.group(ADMINS_GROUP)]),
});

export type Schema = ClientSchema<typeof schema>;

/**
 * Signed-in calls use the Cognito user pool; anonymous reads of events and officers use the API
 * key (at most 365 days: renew it by redeploying before it expires, see docs/deploy-aws.md).
 */
export const AUTHORIZATION_MODES = {
  defaultAuthorizationMode: 'userPool',
  apiKeyAuthorizationMode: { expiresInDays: 365 },
} as const;

export const data = defineData({ schema, authorizationModes: AUTHORIZATION_MODES });
