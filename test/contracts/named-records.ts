import fc from 'fast-check';
import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ListQuery, Page } from '../../src/application/ports/list-query';
import type { RepositoryError } from '../../src/application/ports/repository.errors';
import { upsertByName } from '../../src/application/upsert-named-record';
import { nameKey } from '../../src/domain/upsert-by-name';
import { listingContract } from './listing';

interface Stored {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The shape events and officers share: records with a unique name (see `nameKey`). */
export interface NamedRepository<R extends Stored, I extends object, F extends string> {
  list(query?: ListQuery<F>): ResultAsync<Page<R>, RepositoryError>;
  get(id: string): ResultAsync<R, RepositoryError>;
  findByName(name: string): ResultAsync<R | null, RepositoryError>;
  create(input: I): ResultAsync<R, RepositoryError>;
  update(id: string, changes: Partial<I>): ResultAsync<R, RepositoryError>;
  delete(id: string): ResultAsync<R, RepositoryError>;
}

export interface NamedRecordSpec<I extends object, F extends string> {
  /** Input for record number `n`, named `Name n` unless `name` is given. */
  readonly sample: (n: number, name?: string) => I;
  /** The field holding the unique name. */
  readonly nameField: keyof I & string;
  /** A change of one other field, to see it applied. */
  readonly otherChange: Partial<I>;
  /** The listing checks' fields (neither the name): a required free-text one and one that may be blank. */
  readonly listing: {
    readonly field: F;
    readonly otherField: F;
    readonly otherValues: readonly string[];
    /** The input with `text` in `field` and, unless undefined, `other` (null: blank) in `otherField`. */
    readonly fill: (input: I, text: string, other: string | null | undefined) => I;
  };
}

/** Registers the checks events and officers share; call inside the port's own describe. */
export function namedRecordContract<R extends Stored & I, I extends object, F extends string>(
  repository: () => NamedRepository<R, I, F>,
  fresh: () => Promise<{
    readonly repository: NamedRepository<R, I, F>;
    readonly dispose?: () => Promise<void>;
    readonly advanceClock?: (milliseconds: number) => void;
  }>,
  spec: NamedRecordSpec<I, F>,
): void {
  const create = async (input: I) => (await repository().create(input))._unsafeUnwrap();
  const rename = (name: string | undefined) => ({ [spec.nameField]: name }) as Partial<I>;

  it('creates records with distinct ids and timestamps, and reads them back', async () => {
    const [first, second] = [await create(spec.sample(1)), await create(spec.sample(2))];
    expect(first).toMatchObject(spec.sample(1));
    expect(first.id).toEqual(expect.any(String));
    expect(first.id).not.toBe(second.id);
    expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);
    expect(first.updatedAt >= first.createdAt).toBe(true);
    expect((await repository().get(first.id))._unsafeUnwrap()).toEqual(first);
  });

  it('answers NotFound for an unknown id on get, update and delete', async () => {
    const created = await create(spec.sample(1));
    (await repository().delete(created.id))._unsafeUnwrap();
    expect((await repository().get(created.id))._unsafeUnwrapErr().type).toBe('NotFound');
    expect((await repository().update(created.id, spec.otherChange))._unsafeUnwrapErr().type).toBe('NotFound');
    expect((await repository().delete(created.id))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('finds a record by name, ignoring case and spacing', async () => {
    const created = await create(spec.sample(1, 'Spring Banquet'));
    expect((await repository().findByName('  spring   BANQUET '))._unsafeUnwrap()).toEqual(created);
    expect((await repository().findByName('Spring'))._unsafeUnwrap()).toBeNull();
  });

  it('refuses a second record with the same name in another case or spacing, and writes nothing', async () => {
    const created = await create(spec.sample(1, 'Spring Banquet'));
    const second = await repository().create(spec.sample(2, ' spring  banquet'));
    expect(second._unsafeUnwrapErr().type).toBe('DuplicateName');
    expect((await repository().list())._unsafeUnwrap().items).toEqual([created]);
  });

  it('updates the given fields only, ignoring undefined ones, and never the id or createdAt', async () => {
    const created = await create(spec.sample(1));
    const sneaky = { ...spec.otherChange, ...rename(undefined), id: 'other', createdAt: '1999-01-01T00:00:00.000Z' };
    const updated = (await repository().update(created.id, sneaky as Partial<I>))._unsafeUnwrap();
    expect(updated).toEqual({ ...created, ...spec.otherChange, updatedAt: updated.updatedAt });
    expect(updated.updatedAt >= created.updatedAt).toBe(true);
    expect((await repository().get(created.id))._unsafeUnwrap()).toEqual(updated);
    expect((await repository().get('other'))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('refuses a rename onto another record’s name, and allows restyling its own', async () => {
    await create(spec.sample(1, 'Spring Banquet'));
    const second = await create(spec.sample(2, 'Cookout'));
    const clash = await repository().update(second.id, rename('SPRING banquet'));
    expect(clash._unsafeUnwrapErr().type).toBe('DuplicateName');
    expect((await repository().get(second.id))._unsafeUnwrap()).toEqual(second);
    expect((await repository().update(second.id, rename('COOKOUT'))).isOk()).toBe(true);
  });

  it('deletes a record, answering it; its name is then free again', async () => {
    const created = await create(spec.sample(1, 'Spring Banquet'));
    expect((await repository().delete(created.id))._unsafeUnwrap()).toEqual(created);
    expect((await repository().findByName('Spring Banquet'))._unsafeUnwrap()).toBeNull();
    expect((await repository().create(spec.sample(2, 'Spring Banquet'))).isOk()).toBe(true);
  });

  describe('saving by name (upsertByName, as the content use cases save)', () => {
    upsertContract(fresh, spec);
  });

  describe('listing', () => {
    listingContract({
      fresh: async () => {
        const harness = await fresh();
        return { subject: harness.repository, dispose: async () => harness.dispose?.(), advanceClock: harness.advanceClock };
      },
      add: async (subject, n, text, other) => (await subject.create(spec.listing.fill(spec.sample(n), text, other)))._unsafeUnwrap().id,
      touch: async (subject, id) => void (await subject.update(id, rename(`Touched ${id}`)))._unsafeUnwrap(),
      field: spec.listing.field,
      otherField: spec.listing.otherField,
      otherValues: spec.listing.otherValues,
      blank: '',
    });
  });
}

type Fresh<R extends Stored & I, I extends object, F extends string> = Parameters<typeof namedRecordContract<R, I, F>>[1];

/** 'a' or 'a b' in several cases and spacings: different saves often share a name key. */
const spacedName = fc
  .tuple(fc.constantFrom('a', 'A'), fc.option(fc.tuple(fc.constantFrom(' ', '  ', '\u00a0'), fc.constantFrom('b', 'B')), { nil: null }))
  .map(([first, rest]) => (rest === null ? first : `${first}${rest[0]}${rest[1]}`));

/**
 * What production's save by name does to a store: `upsertByName` over the repository, whose unique
 * name key (`nameKey`) decides which record a name belongs to. One record per name, a taken name
 * updated in place (same id, same creation, same place in the list), no other record touched, and
 * saving the same form twice the same as saving it once.
 */
function upsertContract<R extends Stored & I, I extends object, F extends string>(
  fresh: Fresh<R, I, F>,
  spec: NamedRecordSpec<I, F>,
): void {
  const nameOf = (values: I) => String(values[spec.nameField]);
  const all = async (repository: NamedRepository<R, I, F>) => (await repository.list())._unsafeUnwrap().items;
  const withoutUpdateTime = (records: readonly R[]) => records.map(({ updatedAt: _updatedAt, ...rest }) => rest);

  it('updates the record that holds the name, in its place; a new name is added after the others', async () => {
    const store = await fresh();
    try {
      const save = async (input: I) => (await upsertByName(store.repository, input, nameOf))._unsafeUnwrap();
      const spring = (await save(spec.sample(1, 'Spring Banquet'))).record;
      store.advanceClock?.(1_000);
      const cookout = (await save(spec.sample(2, 'Cookout'))).record;
      store.advanceClock?.(1_000);
      const replaced = await save(spec.sample(3, 'spring  banquet'));
      // Matched, not equal: a rendering repository derives more fields (news' textHtml) from the new values.
      expect(replaced).toMatchObject({
        outcome: 'updated',
        record: { id: spring.id, createdAt: spring.createdAt, ...spec.sample(3, 'spring  banquet') },
      });
      expect(await all(store.repository)).toEqual([replaced.record, cookout]);
      const added = await save(spec.sample(4, 'Gala'));
      expect(added.outcome).toBe('added');
      expect([spring.id, cookout.id]).not.toContain(added.record.id);
      expect(await all(store.repository)).toEqual([replaced.record, cookout, added.record]);
    } finally {
      await store.dispose?.();
    }
  });

  it('keeps one record per name: each save updates the holder of its name or adds one, touching no other (property)', async () => {
    const saves = fc.array(fc.tuple(spacedName, fc.nat({ max: 3 })), { minLength: 1, maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(saves, async (steps) => {
        const store = await fresh();
        try {
          for (const [name, n] of steps) {
            const input = spec.sample(n, name);
            const before = await all(store.repository);
            const taken = before.find((record) => nameKey(nameOf(record)) === nameKey(name));
            store.advanceClock?.(1_000);
            const saved = (await upsertByName(store.repository, input, nameOf))._unsafeUnwrap();
            const after = await all(store.repository);
            expect(saved.outcome).toBe(taken ? 'updated' : 'added');
            expect(saved.record).toMatchObject({ ...input, ...(taken ? { id: taken.id, createdAt: taken.createdAt } : {}) });
            expect(after).toHaveLength(before.length + (taken ? 0 : 1));
            expect(after.filter((record) => nameKey(nameOf(record)) === nameKey(name))).toEqual([saved.record]);
            expect(after.filter((record) => record.id !== saved.record.id)).toEqual(
              before.filter((record) => record.id !== saved.record.id),
            );
            const keys = after.map((record) => nameKey(nameOf(record)));
            expect(new Set(keys).size).toBe(keys.length);
          }
          // Idempotent: the last form saved again changes nothing but the time of the update.
          const [name, n] = steps.at(-1)!;
          const once = await all(store.repository);
          expect((await upsertByName(store.repository, spec.sample(n, name), nameOf))._unsafeUnwrap().outcome).toBe('updated');
          expect(withoutUpdateTime(await all(store.repository))).toEqual(withoutUpdateTime(once));
        } finally {
          await store.dispose?.();
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
}
