import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { HttpOfficerConsoleGateway } from '../../../src/adapters/http/http-officer-console-gateway';
import { EMPTY_AUDIT_QUERY } from '../../../src/application/ports/officer-console-gateway.port';
import { appWorld, TEST_ADMIN } from '../../support/app-world';
import { confirmedMember, signedInAdmin, signedInMember } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';

const gatewayFor = (browser: Browser) =>
  new HttpOfficerConsoleGateway({ fetch: fetchWithRetry({ fetch: browser.fetch, sleep: async () => undefined }) });

describe('HttpOfficerConsoleGateway', () => {
  it('downloads the audit log as CSV for an administrator, and refuses a member', async () => {
    const world = appWorld();
    world.clock.set('2026-06-15T12:00:00.000Z');
    await confirmedMember(world, 'treasurer@example.org');
    const admin = gatewayFor(await signedInAdmin(world));
    expect(
      (await admin.grant({ email: 'treasurer@example.org', role: 'treasurer', event: '', endsOn: '2027-06-30' }))._unsafeUnwrap().role,
    ).toBe('treasurer');
    const file = (await admin.auditCsv({ ...EMPTY_AUDIT_QUERY, action: 'grantRole' }))._unsafeUnwrap();
    expect(file.fileName).toBe('audit-log.csv');
    expect(file.text).toContain(TEST_ADMIN);
    expect(file.text).toContain('grantRole');
    const member = gatewayFor(await signedInMember(world));
    expect((await member.auditCsv(EMPTY_AUDIT_QUERY))._unsafeUnwrapErr().type).toBe('Unauthorized');
  });

  it('answers Unavailable when the server cannot be reached', async () => {
    const gateway = new HttpOfficerConsoleGateway({
      fetch: fetchWithRetry({ fetch: async () => Promise.reject(new TypeError('offline')), sleep: async () => undefined }),
    });
    expect((await gateway.auditCsv(EMPTY_AUDIT_QUERY))._unsafeUnwrapErr()).toEqual({
      type: 'Unavailable',
      message: 'The server could not be reached. Please try again.',
    });
  });
});
