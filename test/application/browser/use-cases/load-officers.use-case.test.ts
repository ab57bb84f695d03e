import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { loadOfficers } from '../../../../src/application/browser/use-cases/load-officers.use-case';
import { sampleOfficer } from '../../../contracts/officer-repository.contract';
import { contentWorld, stubbable } from '../../server/content/content-fixtures';

describe('loadOfficers', () => {
  it('loads every officer in the order they were added', async () => {
    const world = contentWorld();
    for (const n of [1, 2, 3]) {
      (await world.officers.create(sampleOfficer(n)))._unsafeUnwrap();
      world.clock.advance(1_000);
    }
    expect((await loadOfficers(world))._unsafeUnwrap().map((o) => o.name)).toEqual(['Officer 1', 'Officer 2', 'Officer 3']);
  });

  it("shows the cause's own words when the listing fails", async () => {
    const world = contentWorld();
    const officers = { ...stubbable(world.officers), list: () => errAsync({ type: 'Unavailable', message: 'Try later.' } as const) };
    expect((await loadOfficers({ officers }))._unsafeUnwrapErr()).toMatchObject({
      type: 'OfficersLoadFailed',
      notice: { tone: 'error', text: 'Try later.' },
    });
  });
});
