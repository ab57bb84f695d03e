import { InMemoryAccountStore } from '../../../src/adapters/in-memory/in-memory-account-store';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryMemberRepository } from '../../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryMemberRoster } from '../../../src/adapters/in-memory/in-memory-member-roster';
import { InMemoryOfficerMembersGateway } from '../../../src/adapters/in-memory/in-memory-officer-members-gateway';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { OutboxMailer } from '../../../src/adapters/in-memory/outbox-mailer';
import { PlainPasswordHasher } from '../../../src/adapters/in-memory/plain-password-hasher';
import { PlainSecretDigest } from '../../../src/adapters/in-memory/plain-secret-digest';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { DEFAULT_TIME_ZONE } from '../../../src/domain/local-date-time';
import { parseAdminList } from '../../../src/domain/access';
import { createIdentityService } from '../../../src/identity/service/identity-service';
import { officerMembersGatewayContract } from '../../contracts/officer-members-gateway.contract';

officerMembersGatewayContract('in memory', async () => {
  const clock = new ManualClock(Date.now());
  const mailer = new OutboxMailer(clock);
  const ids = new SequentialIds();
  const members = new InMemoryMemberRepository(clock);
  const audit = new InMemoryAuditRecords();
  const accounts = createIdentityService({
    store: new InMemoryAccountStore(audit),
    passwords: new PlainPasswordHasher(),
    digest: new PlainSecretDigest(),
    mailer,
    clock,
    ids,
    config: { admins: parseAdminList('chair@example.org')._unsafeUnwrap(), issuer: 'Alumni Chapter', adminTwoStepRequired: false },
  });
  const deps = {
    roster: new InMemoryMemberRoster(members, new InMemoryOrderLedger(), audit),
    members,
    accounts,
    clock,
    ids,
    config: { timeZone: DEFAULT_TIME_ZONE },
  };
  return {
    admin: new InMemoryOfficerMembersGateway(deps, { role: 'admin', email: 'chair@example.org' }),
    member: new InMemoryOfficerMembersGateway(deps, { role: 'member', email: 'ada@example.org' }),
    members,
    mailsTo: (email) => mailer.to(email).length,
  };
});
