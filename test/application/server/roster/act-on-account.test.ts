import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryAuditRecords } from '../../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryMemberRepository } from '../../../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryMemberRoster } from '../../../../src/adapters/in-memory/in-memory-member-roster';
import { InMemoryOrderLedger } from '../../../../src/adapters/in-memory/in-memory-order-ledger';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import type { MemberAccounts } from '../../../../src/application/ports/member-accounts.port';
import { actOnAccount } from '../../../../src/application/server/roster/member-file.use-case';
import { DEFAULT_TIME_ZONE } from '../../../../src/domain/local-date-time';
import { sampleMember } from '../../../contracts/member-repository.contract';

const ADMIN = { role: 'admin', email: 'chair@example.org' } as const;

/** Accounts whose changes all fail (the identity store down), with the audit entry they would have written never written. */
function failingAccounts(): MemberAccounts {
  const down = { type: 'Unavailable', message: 'The identity service is unavailable.' } as const;
  return {
    accountStateOf: vi.fn(() => okAsync('confirmed' as const)),
    adminCreateUser: vi.fn(() => errAsync(down)),
    adminRequirePasswordReset: vi.fn(() => errAsync(down)),
    adminSetSignIn: vi.fn(() => errAsync(down)),
  } as unknown as MemberAccounts;
}

async function world(withRoster: boolean) {
  const clock = new ManualClock('2026-06-15T12:00:00.000Z');
  const audit = new InMemoryAuditRecords();
  const members = new InMemoryMemberRepository(clock);
  const member = (await members.create(sampleMember(1)))._unsafeUnwrap();
  const accounts = failingAccounts();
  const roster = withRoster ? new InMemoryMemberRoster(members, new InMemoryOrderLedger(), audit) : null;
  return { deps: { roster, members, accounts, clock, config: { timeZone: DEFAULT_TIME_ZONE } }, audit, member, accounts };
}

describe("an officer's action on a member's account", () => {
  it('writes no entry when the identity change fails: the entry is written with the change or not at all', async () => {
    const { deps, audit, member } = await world(true);
    for (const action of ['inviteMember', 'resetMemberPassword', 'disableSignIn', 'enableSignIn'] as const) {
      expect((await actOnAccount(deps, { actor: ADMIN, id: member.id, action }))._unsafeUnwrapErr().type).toBe('Unavailable');
    }
    expect(audit.all()).toEqual([]);
  });

  it('changes no account where there is no roster (the aws wiring: members in AppSync, accounts in Cognito)', async () => {
    const { deps, accounts, member } = await world(false);
    expect((await actOnAccount(deps, { actor: ADMIN, id: member.id, action: 'disableSignIn' }))._unsafeUnwrapErr().type).toBe(
      'Unavailable',
    );
    expect(accounts.adminSetSignIn).not.toHaveBeenCalled();
    expect(accounts.accountStateOf).not.toHaveBeenCalled();
  });
});
