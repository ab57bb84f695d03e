import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OfficerInput, OfficerRepository } from '../../src/application/ports/officer-repository.port';
import { namedRecordContract } from './named-records';

/** What an officer repository suite needs: the port over an empty store, and a way to let go of it. */
export interface OfficerRepositoryHarness {
  readonly repository: OfficerRepository;
  readonly dispose?: () => Promise<void>;
  /** Moves the store's clock on, where the test owns it. */
  readonly advanceClock?: (milliseconds: number) => void;
}

/** Officer number `n`, named `Officer n` unless a name is given. */
export function sampleOfficer(n: number, name = `Officer ${n}`): OfficerInput {
  return {
    name,
    position: 'Treasurer',
    summary: `Summary of officer ${n}`,
    photo: `http://localhost:8787/files/website-assets/photo-${n}.png`,
  };
}

/**
 * The OfficerRepository contract: every adapter behaves like this. `make()` is called before each
 * test (and once per run inside the property test) and gives the port over an EMPTY store.
 */
export function officerRepositoryContract(name: string, make: () => Promise<OfficerRepositoryHarness>): void {
  describe(`OfficerRepository contract: ${name}`, () => {
    let harness: OfficerRepositoryHarness;
    beforeEach(async () => {
      harness = await make();
    });
    afterEach(async () => harness.dispose?.());

    namedRecordContract(() => harness.repository, make, {
      sample: sampleOfficer,
      nameField: 'name',
      otherChange: { position: 'President' },
      listing: {
        field: 'position',
        otherField: 'summary',
        otherValues: ['Keeps the books', 'Runs the meetings'],
        fill: (input, position, other) => ({ ...input, position, ...(other === undefined ? {} : { summary: other ?? '' }) }),
      },
    });

    it('keeps an empty photo and a long summary exactly as given', async () => {
      const input = { name: 'Grace Hopper', position: 'Secretary', photo: '', summary: 'x'.repeat(5_000) };
      const created = (await harness.repository.create(input))._unsafeUnwrap();
      expect(created).toMatchObject(input);
      expect(
        (await harness.repository.update(created.id, { photo: 'http://localhost:8787/files/website-assets/g.png' }))._unsafeUnwrap(),
      ).toMatchObject({
        ...input,
        photo: 'http://localhost:8787/files/website-assets/g.png',
      });
    });
  });
}
