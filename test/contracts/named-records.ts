import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ListQuery, Page } from '../../src/application/ports/list-query';
import type { RepositoryError } from '../../src/application/ports/repository.errors';
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
export function namedRecordContract<R extends Stored, I extends object, F extends string>(
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
