import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIRECTORY_FIELDS, type DirectoryField } from '../../../src/domain/directory';
import type { RoleGrant } from '../../../src/domain/officer-roles';
import { appWorld, TEST_ADMIN, type AppWorld } from '../../support/app-world';
import { sampleMember } from '../../contracts/member-repository.contract';
import * as documents from '../graphql/amplify-documents';
import { accessTokenFor } from '../graphql/graphql-world';

/**
 * The proof (issue 20, item 4): over random members and random choices of fields, no
 * answer to anyone but the member shows a field they did not open: not the directory to another
 * member, an officer or an administrator, not a search by a hidden field, not GraphQL, and a visitor
 * is refused. Every member's every value is unique text, so finding one in an answer is a leak.
 */

const SEARCHABLE = { name: 'q', location: 'city', gradYear: 'gradYear' } as const;

/** Member `i`'s values, each field's unique to them (and no value inside another). */
function valuesOf(i: number) {
  return {
    record: {
      firstName: `Fname${i}q`,
      lastName: `Lname${i}q`,
      city: `Cityx${i}q`,
      state: `St${i}q`,
      email: `person${i}@directory.example`,
      phone: `20255501${i}${i}`,
      gradYear: String(1960 + i),
    },
    details: { employer: `Employer${i}q`, jobTitle: `Title${i}q`, website: `https://site${i}q.example.org/`, bio: `Bio number ${i}q.` },
  };
}

/** Which of member `i`'s values each directory field shows. */
function fieldValues(i: number): Readonly<Record<DirectoryField, readonly string[]>> {
  const { record, details } = valuesOf(i);
  return {
    name: [record.firstName, record.lastName],
    gradYear: [record.gradYear],
    location: [record.city, record.state],
    email: [record.email],
    phone: [record.phone],
    employer: [details.employer],
    jobTitle: [details.jobTitle],
    website: [details.website],
    bio: [details.bio],
  };
}

/** The search that finds member `i` by `field`, if it is searchable. */
function searchFor(i: number, field: keyof typeof SEARCHABLE): string {
  const values = fieldValues(i);
  return `${SEARCHABLE[field]}=${encodeURIComponent(field === 'name' ? (values.name[1] ?? '') : (values[field][0] ?? ''))}`;
}

const treasurer = (email: string): RoleGrant => ({
  id: 'g-treasurer',
  email,
  role: 'treasurer',
  event: null,
  endsOn: '2999-01-01',
  grantedBy: TEST_ADMIN,
  grantedAt: '2026-01-01T00:00:00.000Z',
  revokedAt: null,
  revokedBy: null,
});

interface Person {
  readonly id: string;
  readonly token: string;
}

async function request(world: AppWorld, path: string, token: string | null, init: RequestInit = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await world.app.request(path, { ...init, headers });
  return { status: response.status, text: await response.text() };
}

const gql = (world: AppWorld, token: string | null, query: string, variables: Record<string, unknown> = {}) =>
  request(world, '/graphql', token, { method: 'POST', body: JSON.stringify({ query, variables }) });

/** Every value of a field member `i` has hidden that `text` holds. */
function leaks(text: string, i: number, visible: readonly DirectoryField[]): string[] {
  const values = fieldValues(i);
  return DIRECTORY_FIELDS.filter((field) => !visible.includes(field)).flatMap((field) =>
    values[field].filter((value) => text.includes(value)),
  );
}

async function choose(world: AppWorld, person: Person, i: number, visible: readonly DirectoryField[]) {
  const body = JSON.stringify({ ...valuesOf(i).details, visible });
  expect((await request(world, '/me/directory-profile', person.token, { method: 'PUT', body })).status).toBe(200);
}

describe('the directory never shows a field its member has not opened (property)', () => {
  it('to another member, an officer, an administrator, in a search, or through GraphQL; a visitor is refused; a change holds at once', async () => {
    const visibility = fc.subarray([...DIRECTORY_FIELDS]);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(visibility, visibility), { minLength: 2, maxLength: 4 }), async (choices) => {
        const world = appWorld();
        const people: Person[] = [];
        for (const [i] of choices.entries()) {
          const member = (await world.deps.members.create(sampleMember(i + 1, valuesOf(i).record)))._unsafeUnwrap();
          people.push({ id: member.id, token: await accessTokenFor(world, member.email) });
        }
        // Member 1 is also the treasurer: an officer who may read any record (the roster), yet the directory shows them no more.
        (await world.deps.roleGrants.grant(treasurer(valuesOf(1).record.email)))._unsafeUnwrap();
        const admin = await accessTokenFor(world, TEST_ADMIN);
        const [viewer, officer] = [people[0], people[1]];
        if (!viewer || !officer) throw new Error('two people at least');

        for (const phase of [0, 1] as const) {
          const visible = choices.map((choice) => choice[phase]);
          for (const [i, person] of people.entries()) await choose(world, person, i, visible[i] ?? []);
          const everyLeak = (text: string) => visible.flatMap((open, i) => leaks(text, i, open));

          // The whole directory, to a member, the treasurer and an administrator alike.
          for (const token of [viewer.token, officer.token, admin]) {
            const answer = await request(world, '/directory', token);
            expect(answer.status).toBe(200);
            expect(everyLeak(answer.text)).toEqual([]);
          }
          // A search by each searchable field finds a member only when they show it.
          for (const [i, open] of visible.entries()) {
            for (const field of Object.keys(SEARCHABLE) as (keyof typeof SEARCHABLE)[]) {
              const answer = await request(world, `/directory?${searchFor(i, field)}`, viewer.token);
              expect(everyLeak(answer.text)).toEqual([]);
              expect({ i, field, total: (JSON.parse(answer.text) as { total: number }).total }).toEqual({
                i,
                field,
                total: open.includes(field) ? 1 : 0,
              });
            }
          }
          // A visitor is refused, and told nothing.
          const visitor = await request(world, '/directory', null);
          expect(visitor.status).toBe(401);
          expect(everyLeak(visitor.text)).toEqual([]);
          // GraphQL: another member's record is refused to a member and a visitor, by id, by e-mail and as a list.
          const other = valuesOf(1).record.email;
          for (const token of [viewer.token, null]) {
            const asked = [
              await gql(world, token, documents.getMember, { id: officer.id }),
              await gql(world, token, documents.memberByEmail, { email: other }),
              await gql(world, token, documents.listMembers, {}),
              await gql(world, token, documents.listMembers, { filter: { email: { eq: other } } }),
            ];
            for (const answer of asked) expect(leaks(answer.text, 1, [])).toEqual([]);
          }
        }
      }),
      { numRuns: 20 },
    );
  });
});
