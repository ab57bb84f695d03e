import { describe, expect, it } from 'vitest';
import type { EventAdminGateway } from '../../src/application/ports/event-admin-gateway.port';
import { CANCELLED_IS_FINAL } from '../../src/domain/ticketed-event-changes';
import { STALE_EVENT } from '../../src/application/ports/ticketed-event-store.port';
import { eventForm, ticketTypeForm } from '../application/server/events/event-admin-fixtures';

/** What every EventAdminGateway answers: an administrator's gateway, a member's, over a store holding the spec's four events. */
export interface EventAdminGateways {
  readonly admin: EventAdminGateway;
  readonly member: EventAdminGateway;
}

export function eventAdminGatewayContract(name: string, make: () => Promise<EventAdminGateways>) {
  describe(`EventAdminGateway contract (${name})`, () => {
    it('lists every event with its seats and the chapter’s zone', async () => {
      const { admin } = await make();
      const list = (await admin.list())._unsafeUnwrap();
      expect(list.timeZone).toBe('America/New_York');
      expect(list.events.map((event) => [event.slug, event.status, event.sold, event.held])).toEqual([
        ['spring-banquet-2022', 'published', 0, 0],
        ['cookout-2022', 'published', 0, 0],
        ['cookout-2024', 'published', 0, 0],
        ['sponsor-cookout-2024', 'published', 0, 0],
      ]);
    });

    it('creates, reads and updates an event from the version read; an older version is Stale', async () => {
      const { admin } = await make();
      const created = (await admin.create(eventForm()))._unsafeUnwrap();
      expect(created.event).toMatchObject({ slug: 'fall-gala-2027', status: 'draft' });
      expect(created.seats).toEqual({ sold: {}, held: {} });
      expect((await admin.get('fall-gala-2027'))._unsafeUnwrap()).toEqual(created);
      const saved = (await admin.update('fall-gala-2027', { ...created.form, venue: 'The Armory' }, created.updatedAt))._unsafeUnwrap();
      expect(saved.event.venue).toBe('The Armory');
      expect((await admin.update('fall-gala-2027', created.form, '2000-01-01T00:00:00.000Z'))._unsafeUnwrapErr()).toEqual({
        type: 'Stale',
        message: STALE_EVENT.message,
      });
    });

    it('refuses a form field by field, an unknown event, and a status the event’s life does not allow', async () => {
      const { admin } = await make();
      const refused = (await admin.create(eventForm({ ticketTypes: [ticketTypeForm({ memberPrice: '50' })] })))._unsafeUnwrapErr();
      expect(refused).toEqual({
        type: 'InvalidForm',
        message: 'The member price cannot be above the price.',
        fields: { 'ticketTypes.0.memberPrice': 'The member price cannot be above the price.' },
      });
      expect((await admin.get('no-such-event'))._unsafeUnwrapErr()).toEqual({ type: 'NotFound', message: 'The event was not found.' });
      (await admin.changeStatus('cookout-2022', 'cancelled'))._unsafeUnwrap();
      expect((await admin.changeStatus('cookout-2022', 'published'))._unsafeUnwrapErr()).toEqual({
        type: 'Refused',
        message: CANCELLED_IS_FINAL,
      });
    });

    it('copies an event a year on, refusing a taken address beside the field', async () => {
      const { admin } = await make();
      const copy = (await admin.copy('spring-banquet-2022', 'spring-banquet-2023'))._unsafeUnwrap();
      expect(copy.event).toMatchObject({ slug: 'spring-banquet-2023', status: 'draft', start: '2023-04-23T17:00' });
      expect((await admin.copy('spring-banquet-2022', 'cookout-2022'))._unsafeUnwrapErr()).toMatchObject({
        type: 'InvalidForm',
        fields: { slug: 'Another event already has the address /events/cookout-2022.' },
      });
    });

    it('refuses a member every operation', async () => {
      const { member } = await make();
      for (const answer of [
        await member.list(),
        await member.get('cookout-2022'),
        await member.create(eventForm()),
        await member.changeStatus('cookout-2022', 'salesClosed'),
        await member.copy('cookout-2022', 'cookout-2023'),
      ]) {
        expect(answer._unsafeUnwrapErr()).toMatchObject({ type: 'Unauthorized' });
      }
    });
  });
}
