import { describe, expect, it } from 'vitest';
import type { PayingActor } from '../../../src/application/server/payments/resolve-checkout';
import { BILLING } from '../../contracts/card-simulator.contract';
import { sampleMember } from '../../contracts/member-repository.contract';
import { BUYER, cardEntry, paymentGatewayContract } from '../../contracts/payment-gateway.contract';
import { gatewayOver, paymentsWorld } from '../../support/payments-world';

paymentGatewayContract('in memory', async () => {
  const world = paymentsWorld();
  // The repository the gateway fulfils memberships into, handed over as the port and read only through it.
  return { gateway: gatewayOver(world), members: world.members };
});

describe('InMemoryPaymentGateway', () => {
  const signedIn = async (overrides: Parameters<typeof sampleMember>[1]) => {
    const world = paymentsWorld();
    const member = (await world.members.create(sampleMember(1, overrides)))._unsafeUnwrap();
    const actor: PayingActor = { role: 'member', email: member.email, memberId: member.id };
    return { world, member, gateway: gatewayOver(world, () => actor) };
  };

  it("prices a signed-in member's dues from their stored membership and records the year", async () => {
    const { world, member, gateway } = await signedIn({ membership: 'Lifetime Membership', duesPayYear: '2025' });
    // The page says annual; the server knows better.
    const session = (
      await gateway.startPayment({ order: { item: 'dues', membership: 'Annual Membership' }, contact: BUYER })
    )._unsafeUnwrap();
    expect(session).toMatchObject({ amount: 2_500, description: 'Member Dues' });
    expect((await gateway.confirmCard(session, cardEntry('4242424242424242'), BILLING))._unsafeUnwrap().fulfilment).toBe('fulfilled');
    expect((await world.members.get(member.id))._unsafeUnwrap().duesPayYear).toBe('2026');
  });

  it('upgrades a signed-in annual member to lifetime', async () => {
    const { world, member, gateway } = await signedIn({ membership: 'Annual Membership' });
    const session = (await gateway.startPayment({ order: { item: 'upgrade' }, contact: BUYER }))._unsafeUnwrap();
    expect(session).toMatchObject({ amount: 50_000, description: 'Membership Upgrade' });
    void (await gateway.confirmCard(session, cardEntry('4242424242424242'), BILLING));
    expect((await world.members.get(member.id))._unsafeUnwrap().membership).toBe('Lifetime Membership');
  });

  it('charges nothing more when a paid session is confirmed again', async () => {
    const { world, gateway } = await signedIn({});
    const session = (await gateway.startPayment({ order: { item: 'cookout-2024', tickets: 1 }, contact: BUYER }))._unsafeUnwrap();
    void (await gateway.confirmCard(session, cardEntry('4242424242424242'), BILLING));
    const again = await gateway.confirmCard(session, cardEntry('4000000000000002'), BILLING);
    expect(again._unsafeUnwrap()).toEqual({
      orderId: session.orderId,
      amount: 2_500,
      description: 'Cookout 2024 Tickets: 1',
      receiptEmail: BUYER.email,
      fulfilment: 'fulfilled',
    });
    expect(world.processor.deliveries()).toHaveLength(1);
    expect(world.mailer.sent()).toHaveLength(1);
  });

  it("asks for the simulator's card details rather than a provider's card element", async () => {
    const { gateway } = await signedIn({});
    const session = (await gateway.startPayment({ order: { item: 'cookout-2024', tickets: 1 }, contact: BUYER }))._unsafeUnwrap();
    const result = await gateway.confirmCard(session, { kind: 'provider-element', element: {}, problem: null }, BILLING);
    expect(result._unsafeUnwrapErr().type).toBe('InvalidOrder');
  });
});
