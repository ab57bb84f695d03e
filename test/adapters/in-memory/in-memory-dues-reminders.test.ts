import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryDuesReminders } from '../../../src/adapters/in-memory/in-memory-dues-reminders';
import { InMemoryMemberRepository } from '../../../src/adapters/in-memory/in-memory-member-repository';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { duesReminderStoreContract } from '../../contracts/dues-reminder-store.contract';

duesReminderStoreContract('in memory', async () => {
  const audit = new InMemoryAuditRecords();
  const members = new InMemoryMemberRepository(new ManualClock(Date.parse('2026-12-01T10:00:00Z')));
  return { store: new InMemoryDuesReminders(members, audit), members, audit: async () => audit.all() };
});
