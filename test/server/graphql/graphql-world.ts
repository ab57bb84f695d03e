import type { AppDeps } from '../../../src/server/app-deps';
import { sampleEvent } from '../../contracts/event-repository.contract';
import { sampleMember } from '../../contracts/member-repository.contract';
import { sampleOfficer } from '../../contracts/officer-repository.contract';
import { appWorld, TEST_ADMIN, type AppWorld } from '../../support/app-world';
import { PASSWORD } from '../../support/auth-helpers';

/** What a GraphQL answer holds, as the tests read it. */
export interface GraphqlReply {
  readonly status: number;
  readonly contentType: string;
  readonly data: Record<string, unknown> | null | undefined;
  readonly errors:
    | readonly {
        readonly message: string;
        readonly errorType: string;
        readonly errorInfo: Record<string, unknown> | null;
        readonly path?: readonly string[];
      }[]
    | undefined;
}

/** Creates a confirmed account through the identity service and signs it in: its access token. */
export async function accessTokenFor(world: AppWorld, email: string): Promise<string> {
  (await world.deps.identity.seedAccount({ email, password: PASSWORD }))._unsafeUnwrap();
  const result = (await world.deps.identity.signIn({ email, password: PASSWORD }))._unsafeUnwrap();
  if (!result.done) throw new Error(`sign-in of ${email} did not finish: ${result.nextStep.signInStep}`);
  return result.tokens.accessToken;
}

/** POSTs a GraphQL request to the app, as `token`'s owner (through the real auth middleware) or anonymously. */
export async function graphql(
  world: Pick<AppWorld, 'app'>,
  query: string,
  options: {
    readonly variables?: Record<string, unknown>;
    readonly token?: string | null;
    readonly operationName?: string;
    readonly headers?: Record<string, string>;
  } = {},
): Promise<GraphqlReply> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(options.token ? { authorization: options.token } : {}),
    ...options.headers,
  };
  const body = JSON.stringify({ query, variables: options.variables, operationName: options.operationName });
  const response = await world.app.request('/graphql', { method: 'POST', headers, body });
  const json = (await response.json()) as Pick<GraphqlReply, 'data' | 'errors'>;
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', data: json.data, errors: json.errors };
}

/**
 * The app with an administrator, a member (whose record is `own`), another member (record
 * `other`), the administrator's own member record, one event, one officer, one news post and one
 * committee; each person
 * signed in, with an access token the auth middleware accepts as `Authorization`.
 */
export async function graphqlWorld(overrides: Partial<AppDeps> = {}) {
  const world = appWorld(overrides);
  const own = (await world.deps.members.create(sampleMember(1)))._unsafeUnwrap();
  const other = (await world.deps.members.create(sampleMember(2)))._unsafeUnwrap();
  (await world.deps.members.create(sampleMember(3, { email: TEST_ADMIN })))._unsafeUnwrap();
  const event = (await world.deps.events.create(sampleEvent(1, 'Spring Banquet')))._unsafeUnwrap();
  const officer = (await world.deps.officers.create(sampleOfficer(1, 'Ada Lovelace')))._unsafeUnwrap();
  const post = (
    await world.deps.news.create({ title: 'Gala recap', postDate: '2026-12-20', summary: '', text: 'We danced.' })
  )._unsafeUnwrap();
  const committee = (
    await world.deps.committees.create({ name: 'Scholarship', chair: 'Ada Lovelace', purpose: 'Awards scholarships.', howToJoin: '' })
  )._unsafeUnwrap();
  const tokens = {
    admin: await accessTokenFor(world, TEST_ADMIN),
    member: await accessTokenFor(world, own.email),
    otherMember: await accessTokenFor(world, other.email),
  };
  return { ...world, own, other, event, officer, post, committee, tokens };
}

export type GraphqlWorld = Awaited<ReturnType<typeof graphqlWorld>>;

/** Everything the repositories hold, to show that a refused call wrote nothing. */
export async function contents(world: Pick<AppWorld, 'deps'>) {
  return {
    members: (await world.deps.members.list())._unsafeUnwrap(),
    events: (await world.deps.events.list())._unsafeUnwrap(),
    officers: (await world.deps.officers.list())._unsafeUnwrap(),
    news: (await world.deps.news.list())._unsafeUnwrap(),
    committees: (await world.deps.committees.list())._unsafeUnwrap(),
  };
}
