import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventInput, EventRepository } from '../../src/application/ports/event-repository.port';
import { namedRecordContract } from './named-records';

/** What an event repository suite needs: the port over an empty store, and a way to let go of it. */
export interface EventRepositoryHarness {
  readonly repository: EventRepository;
  readonly dispose?: () => Promise<void>;
  /** Moves the store's clock on, where the test owns it. */
  readonly advanceClock?: (milliseconds: number) => void;
}

/** Event number `n`, named `Event n` unless a name is given. */
export function sampleEvent(n: number, eventName = `Event ${n}`): EventInput {
  return { eventName, eventDate: `April ${(n % 28) + 1}, 2026`, eventDesc: `Description of event ${n}` };
}

/**
 * The EventRepository contract: every adapter behaves like this. `make()` is called before each
 * test (and once per run inside the property test) and gives the port over an EMPTY store.
 */
export function eventRepositoryContract(name: string, make: () => Promise<EventRepositoryHarness>): void {
  describe(`EventRepository contract: ${name}`, () => {
    let harness: EventRepositoryHarness;
    beforeEach(async () => {
      harness = await make();
    });
    afterEach(async () => harness.dispose?.());

    namedRecordContract(() => harness.repository, make, {
      sample: sampleEvent,
      nameField: 'eventName',
      otherChange: { eventDesc: 'Moved indoors' },
      listing: {
        field: 'eventDate',
        otherField: 'eventDesc',
        otherValues: ['Outdoors', 'Gala dinner'],
        fill: (input, eventDate, other) => ({ ...input, eventDate, ...(other === undefined ? {} : { eventDesc: other ?? '' }) }),
      },
    });

    it('keeps the free-text date and an empty description exactly as given', async () => {
      const input = { eventName: 'Cookout', eventDate: 'Sat., Aug 3rd (rain date TBD)', eventDesc: '' };
      const created = (await harness.repository.create(input))._unsafeUnwrap();
      expect(created).toMatchObject(input);
      expect((await harness.repository.get(created.id))._unsafeUnwrap()).toMatchObject(input);
    });
  });
}
