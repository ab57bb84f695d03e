import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { checkRoleGrantForm, isIsoDate, ROLE_GRANT_MESSAGES } from '../../../src/domain/validation/role-grant-form';

const TODAY = '2026-06-15';
const form = { email: ' Jane@Example.org ', role: 'treasurer', event: '', endsOn: '2027-07-01' };

describe('checkRoleGrantForm', () => {
  it('normalises the e-mail and keeps no event for a role that is not the door’s', () => {
    expect(checkRoleGrantForm({ ...form, event: 'gala' }, TODAY)).toEqual(
      ok({ email: 'jane@example.org', role: 'treasurer', event: null, endsOn: '2027-07-01' }),
    );
  });

  it('needs an event for the door', () => {
    expect(checkRoleGrantForm({ ...form, role: 'door' }, TODAY)).toEqual(
      err({ type: 'InvalidForm', fields: { event: ROLE_GRANT_MESSAGES.event } }),
    );
    expect(checkRoleGrantForm({ ...form, role: 'door', event: 'spring-gala' }, TODAY)._unsafeUnwrap().event).toBe('spring-gala');
  });

  it('refuses an unknown role, a bad e-mail and an end date that is not after today, all at once', () => {
    expect(checkRoleGrantForm({ email: 'nope', role: 'admin', event: '', endsOn: TODAY }, TODAY)).toEqual(
      err({
        type: 'InvalidForm',
        fields: { email: 'Please enter a valid email address.', role: ROLE_GRANT_MESSAGES.role, endsOn: ROLE_GRANT_MESSAGES.endsOnPast },
      }),
    );
    expect(checkRoleGrantForm({ ...form, endsOn: '2026-06-14' }, TODAY)._unsafeUnwrapErr().fields.endsOn).toBe(
      ROLE_GRANT_MESSAGES.endsOnPast,
    );
    expect(checkRoleGrantForm({ ...form, endsOn: '2026-06-16' }, TODAY).isOk()).toBe(true);
  });

  it('reads only real dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('06/30/2026')).toBe(false);
    expect(checkRoleGrantForm({ ...form, endsOn: 'soon' }, TODAY)._unsafeUnwrapErr().fields.endsOn).toBe(ROLE_GRANT_MESSAGES.endsOn);
  });
});
