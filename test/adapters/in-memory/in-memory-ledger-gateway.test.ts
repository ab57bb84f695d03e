import { InMemoryLedgerGateway } from '../../../src/adapters/in-memory/in-memory-ledger-gateway';
import { ledgerGatewayContract } from '../../contracts/ledger-gateway.contract';
import { paymentsWorld } from '../../support/payments-world';

const ADMIN = 'treasurer@example.org';

ledgerGatewayContract('in memory', async () => {
  const world = paymentsWorld();
  return {
    admin: new InMemoryLedgerGateway(world, () => ({ role: 'admin', email: ADMIN })),
    member: new InMemoryLedgerGateway(world, () => ({ role: 'member', email: 'grace@example.org' })),
    adminEmail: ADMIN,
    addMember: async (member) => void (await world.members.create(member))._unsafeUnwrap(),
  };
});
