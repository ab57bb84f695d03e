import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Member } from '../../src/domain/members';
import type { MemberChanges, MemberRepository, NewMember } from '../../src/application/ports/member-repository.port';
import { listingContract } from './listing';

/** What a member repository suite needs: the port over an empty store, and a way to let go of it. */
export interface MemberRepositoryHarness {
  readonly repository: MemberRepository;
  readonly dispose?: () => Promise<void>;
  /** Moves the store's clock on, where the test owns it. */
  readonly advanceClock?: (milliseconds: number) => void;
}

/** A member numbered `n`: ID and e-mail unique by `n`. */
export function sampleMember(n: number, overrides: Partial<NewMember> = {}): NewMember {
  return {
    id: String(100_000 + n),
    firstName: 'Ada',
    lastName: `Lovelace ${n}`,
    email: `member${n}@example.org`,
    address: '1 Main St',
    city: 'Norfolk',
    state: 'VA',
    zipcode: '23504',
    phone: '7575550100',
    gradYear: '1999',
    membership: 'Annual Membership',
    duesPayYear: '2026',
    ...overrides,
  };
}

/** Filters no store can run (an unknown field or operator, an operand of the wrong type, NUL in text): InvalidQuery. */
export const INVALID_FILTERS: readonly unknown[] = [
  { password: { eq: 'x' } },
  { city: { gte: 'x' } },
  { city: { eq: 1 } },
  { city: { eq: 'a\u0000b' } },
  { and: { city: { eq: 'x' } } },
  { not: [{ city: { eq: 'x' } }] },
  { city: { between: ['a'] } },
  { city: { between: ['a', 2] } },
  { city: { size: { eq: 1.5 } } },
  { city: { size: { between: [1] } } },
  { city: { size: 3 } },
  { city: { attributeType: 'text' } },
  { city: { attributeExists: 'yes' } },
  { city: 'Norfolk' },
];

const isTimestamp = (value: string) => !Number.isNaN(Date.parse(value));

/** What a store guarantees beyond what every store does. */
export interface MemberRepositoryCapabilities {
  /**
   * The store refuses a second member with an e-mail a member has (in any case), on create and on
   * update, even when the two writes race: a unique index (SQL), a check under one lock (in
   * memory), claim records (AppSync through member-email-claims.ts). False for a store that keeps
   * no such constraint by itself, as AppSync's generated API over DynamoDB: the cases below then
   * show that it stores both. Default true.
   */
  readonly uniqueEmail?: boolean;
}

/**
 * The MemberRepository contract: every adapter behaves like this. `make()` is called before each
 * test (and once per run inside the property test) and gives the port over an EMPTY store.
 */
export function memberRepositoryContract(
  name: string,
  make: () => Promise<MemberRepositoryHarness>,
  capabilities: MemberRepositoryCapabilities = {},
): void {
  const uniqueEmail = capabilities.uniqueEmail ?? true;
  describe(`MemberRepository contract: ${name}`, () => {
    let harness: MemberRepositoryHarness;
    let members: MemberRepository;
    beforeEach(async () => {
      harness = await make();
      members = harness.repository;
    });
    afterEach(async () => harness.dispose?.());

    it('creates a member with timestamps and reads it back by ID and by e-mail', async () => {
      const created = (await members.create(sampleMember(1)))._unsafeUnwrap();
      expect(created).toMatchObject(sampleMember(1));
      expect(isTimestamp(created.createdAt) && created.updatedAt >= created.createdAt).toBe(true);
      expect((await members.get(created.id))._unsafeUnwrap()).toEqual(created);
      expect((await members.findByEmail('MEMBER1@example.org '))._unsafeUnwrap()).toEqual(created);
      expect((await members.findByEmail('nobody@example.org'))._unsafeUnwrap()).toBeNull();
    });

    it('answers NotFound for an unknown ID on get, update and delete', async () => {
      expect((await members.get('999999'))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await members.update('999999', { city: 'Hampton' }))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await members.delete('999999'))._unsafeUnwrapErr().type).toBe('NotFound');
    });

    it('keeps a mixed-case e-mail as given and finds it by the address in any case', async () => {
      const created = (await members.create(sampleMember(4, { email: 'Ada.Lovelace@Example.ORG' })))._unsafeUnwrap();
      expect(created.email).toBe('Ada.Lovelace@Example.ORG');
      for (const asked of ['ada.lovelace@example.org', ' ADA.LOVELACE@EXAMPLE.ORG ', 'Ada.Lovelace@Example.ORG']) {
        expect((await members.findByEmail(asked))._unsafeUnwrap(), asked).toEqual(created);
      }
      expect((await members.get(created.id))._unsafeUnwrap().email).toBe('Ada.Lovelace@Example.ORG');
    });

    it.runIf(!uniqueEmail)('stores a second member with the same e-mail: the store itself keeps no unique e-mail', async () => {
      const first = (await members.create(sampleMember(1, { email: 'A@B.org' })))._unsafeUnwrap();
      harness.advanceClock?.(1_000);
      (await members.create(sampleMember(2, { email: 'a@b.org' })))._unsafeUnwrap();
      expect((await members.list())._unsafeUnwrap().items).toHaveLength(2);
      expect((await members.findByEmail('a@b.org'))._unsafeUnwrap()?.id).toBe(first.id);
    });

    it.runIf(uniqueEmail)('refuses a second member with the same e-mail in another case, and writes nothing', async () => {
      (await members.create(sampleMember(1, { email: 'A@B.org' })))._unsafeUnwrap();
      const second = await members.create(sampleMember(2, { email: 'a@b.org ' }));
      expect(second._unsafeUnwrapErr().type).toBe('DuplicateEmail');
      expect((await members.get(sampleMember(2).id))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await members.list())._unsafeUnwrap().items).toHaveLength(1);
    });

    it('refuses a second member with the same member ID, and writes nothing', async () => {
      (await members.create(sampleMember(1)))._unsafeUnwrap();
      const second = await members.create(sampleMember(2, { id: sampleMember(1).id }));
      expect(second._unsafeUnwrapErr().type).toBe('DuplicateId');
      expect((await members.findByEmail(sampleMember(2).email))._unsafeUnwrap()).toBeNull();
      expect((await members.get(sampleMember(1).id))._unsafeUnwrap().email).toBe(sampleMember(1).email);
    });

    it('updates the given fields only, ignoring undefined ones, and never the ID or createdAt', async () => {
      const created = (await members.create(sampleMember(1)))._unsafeUnwrap();
      const changes = { city: 'Hampton', lastName: undefined, id: '555555', createdAt: '1999-01-01T00:00:00.000Z' };
      const updated = (await members.update(created.id, changes as MemberChanges))._unsafeUnwrap();
      expect(updated).toEqual({ ...created, city: 'Hampton', updatedAt: updated.updatedAt });
      expect(updated.updatedAt >= created.updatedAt).toBe(true);
      expect((await members.get(created.id))._unsafeUnwrap()).toEqual(updated);
      expect((await members.get('555555'))._unsafeUnwrapErr().type).toBe('NotFound');
    });

    it.runIf(uniqueEmail)('creates one member when five creates with one e-mail (in two cases) race', async () => {
      const racing = [0, 1, 2, 3, 4].map((n) =>
        members.create(sampleMember(10 + n, { email: n % 2 === 0 ? 'race@example.org' : 'Race@Example.org' })),
      );
      const results = await Promise.all(racing);
      expect(results.filter((result) => result.isOk())).toHaveLength(1);
      expect(results.flatMap((result) => (result.isErr() ? [result.error.type] : []))).toEqual(Array(4).fill('DuplicateEmail'));
      expect((await members.list())._unsafeUnwrap().items).toHaveLength(1);
    });

    it.runIf(uniqueEmail)('refuses to change an e-mail to another member’s, and changes nothing', async () => {
      (await members.create(sampleMember(1)))._unsafeUnwrap();
      const second = (await members.create(sampleMember(2)))._unsafeUnwrap();
      const clash = await members.update(second.id, { email: ' MEMBER1@example.org', city: 'Hampton' });
      expect(clash._unsafeUnwrapErr().type).toBe('DuplicateEmail');
      expect((await members.get(second.id))._unsafeUnwrap()).toEqual(second);
      const own = await members.update(second.id, { email: 'Member2@Example.org' });
      expect(own._unsafeUnwrap().email).toBe('Member2@Example.org');
    });

    it('deletes a member, answering it; the e-mail and ID are then free again', async () => {
      const created = (await members.create(sampleMember(1)))._unsafeUnwrap();
      expect((await members.delete(created.id))._unsafeUnwrap()).toEqual(created);
      expect((await members.get(created.id))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await members.findByEmail(created.email))._unsafeUnwrap()).toBeNull();
      expect((await members.create(sampleMember(1))).isOk()).toBe(true);
    });

    it('keeps an empty graduation year and dues year as null', async () => {
      const created: Member = (await members.create(sampleMember(3, { gradYear: null, duesPayYear: null })))._unsafeUnwrap();
      expect(created.gradYear).toBeNull();
      expect(created.duesPayYear).toBeNull();
      expect((await members.get(created.id))._unsafeUnwrap()).toEqual(created);
    });

    describe('listing', () => {
      listingContract({
        fresh: async () => {
          const fresh = await make();
          return { subject: fresh.repository, dispose: async () => fresh.dispose?.(), advanceClock: fresh.advanceClock };
        },
        add: async (repository, n, city, gradYear) =>
          (await repository.create(sampleMember(n, { city, ...(gradYear === undefined ? {} : { gradYear }) })))._unsafeUnwrap().id,
        touch: async (repository, id) => void (await repository.update(id, { phone: '7575550111' }))._unsafeUnwrap(),
        field: 'city',
        otherField: 'gradYear',
        otherValues: ['1999', '2005', '2010'],
        blank: null,
      });
    });
  });
}
