import { describe, expect, it } from 'vitest';
import { ok } from 'neverthrow';
import { InMemoryBrowserStorage } from '../../../../src/adapters/in-memory/in-memory-browser-storage';
import {
  forgetPendingMembership,
  pendingMembershipOf,
  rememberPendingMembership,
  settlePendingMembership,
} from '../../../../src/application/browser/use-cases/pending-membership';
import { PENDING_MEMBERSHIP_KEY } from '../../../../src/application/ports/browser-storage.port';

describe('the pending membership in browser storage', () => {
  it('keeps only the trimmed e-mail, and gives it back until forgotten', () => {
    const storage = new InMemoryBrowserStorage();
    expect(pendingMembershipOf(storage)).toBeNull();
    rememberPendingMembership(storage, ' ada@example.org ');
    expect(storage.get(PENDING_MEMBERSHIP_KEY)).toEqual(ok('ada@example.org'));
    expect(pendingMembershipOf(storage)).toBe('ada@example.org');
    forgetPendingMembership(storage);
    expect(pendingMembershipOf(storage)).toBeNull();
  });

  it('treats a blank stored value as none', () => {
    const storage = new InMemoryBrowserStorage();
    void storage.set(PENDING_MEMBERSHIP_KEY, '  ');
    expect(pendingMembershipOf(storage)).toBeNull();
  });

  it("is settled by a sign-in of the same e-mail (any case), not of another's", () => {
    const storage = new InMemoryBrowserStorage();
    rememberPendingMembership(storage, 'ada@example.org');
    settlePendingMembership(storage, 'grace@example.org');
    expect(pendingMembershipOf(storage)).toBe('ada@example.org');
    settlePendingMembership(storage, 'ADA@example.org');
    expect(pendingMembershipOf(storage)).toBeNull();
  });
});
