import { describe, expect, it } from 'vitest';
import { joinWaitingList } from '../../../../src/application/server/events/join-waiting-list.use-case';
import { leaveWaitingList } from '../../../../src/application/server/events/leave-waiting-list.use-case';
import { offerFreedSeats } from '../../../../src/application/server/events/offer-freed-seats';
import { offerWaitingListSeats, viewWaitingList } from '../../../../src/application/server/events/view-waiting-list.use-case';
import { markOfferClaimed, offerForCheckout, viewOffer } from '../../../../src/application/server/events/waiting-list-offer.use-case';
import { OFFER_MILLISECONDS, WAITING_LIST_CLOSED } from '../../../../src/domain/waiting-list';
import {
  ADMIN,
  GALA,
  joined,
  mailsTo,
  MEMBER,
  paidOrder,
  tokenIn,
  VISITOR,
  waitingListWorld,
  type WaitingListWorld,
} from './waiting-list-fixtures';

const join = (world: WaitingListWorld, form: Partial<Parameters<typeof joinWaitingList>[2]> = {}) =>
  joinWaitingList(world, VISITOR, {
    slug: 'gala',
    typeId: null,
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    partySize: 2,
    clientKey: '203.0.113.9',
    ...form,
  });

/** A gala whose 6 seats are sold (one order of 6 adults). */
async function soldOut() {
  const world = waitingListWorld();
  const order = await paidOrder(world, { adult: 6 });
  return { world, order };
}

async function changeGala(world: WaitingListWorld, change: Partial<typeof GALA>) {
  const stored = (await world.ticketing.events.get('gala'))._unsafeUnwrap();
  (
    await world.ticketing.events.update({ ...stored.event, ...change }, stored.updatedAt, new Date(world.clock.now()).toISOString())
  )._unsafeUnwrap();
  world.clock.advance(1);
}

const setCapacity = (world: WaitingListWorld, capacity: number) => changeGala(world, { capacity });

const stateOf = async (world: WaitingListWorld, id: string) => (await world.ticketing.waitingList.get(id))._unsafeUnwrap().state;

describe('joining the waiting list', () => {
  it('is refused while seats are on sale, and for a draft event', async () => {
    const world = waitingListWorld([GALA, { ...GALA, slug: 'draft-gala', status: 'draft' }]);
    expect((await join(world))._unsafeUnwrapErr()).toEqual({ type: 'Conflict', message: WAITING_LIST_CLOSED });
    expect((await join(world, { slug: 'draft-gala' }))._unsafeUnwrapErr()).toMatchObject({ type: 'NotFound' });
    expect((await join(world, { slug: 'nowhere' }))._unsafeUnwrapErr()).toEqual({ type: 'NotFound', message: 'The event was not found.' });
  });

  it('takes a party for a sold-out event and e-mails a confirmation with a leave link', async () => {
    const { world } = await soldOut();
    expect((await join(world))._unsafeUnwrap()).toBe(
      'You are on the waiting list for Winter Gala. We sent a confirmation to ada@example.org.',
    );
    const [mail] = mailsTo(world, 'ada@example.org');
    expect(mail?.subject).toBe('Waiting list: Winter Gala');
    expect(mail?.text).toContain('for 2 seats.');
    expect(mail?.text).toContain('https://chapter.example.org/waiting-list/leave?token=');
    const parties = (await world.ticketing.waitingList.ofEvent('gala'))._unsafeUnwrap();
    expect(parties).toMatchObject([{ name: 'Ada Lovelace', email: 'ada@example.org', partySize: 2, typeId: null, state: 'waiting' }]);
    expect(world.ticketing.tokens.read('waiting-leave', tokenIn(mail!.text, 'token'), world.clock.now())._unsafeUnwrap()).toBe(
      parties[0]!.id,
    );
  });

  it('takes a party for a type with no seat left while other types still sell', async () => {
    const world = waitingListWorld();
    await paidOrder(world, { child: 2 });
    expect((await join(world, { typeId: 'child' })).isOk()).toBe(true);
    expect((await join(world, { typeId: 'adult', email: 'other@example.org' }))._unsafeUnwrapErr().message).toBe(WAITING_LIST_CLOSED);
  });

  it('checks every field beside it: a known type, a name, an e-mail, a party of 1 to the per-order maximum', async () => {
    const { world } = await soldOut();
    expect((await join(world, { typeId: 'vip', name: ' ', email: 'ada', partySize: 0 }))._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: {
        typeId: 'Please choose a ticket type of this event.',
        name: 'Name is required.',
        email: 'Please enter a valid email address.',
        partySize: 'Party size must be a whole number from 1 to 1.',
      },
    });
    expect((await join(world, { typeId: 'child', partySize: 3 }))._unsafeUnwrapErr()).toMatchObject({
      fields: { partySize: 'Party size must be a whole number from 1 to 2.' },
    });
    expect((await join(world, { partySize: 2.5 }))._unsafeUnwrapErr()).toMatchObject({ fields: { partySize: expect.any(String) } });
  });

  it('keeps one place per address for an event and type, said beside the e-mail', async () => {
    const { world } = await soldOut();
    (await join(world))._unsafeUnwrap();
    expect((await join(world, { email: ' ADA@example.org ' }))._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: { email: 'This e-mail address is already on the waiting list.' },
    });
    expect((await join(world, { typeId: 'adult' })).isOk()).toBe(true);
  });

  it('lets one client, and one address, take 5 places an hour, so nobody can mail-bomb an address', async () => {
    const { world } = await soldOut();
    for (let n = 1; n <= 5; n++) expect((await join(world, { email: `p${n}@example.org` })).isOk()).toBe(true);
    expect((await join(world, { email: 'p6@example.org' }))._unsafeUnwrapErr()).toMatchObject({
      type: 'RateLimited',
      message: 'Too many places on waiting lists were asked for from this connection. Please try again in 60 minutes.',
    });
    expect(mailsTo(world, 'p6@example.org')).toEqual([]);
    const many = waitingListWorld([GALA, ...['a', 'b', 'c', 'd', 'e', 'f'].map((x) => ({ ...GALA, slug: `gala-${x}` }))]);
    for (const x of ['a', 'b', 'c', 'd', 'e', 'f']) await paidOrder(many, { adult: 6 }, `gala-${x}`);
    for (const x of ['a', 'b', 'c', 'd', 'e']) expect((await join(many, { slug: `gala-${x}`, clientKey: x })).isOk()).toBe(true);
    expect((await join(many, { slug: 'gala-f', clientKey: 'f' }))._unsafeUnwrapErr().message).toContain('with this e-mail address');
  });

  it('is refused to nobody: visitors, members and administrators may join', async () => {
    const { world } = await soldOut();
    expect(
      (
        await joinWaitingList(world, MEMBER, {
          slug: 'gala',
          typeId: null,
          name: 'M',
          email: 'm@example.org',
          partySize: 1,
          clientKey: 'm',
        })
      ).isOk(),
    ).toBe(true);
    expect(
      (
        await joinWaitingList(world, ADMIN, { slug: 'gala', typeId: null, name: 'A', email: 'a@example.org', partySize: 1, clientKey: 'a' })
      ).isOk(),
    ).toBe(true);
  });
});

describe('offering freed seats', () => {
  it('offers them to the first party that fits, in join order, skipping one that does not fit', async () => {
    const world = waitingListWorld();
    await paidOrder(world, { adult: 4 });
    const small = await paidOrder(world, { adult: 2 });
    const big = await joined(world, 'Big', 4);
    const pair = await joined(world, 'Pair', 2);
    const single = await joined(world, 'Single', 1);
    (await world.ticketing.events.releaseSold('gala', small.id))._unsafeUnwrap();
    const pass = (await offerFreedSeats(world, 'gala'))._unsafeUnwrap();
    expect(pass.offered.map((party) => party.name)).toEqual(['Pair']);
    expect([await stateOf(world, big.id), await stateOf(world, pair.id), await stateOf(world, single.id)]).toEqual([
      'waiting',
      'offered',
      'waiting',
    ]);
    const offered = (await world.ticketing.waitingList.get(pair.id))._unsafeUnwrap();
    expect(offered.offerExpiresAt).toBe(world.clock.now() + OFFER_MILLISECONDS);
    expect((await world.ticketing.events.claimOf(offered.offerId!))._unsafeUnwrap()).toMatchObject({ state: 'held', seats: { adult: 2 } });
    const mail = mailsTo(world, 'pair@example.org').at(-1)!;
    expect(mail.subject).toBe('Seats are held for you: Winter Gala');
    // 48 hours after noon UTC on June 15 is 8:00 AM on June 17 in New York.
    expect(mail.text).toContain('2 seats are held for you until Jun 17, 2026 at 8:00 AM (America/New_York).');
    expect(mail.text).toContain('https://chapter.example.org/events/gala?offer=');
    // Nothing is left: a second pass offers nothing.
    expect((await offerFreedSeats(world, 'gala'))._unsafeUnwrap()).toEqual({ expired: [], offered: [] });
  });

  it('passes a lapsed offer on: the party is told, and the next that fits is offered', async () => {
    const world = waitingListWorld();
    const order = await paidOrder(world, { adult: 6 });
    const first = await joined(world, 'First', 2);
    const second = await joined(world, 'Second', 2);
    (await world.ticketing.events.releaseSold('gala', order.id))._unsafeUnwrap();
    (
      await world.ticketing.events.hold(
        'gala',
        { id: 'someone', seats: { adult: 4 }, expiresAt: world.clock.now() + 3 * OFFER_MILLISECONDS },
        world.clock.now(),
      )
    )._unsafeUnwrap();
    expect((await offerFreedSeats(world, 'gala'))._unsafeUnwrap().offered.map((p) => p.name)).toEqual(['First']);
    world.clock.advance(OFFER_MILLISECONDS);
    const pass = (await offerFreedSeats(world, 'gala'))._unsafeUnwrap();
    expect(pass.expired.map((p) => p.name)).toEqual(['First']);
    expect(pass.offered.map((p) => p.name)).toEqual(['Second']);
    expect(await stateOf(world, first.id)).toBe('expired');
    expect(await stateOf(world, second.id)).toBe('offered');
    expect(mailsTo(world, 'first@example.org').at(-1)).toMatchObject({
      subject: 'Your offer has lapsed: Winter Gala',
      text: expect.stringContaining('were not bought by Jun 17, 2026 at 8:00 AM (America/New_York)'),
    });
    expect(mailsTo(world, 'second@example.org').at(-1)?.subject).toBe('Seats are held for you: Winter Gala');
  });

  it('makes no offer for an event that is not published', async () => {
    const world = waitingListWorld();
    const order = await paidOrder(world, { adult: 6 });
    await joined(world, 'Waiting', 1);
    await changeGala(world, { status: 'salesClosed' });
    (await world.ticketing.events.releaseSold('gala', order.id))._unsafeUnwrap();
    expect((await offerFreedSeats(world, 'gala'))._unsafeUnwrap().offered).toEqual([]);
  });
});

describe('an offer', () => {
  async function offeredWorld() {
    const world = waitingListWorld();
    const order = await paidOrder(world, { adult: 6 });
    const party = await joined(world, 'Ada', 2, 'adult');
    (await world.ticketing.events.releaseSold('gala', order.id))._unsafeUnwrap();
    (await offerFreedSeats(world, 'gala'))._unsafeUnwrap();
    const token = tokenIn(mailsTo(world, 'ada@example.org').at(-1)!.text, 'offer');
    return { world, party: (await world.ticketing.waitingList.get(party.id))._unsafeUnwrap(), token };
  }

  it('reads back from its link: the event, the name, the seats and the deadline', async () => {
    const { world, party, token } = await offeredWorld();
    expect((await viewOffer(world, VISITOR, token))._unsafeUnwrap()).toEqual({
      eventSlug: 'gala',
      name: 'Ada',
      seats: { adult: 2 },
      expiresAt: new Date(party.offerExpiresAt!).toISOString(),
    });
    expect((await offerForCheckout(world, token, world.clock.now()))._unsafeUnwrap()).toEqual({
      offerId: party.offerId,
      eventSlug: party.eventSlug,
      seats: { adult: 2 },
      partyId: party.id,
    });
  });

  it('is gone once claimed or expired, and unknown when its link was changed', async () => {
    const { world, party, token } = await offeredWorld();
    expect((await viewOffer(world, VISITOR, `${token}x`))._unsafeUnwrapErr().type).toBe('NotFound');
    expect((await markOfferClaimed(world, party.id))._unsafeUnwrap().state).toBe('claimed');
    expect((await markOfferClaimed(world, party.id))._unsafeUnwrap().state).toBe('claimed');
    expect((await viewOffer(world, VISITOR, token))._unsafeUnwrapErr()).toEqual({
      type: 'Gone',
      message: 'This offer has expired or was already used.',
    });
    const later = await offeredWorld();
    later.world.clock.advance(OFFER_MILLISECONDS);
    expect((await offerForCheckout(later.world, later.token, later.world.clock.now()))._unsafeUnwrapErr().type).toBe('Gone');
  });
});

describe('leaving the waiting list', () => {
  it('takes the party off by its link, once or twice', async () => {
    const { world } = await soldOut();
    const party = await joined(world, 'Ada', 1);
    const token = tokenIn(mailsTo(world, 'ada@example.org')[0]!.text, 'token');
    expect((await leaveWaitingList(world, VISITOR, token))._unsafeUnwrap()).toBe('You have left the waiting list for Winter Gala.');
    expect((await leaveWaitingList(world, VISITOR, token)).isOk()).toBe(true);
    expect(await stateOf(world, party.id)).toBe('left');
    expect((await leaveWaitingList(world, VISITOR, 'nonsense'))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('gives an offered party’s seats to the next party that fits', async () => {
    const world = waitingListWorld();
    const order = await paidOrder(world, { adult: 6 });
    const first = await joined(world, 'First', 2);
    const next = await joined(world, 'Next', 6);
    (await world.ticketing.events.releaseSold('gala', order.id))._unsafeUnwrap();
    (
      await world.ticketing.events.hold(
        'gala',
        { id: 'other', seats: { adult: 4 }, expiresAt: world.clock.now() + 60_000 },
        world.clock.now(),
      )
    )._unsafeUnwrap();
    (await offerFreedSeats(world, 'gala'))._unsafeUnwrap();
    world.clock.advance(60_000);
    const token = tokenIn(mailsTo(world, 'first@example.org')[0]!.text, 'token');
    (await leaveWaitingList(world, VISITOR, token))._unsafeUnwrap();
    expect([await stateOf(world, first.id), await stateOf(world, next.id)]).toEqual(['left', 'offered']);
  });
});

describe("the chair's waiting list", () => {
  it('lists the parties in join order, with their state and offer deadline, for administrators only', async () => {
    const { world } = await soldOut();
    await joined(world, 'Ada', 2, 'adult');
    await joined(world, 'Bob', 1);
    const list = (await viewWaitingList(world, ADMIN, 'gala'))._unsafeUnwrap();
    expect(list.eventName).toBe('Winter Gala');
    expect(list.parties.map((p) => [p.name, p.typeName, p.partySize, p.state, p.offeredUntil])).toEqual([
      ['Ada', 'Adult', 2, 'waiting', null],
      ['Bob', 'Any ticket', 1, 'waiting', null],
    ]);
    expect((await viewWaitingList(world, MEMBER, 'gala'))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await viewWaitingList(world, ADMIN, 'nowhere'))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('offers seats by hand, out of turn, when they fit; otherwise says how many are left', async () => {
    const world = waitingListWorld();
    await paidOrder(world, { adult: 3 });
    await paidOrder(world, { adult: 3 });
    await joined(world, 'Early', 3);
    const late = await joined(world, 'Late', 2);
    expect((await offerWaitingListSeats(world, ADMIN, late.id))._unsafeUnwrapErr()).toEqual({ type: 'Conflict', message: 'Sold out.' });
    await setCapacity(world, 7);
    expect((await offerWaitingListSeats(world, ADMIN, late.id))._unsafeUnwrapErr()).toEqual({ type: 'Conflict', message: 'Only 1 left' });
    await setCapacity(world, 8);
    expect((await offerWaitingListSeats(world, ADMIN, late.id))._unsafeUnwrap()).toMatchObject({ name: 'Late', state: 'offered' });
    expect(mailsTo(world, 'late@example.org').at(-1)?.subject).toBe('Seats are held for you: Winter Gala');
    expect((await offerWaitingListSeats(world, ADMIN, late.id))._unsafeUnwrapErr()).toMatchObject({ type: 'Conflict' });
    expect((await offerWaitingListSeats(world, MEMBER, late.id))._unsafeUnwrapErr().type).toBe('Unauthorized');
  });
});
