import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { loadHomeEvents } from '../../../../src/application/browser/use-cases/load-home-events.use-case';
import { contentWorld, stubbable } from '../../server/content/content-fixtures';

describe('loadHomeEvents', () => {
  it('loads every event, latest first, and highlights the one with the greatest date', async () => {
    const world = contentWorld();
    for (const [eventName, eventDate] of [
      ['Banquet', 'April 23, 2022'],
      ['Cookout', 'August 3, 2024'],
      ['Gala', 'December 1, 2023'],
    ]) {
      (await world.events.create({ eventName: eventName!, eventDate: eventDate!, eventDesc: '' }))._unsafeUnwrap();
    }
    const home = (await loadHomeEvents(world))._unsafeUnwrap();
    expect(home.events.map((e) => e.eventName)).toEqual(['Cookout', 'Gala', 'Banquet']);
    expect(home.latest?.eventName).toBe('Cookout');
  });

  it('gives no highlight when there are no events', async () => {
    expect((await loadHomeEvents(contentWorld()))._unsafeUnwrap()).toEqual({ events: [], latest: null });
  });

  it('says the news and events could not be loaded when the listing fails', async () => {
    const world = contentWorld();
    const events = { ...stubbable(world.events), list: () => errAsync({ type: 'Unavailable', message: 'down' } as const) };
    expect((await loadHomeEvents({ events }))._unsafeUnwrapErr()).toMatchObject({
      type: 'EventsLoadFailed',
      notice: MESSAGES.eventsLoadFailed,
    });
  });
});
