import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src/domain/audit';
import { TEXT_BYTES } from '../../contracts/document-store.contract';
import { appWorld, TEST_ADMIN } from '../../support/app-world';
import { signedInAdmin } from '../../support/auth-helpers';
import { uploadForm } from '../../support/document-world';
import { eventForm } from '../../application/server/events/event-admin-fixtures';
import { paidOrder } from '../../application/server/events/waiting-list-fixtures';
import { createMember, deleteMember, updateMember } from '../graphql/amplify-documents';
import { graphql, graphqlWorld } from '../graphql/graphql-world';

const EVENTS = '/ticketing/admin/events';

interface Detail {
  readonly event: { readonly slug: string; readonly ticketTypes: readonly { readonly id: string }[] };
  readonly updatedAt: string;
  readonly form: ReturnType<typeof eventForm>;
}

describe('every officer write through its route is found in GET /officers/audit', () => {
  it('events created, changed, published, copied; an order refunded; an offer by hand; a document uploaded and deleted', async () => {
    const world = appWorld();
    world.clock.set('2027-04-01T16:00:00.000Z');
    const admin = await signedInAdmin(world);

    const created = await admin.post(EVENTS, eventForm());
    expect(created.status).toBe(201);
    const draft = (await created.json()) as Detail;
    const slug = draft.event.slug;
    const changed = await admin.send('PUT', `${EVENTS}/${slug}`, { form: { ...draft.form, capacity: '80' }, updatedAt: draft.updatedAt });
    expect(changed.status).toBe(200);
    expect((await admin.post(`${EVENTS}/${slug}/status`, { status: 'published' })).status).toBe(200);
    expect((await admin.post(`${EVENTS}/${slug}/copy`, { slug: 'fall-gala-2028' })).status).toBeLessThan(300);

    const { ticketing, ledger } = world.deps;
    const typeId = draft.event.ticketTypes[0]!.id;
    const order = await paidOrder({ clock: world.clock, ledger, processor: world.processor, ticketing }, { [typeId]: 2 }, slug);
    expect((await admin.post(`/ticketing/admin/orders/${order.id}/cancel`, { reason: 'Cannot come' })).status).toBe(200);

    const party = {
      id: 'party-1',
      eventSlug: slug,
      typeId: null,
      name: 'Ada',
      email: 'ada@example.org',
      partySize: 2,
      joinedAt: '2027-04-01T16:00:00.000Z',
    };
    (await ticketing.waitingList.join(party))._unsafeUnwrap();
    expect((await admin.post('/ticketing/admin/waiting-list/party-1/offer', {})).status).toBe(200);

    const uploaded = await admin.fetch('/documents', { method: 'POST', body: uploadForm('meeting-minutes', 'March.pdf', TEXT_BYTES) });
    expect(uploaded.status).toBe(201);
    const { key } = (await uploaded.json()) as { key: string };
    expect((await admin.post('/documents/delete', { key })).status).toBe(204);
    // The request log keeps its `document` lines besides the audit log.
    expect(world.logs.flatMap((line) => (line.document ? [line.document.action] : []))).toEqual(['uploaded', 'deleted']);

    const audit = await admin.get('/officers/audit');
    expect(audit.status).toBe(200);
    const { entries } = (await audit.json()) as { entries: AuditEntry[] };
    const found = entries.map((entry) => [entry.action, entry.subject.kind, entry.subject.id]).reverse();
    expect(found).toEqual([
      ['createTicketedEvent', 'event', slug],
      ['updateTicketedEvent', 'event', slug],
      ['publishTicketedEvent', 'event', slug],
      ['createTicketedEvent', 'event', 'fall-gala-2028'],
      ['cancelTicketOrder', 'order', order.id],
      ['offerWaitingListSeats', 'waitingParty', 'party-1'],
      ['uploadDocument', 'document', key],
      ['deleteDocument', 'document', key],
    ]);
    expect(entries.every((entry) => entry.actor === TEST_ADMIN)).toBe(true);
    const update = entries.find((entry) => entry.action === 'updateTicketedEvent');
    expect(update).toMatchObject({ before: { capacity: 100 }, after: { capacity: 80 } });
    expect(entries.find((entry) => entry.action === 'cancelTicketOrder')).toMatchObject({
      before: { status: 'fulfilled' },
      after: { status: 'refunded' },
      reason: 'Cannot come',
    });
  });

  it('a page text saved, and a member record created and deleted through GraphQL', async () => {
    const world = await graphqlWorld();
    // The administrator's access token, as the Admin Panel sends it.
    const asAdmin = { authorization: world.tokens.admin, 'content-type': 'application/json', origin: world.deps.config.publicUrl };
    const saved = await world.app.request('/site-texts/contact.email', {
      method: 'PUT',
      headers: asAdmin,
      body: JSON.stringify({ text: 'chair@example.org' }),
    });
    expect(saved.status).toBe(200);
    const input = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.org',
      address: '2 Navy Way',
      city: 'Norfolk',
      state: 'VA',
      zipcode: '23511',
      phone: '7575550199',
      gradYear: '1934',
      membership: 'Annual Membership',
      duesPayYear: '2026',
    };
    const created = await graphql(world, createMember, { variables: { input }, token: world.tokens.admin });
    expect(created.errors).toBeUndefined();
    const { id } = (created.data as { createMember: { id: string } }).createMember;
    const updated = await graphql(world, updateMember, { variables: { input: { id, city: 'Arlington' } }, token: world.tokens.admin });
    expect(updated.errors).toBeUndefined();
    // A member's change of their own record is not an officer's write.
    const own = await graphql(world, updateMember, {
      variables: { input: { id: world.own.id, city: 'Salem' } },
      token: world.tokens.member,
    });
    expect(own.errors).toBeUndefined();
    const deleted = await graphql(world, deleteMember, { variables: { input: { id } }, token: world.tokens.admin });
    expect(deleted.errors).toBeUndefined();

    const audit = await world.app.request('/officers/audit', { headers: { authorization: world.tokens.admin } });
    const { entries } = (await audit.json()) as { entries: AuditEntry[] };
    expect(entries.map((entry) => [entry.actor, entry.action, entry.subject.kind, entry.subject.id]).reverse()).toEqual([
      [TEST_ADMIN, 'writeSiteTexts', 'siteText', 'contact.email'],
      [TEST_ADMIN, 'createMember', 'member', id],
      [TEST_ADMIN, 'updateAnyMember', 'member', id],
      [TEST_ADMIN, 'deleteMember', 'member', id],
    ]);
    expect(entries.at(-2)).toMatchObject({ before: null, after: { email: 'grace@example.org', firstName: 'Grace' } });
    expect(entries[1]).toMatchObject({ before: { city: 'Norfolk' }, after: { city: 'Arlington' } });
  });

  it('an officer, a news post, a committee and a listed event each created, changed and deleted through GraphQL (the Admin Panel)', async () => {
    const world = await graphqlWorld();
    const models = [
      {
        model: 'Officer',
        kind: 'officer',
        input: { name: 'Zora Neale', position: 'Chair', photo: '', summary: 'Leads' },
        change: { position: 'Treasurer' },
      },
      {
        model: 'NewsPost',
        kind: 'newsPost',
        input: { title: 'Spring Social Recap', postDate: '2026-04-01', summary: 'S', text: 'T' },
        change: { summary: 'New' },
      },
      {
        model: 'Committee',
        kind: 'committee',
        input: { name: 'Audit Test Committee', chair: 'Ada', purpose: 'P', howToJoin: 'J' },
        change: { chair: 'Bo' },
      },
      {
        model: 'Event',
        kind: 'listingEvent',
        input: { eventName: 'Audit Test Picnic', eventDesc: 'D', eventDate: 'May 1' },
        change: { eventDesc: 'Park' },
      },
    ] as const;
    const written: (readonly [string, string, string])[] = [];
    for (const { model, kind, input, change } of models) {
      const run = async (verb: 'create' | 'update' | 'delete', variables: object, token = world.tokens.admin) =>
        graphql(
          world,
          `mutation ($input: ${verb[0]!.toUpperCase()}${verb.slice(1)}${model}Input!) { ${verb}${model}(input: $input) { id } }`,
          {
            variables: { input: variables },
            token,
          },
        );
      const created = await run('create', input);
      expect(created.errors).toBeUndefined();
      const id = (created.data as Record<string, { id: string }>)[`create${model}`]!.id;
      expect((await run('update', { id, ...change })).errors).toBeUndefined();
      // A member may not write: refused, and not in the log.
      expect((await run('delete', { id }, world.tokens.member)).errors).toBeDefined();
      expect((await run('delete', { id })).errors).toBeUndefined();
      written.push([`create${model}`, kind, id], [`update${model}`, kind, id], [`delete${model}`, kind, id]);
    }

    const audit = await world.app.request('/officers/audit?pageSize=50', { headers: { authorization: world.tokens.admin } });
    const { entries } = (await audit.json()) as { entries: AuditEntry[] };
    expect(entries.map((entry) => [entry.action, entry.subject.kind, entry.subject.id]).reverse()).toEqual(written);
    expect(entries.every((entry) => entry.actor === TEST_ADMIN)).toBe(true);
    expect(entries.find((entry) => entry.action === 'updateOfficer')).toMatchObject({
      before: { position: 'Chair' },
      after: { position: 'Treasurer' },
    });
    expect(entries.find((entry) => entry.action === 'createEvent')).toMatchObject({
      before: null,
      after: { eventName: 'Audit Test Picnic', eventDesc: 'D', eventDate: 'May 1' },
    });
    expect(entries.find((entry) => entry.action === 'deleteNewsPost')).toMatchObject({
      before: { title: 'Spring Social Recap', summary: 'New' },
      after: null,
    });
  });
});
