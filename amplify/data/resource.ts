import { a, defineData, type ClientSchema } from '@aws-amplify/backend';
import { ADMINS_GROUP } from '../auth/resource';

/**
 * Whose member record it is: the record's `owner` holds the member's e-mail in lower case, and
 * AppSync compares it with the `email` claim of the caller's ID token (the access token has no
 * e-mail: the site sends the ID token). So a record written by the payments server when a
 * visitor pays by card is theirs as soon as their Cognito account exists, whenever it is made:
 * no administrator has to copy a `sub` into it. The claim is a verified address: sign-up confirms
 * it with a code, and the user pool keeps the old address until a new one is confirmed
 * (`keepOriginal`, which Amplify sets for e-mail sign-in; the backend test checks it). The site
 * signs members up with the address in lower case; an account made by hand must be too.
 */
export const OWNER_CLAIM = 'email';

/**
 * A member record's protected fields: the member reads them but only the `admins` group (or the
 * server, after a payment) changes them. `owner` is who the record belongs to; a member who could
 * rewrite it could hand the record to someone else. The id cannot change on update anyway (it is
 * the key), and only admins create records.
 */
const protectedField = () =>
  a.string().authorization((allow) => [allow.ownerDefinedIn('owner').identityClaim(OWNER_CLAIM).to(['read']), allow.group(ADMINS_GROUP)]);

/**
 * The AppSync API of spec section 7: the models Member, Event and Officer with the fields of spec
 * section 3 (id, createdAt and updatedAt are added by Amplify; every other field is a String, as in
 * the self-hosted /graphql). Authorization is decided here, on the server, never in the browser:
 * - Event and Officer: anyone reads (API key, or signed in); the `admins` group does the rest.
 * - Member: no public access. A member reads and updates their own record, found by `owner` (see
 *   OWNER_CLAIM), but not the protected fields; the `admins` group does everything.
 * - MemberEmail: one record per member e-mail (its id is the address in lower case, its memberId
 *   the member's), only for admins and the payments server. DynamoDB keeps nothing unique but a
 *   record's id, and AppSync's create refuses an id that exists: claiming the address before
 *   creating the member is what keeps two payments for one e-mail from making two members.
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
    .authorization((allow) => [allow.ownerDefinedIn('owner').identityClaim(OWNER_CLAIM).to(['read', 'update']), allow.group(ADMINS_GROUP)]),
  MemberEmail: a
    .model({
      memberId: a.string().required(),
    })
    .authorization((allow) => [allow.group(ADMINS_GROUP)]),
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

/**
 * The data client's types (Amplify's `generateClient<Schema>()` convention), for code generated against this backend.
 * @public
 */
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
