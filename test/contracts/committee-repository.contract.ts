import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommitteeInput } from '../../src/application/ports/committee-repository.port';
import type { NamedRecordRepository } from '../../src/application/ports/named-record-repository.port';
import type { CommitteeValue } from '../../src/domain/named-records';
import { namedRecordContract } from './named-records';

/** What a committee repository suite needs: the port (stored or rendered) over an empty store, and a way to let go of it. */
export interface CommitteeRepositoryHarness {
  readonly repository: NamedRecordRepository<CommitteeValue>;
  readonly dispose?: () => Promise<void>;
  /** Moves the store's clock on, where the test owns it. */
  readonly advanceClock?: (milliseconds: number) => void;
}

/** Committee number `n`, named `Committee n` unless a name is given. */
export function sampleCommittee(n: number, name = `Committee ${n}`): CommitteeInput {
  return { name, chair: `Chair ${n}`, purpose: `Purpose of *committee ${n}*`, howToJoin: `Write to chair ${n}.` };
}

/**
 * The committees' repository contract: every adapter behaves like this. `make()` is called before
 * each test (and once per run inside the property test) and gives the port over an EMPTY store.
 */
export function committeeRepositoryContract(name: string, make: () => Promise<CommitteeRepositoryHarness>): void {
  describe(`CommitteeRepository contract: ${name}`, () => {
    let harness: CommitteeRepositoryHarness;
    beforeEach(async () => {
      harness = await make();
    });
    afterEach(async () => harness.dispose?.());

    namedRecordContract(() => harness.repository, make, {
      sample: sampleCommittee,
      nameField: 'name',
      otherChange: { chair: 'New chair' },
      listing: {
        field: 'purpose',
        otherField: 'howToJoin',
        otherValues: ['Ask at a meeting', 'Write to us'],
        fill: (input, purpose, other) => ({ ...input, purpose, ...(other === undefined ? {} : { howToJoin: other ?? '' }) }),
      },
    });

    it('keeps an empty chair and how-to-join exactly as given', async () => {
      const input = { name: 'Scholarship', chair: '', purpose: 'Awards **two** scholarships.', howToJoin: '' };
      const created = (await harness.repository.create(input))._unsafeUnwrap();
      expect(created).toMatchObject(input);
      expect((await harness.repository.get(created.id))._unsafeUnwrap()).toMatchObject(input);
    });
  });
}
