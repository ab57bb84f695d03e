import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  changeTicketedEventStatus,
  copyTicketedEvent,
  loadAdminEvents,
  saveTicketedEvent,
} from '../../../../src/application/browser/use-cases/edit-ticketed-events.use-case';
import { ADMINS_ONLY } from '../../../../src/application/browser/use-cases/admin-access';
import type { EventAdminGateway, EventAdminGatewayError } from '../../../../src/application/ports/event-admin-gateway.port';
import type { Actor } from '../../../../src/domain/access';
import { eventForm } from '../../server/events/event-admin-fixtures';

const MEMBER: Actor = { role: 'member', email: 'ada@example.org' };
const ADMIN: Actor = { role: 'admin', email: 'chair@example.org' };

/** A gateway that records every call and answers each with `answer`. */
function recording(answer: EventAdminGatewayError) {
  const calls: string[] = [];
  const call = (name: string) => () => {
    calls.push(name);
    return errAsync(answer);
  };
  const gateway = {
    list: call('list'),
    get: call('get'),
    create: call('create'),
    update: call('update'),
    changeStatus: call('changeStatus'),
    copy: call('copy'),
  } as unknown as EventAdminGateway;
  return { gateway, calls };
}

describe('the chair’s event actions in the browser', () => {
  it('refuses anyone but an administrator before any port is called', async () => {
    const { gateway, calls } = recording({ type: 'Unavailable', message: 'x' });
    for (const answer of [
      await loadAdminEvents(gateway, MEMBER),
      await saveTicketedEvent(gateway, MEMBER, { form: eventForm(), editing: null }),
      await changeTicketedEventStatus(gateway, MEMBER, { slug: 'gala', status: 'published' }),
      await copyTicketedEvent(gateway, MEMBER, { slug: 'gala', newSlug: 'gala-2' }),
    ]) {
      expect(answer._unsafeUnwrapErr().message).toContain(ADMINS_ONLY);
    }
    expect(calls).toEqual([]);
  });

  it('keeps a refused form’s messages by field without a toast, and marks a stale edit', async () => {
    const invalid = recording({ type: 'InvalidForm', message: 'Venue is required.', fields: { venue: 'Venue is required.' } });
    const refused = (await saveTicketedEvent(invalid.gateway, ADMIN, { form: eventForm(), editing: null }))._unsafeUnwrapErr();
    expect(refused).toEqual({
      message: 'The event was not saved. Venue is required.',
      fields: { venue: 'Venue is required.' },
      stale: false,
      notice: null,
    });
    const stale = recording({ type: 'Stale', message: 'Changed by someone else.' });
    const overtaken = (
      await saveTicketedEvent(stale.gateway, ADMIN, { form: eventForm(), editing: { slug: 'gala', updatedAt: 'v1' } })
    )._unsafeUnwrapErr();
    expect(overtaken).toMatchObject({ stale: true, message: 'The event was not saved. Changed by someone else.' });
    expect(overtaken.notice?.tone).toBe('error');
    expect(stale.calls).toEqual(['update']);
  });
});
