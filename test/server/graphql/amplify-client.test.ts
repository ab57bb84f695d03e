import { describe, expect, it } from 'vitest';
import * as documents from './amplify-documents';
import { graphqlWorld, type GraphqlWorld } from './graphql-world';

// A client written for the original AppSync API, unchanged: Amplify's generated documents, sent as
// Amplify's GraphQL client sends them (POST, JSON with query and variables and no operationName,
// the user pool's access token bare in Authorization), with the variables the original site passed
// (spec section 7). Mutations carry `condition` as Amplify's generated mutations declare it: null,
// or left out.

type Role = 'anonymous' | 'member' | 'admin';
type Data = Readonly<Record<string, unknown>>;

interface AmplifyReply {
  readonly status: number;
  readonly data?: Data | null;
  readonly errors?: readonly { readonly message: string; readonly errorType: string }[];
}

async function amplifySends(world: GraphqlWorld, role: Role, query: string, variables?: Data): Promise<AmplifyReply> {
  const token = role === 'anonymous' ? null : world.tokens[role];
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=UTF-8',
    'x-amz-user-agent': 'aws-amplify/6.15.0 api/1 framework/1',
    ...(token ? { Authorization: token } : { 'x-api-key': 'da2-public' }),
  };
  const response = await world.app.request('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return { status: response.status, ...((await response.json()) as Omit<AmplifyReply, 'status'>) };
}

interface Call {
  readonly name: string;
  readonly query: string;
  /** Who the original site sent it as, and who may not. */
  readonly role: Role;
  readonly refused: Role | null;
  readonly variables?: (world: GraphqlWorld) => Data;
  /** What the answer holds, in Amplify's shape (with __typename). */
  readonly answer: (world: GraphqlWorld) => unknown;
}

const connection = (typename: string, items: readonly unknown[]) => ({ items, nextToken: null, __typename: `Model${typename}Connection` });
const member = (values: object) => expect.objectContaining({ ...values, __typename: 'Member' });
const event = (values: object) => expect.objectContaining({ ...values, __typename: 'Event' });
const officer = (values: object) => expect.objectContaining({ ...values, __typename: 'Officer' });
const NEW_MEMBER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  address: '2 Navy Way',
  city: 'Norfolk',
  state: 'VA',
  zipcode: '23511',
  phone: '7575550199',
  gradYear: '1934',
  membership: 'Annual Membership',
  duesPayYear: '2026',
};

const CALLS: readonly Call[] = [
  {
    name: 'listEvents with no variables (home page)',
    query: documents.listEvents,
    role: 'anonymous',
    refused: null,
    answer: (w) => ({ listEvents: connection('Event', [{ ...w.event, __typename: 'Event' }]) }),
  },
  {
    name: 'listOfficers (executive board)',
    query: documents.listOfficers,
    role: 'anonymous',
    refused: null,
    answer: (w) => ({ listOfficers: connection('Officer', [{ ...w.officer, __typename: 'Officer' }]) }),
  },
  {
    name: 'listMembers by the own e-mail (Member Area)',
    query: documents.listMembers,
    role: 'member',
    refused: 'anonymous',
    variables: (w) => ({ filter: { email: { eq: w.own.email } } }),
    answer: (w) => ({ listMembers: connection('Member', [{ ...w.own, __typename: 'Member' }]) }),
  },
  {
    name: 'listMembers with filter, limit and nextToken null (admin panel)',
    query: documents.listMembers,
    role: 'admin',
    refused: 'member',
    variables: () => ({ filter: null, limit: 1000, nextToken: null }),
    answer: (w) => ({ listMembers: connection('Member', [member(w.own), member(w.other), member({ email: 'chair@example.org' })]) }),
  },
  {
    name: 'getMember by id',
    query: documents.getMember,
    role: 'member',
    refused: 'anonymous',
    variables: (w) => ({ id: w.own.id }),
    answer: (w) => ({ getMember: { ...w.own, __typename: 'Member' } }),
  },
  {
    name: 'createMember',
    query: documents.createMember,
    role: 'admin',
    refused: 'member',
    variables: () => ({ input: NEW_MEMBER, condition: null }),
    answer: () => ({ createMember: member(NEW_MEMBER) }),
  },
  {
    name: 'updateMember by id with the changed fields (Member Information)',
    query: documents.updateMember,
    role: 'member',
    refused: 'anonymous',
    variables: (w) => ({ input: { id: w.own.id, city: 'Hampton', phone: '7575550123' } }),
    answer: (w) => ({ updateMember: member({ id: w.own.id, city: 'Hampton', phone: '7575550123', email: w.own.email }) }),
  },
  {
    name: 'deleteMember',
    query: documents.deleteMember,
    role: 'admin',
    refused: 'member',
    variables: (w) => ({ input: { id: w.other.id }, condition: null }),
    answer: (w) => ({ deleteMember: { ...w.other, __typename: 'Member' } }),
  },
  {
    name: 'createEvent',
    query: documents.createEvent,
    role: 'admin',
    refused: 'member',
    variables: () => ({ input: { eventName: 'Cookout', eventDesc: 'Bring a chair', eventDate: 'August 3, 2026' }, condition: null }),
    answer: () => ({ createEvent: event({ eventName: 'Cookout', eventDesc: 'Bring a chair', eventDate: 'August 3, 2026' }) }),
  },
  {
    name: 'updateEvent',
    query: documents.updateEvent,
    role: 'admin',
    refused: 'member',
    variables: (w) => ({ input: { id: w.event.id, eventDesc: 'Moved indoors' }, condition: null }),
    answer: (w) => ({ updateEvent: event({ id: w.event.id, eventName: w.event.eventName, eventDesc: 'Moved indoors' }) }),
  },
  {
    name: 'deleteEvent by id',
    query: documents.deleteEvent,
    role: 'admin',
    refused: 'member',
    variables: (w) => ({ input: { id: w.event.id } }),
    answer: (w) => ({ deleteEvent: { ...w.event, __typename: 'Event' } }),
  },
  {
    name: 'createOfficer with id, name, position, summary and photo',
    query: documents.createOfficer,
    role: 'admin',
    refused: 'member',
    variables: () => ({
      input: { id: 'browser-made', name: 'Grace Hopper', position: 'Secretary', summary: 'Minutes', photo: '' },
      condition: null,
    }),
    answer: () => ({ createOfficer: officer({ name: 'Grace Hopper', position: 'Secretary', summary: 'Minutes', photo: '' }) }),
  },
  {
    name: 'updateOfficer',
    query: documents.updateOfficer,
    role: 'admin',
    refused: 'member',
    variables: (w) => ({ input: { id: w.officer.id, position: 'President' }, condition: null }),
    answer: (w) => ({ updateOfficer: officer({ id: w.officer.id, name: w.officer.name, position: 'President' }) }),
  },
  {
    name: 'deleteOfficer by id',
    query: documents.deleteOfficer,
    role: 'admin',
    refused: 'member',
    variables: (w) => ({ input: { id: w.officer.id }, condition: null }),
    answer: (w) => ({ deleteOfficer: { ...w.officer, __typename: 'Officer' } }),
  },
];

describe("the original AppSync client's operations, sent unchanged", () => {
  it.each(CALLS)('$name succeeds as $role', async ({ query, role, variables, answer }) => {
    const world = await graphqlWorld();
    const reply = await amplifySends(world, role, query, variables?.(world));
    expect(reply.errors).toBeUndefined();
    expect(reply.status).toBe(200);
    expect(reply.data).toEqual(answer(world));
  });

  it.each(CALLS.filter((call) => call.refused !== null))('$name is Unauthorized as $refused', async ({ query, refused, variables }) => {
    const world = await graphqlWorld();
    const reply = await amplifySends(world, refused as Role, query, variables?.(world));
    expect(reply.status).toBe(200);
    expect(reply.errors).toEqual([expect.objectContaining({ message: 'Unauthorized', errorType: 'Unauthorized' })]);
  });

  it('reads a long list page by page, as a client loops on nextToken', async () => {
    const world = await graphqlWorld();
    for (let n = 0; n < 7; n++)
      (await world.deps.events.create({ eventName: `Event ${n}`, eventDesc: '', eventDate: `May ${n + 1}` }))._unsafeUnwrap();
    const names: string[] = [];
    let nextToken: string | null = null;
    do {
      const reply = await amplifySends(world, 'anonymous', documents.listEvents, {
        filter: { eventDate: { beginsWith: 'May' } },
        limit: 3,
        nextToken,
      });
      const page = reply.data?.listEvents as { items: { eventName: string }[]; nextToken: string | null };
      names.push(...page.items.map((item) => item.eventName));
      nextToken = page.nextToken;
    } while (nextToken !== null);
    expect(names).toEqual(Array.from({ length: 7 }, (_, n) => `Event ${n}`));
  });
});
