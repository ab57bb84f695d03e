import { describe, expect, it, vi } from 'vitest';
import { attempt, isConnectionFailure, violatedUniqueKey } from '../../../src/adapters/database/sql-errors';

describe('database errors', () => {
  it('name the violated unique key as table.column on both databases', () => {
    expect(violatedUniqueKey({ code: '23505', constraint: 'members_email_key_unique' })).toBe('members.email_key');
    expect(violatedUniqueKey({ code: '23505', constraint: 'members_pkey' })).toBe('members.id');
    expect(violatedUniqueKey({ code: 'SQLITE_CONSTRAINT_UNIQUE', message: 'UNIQUE constraint failed: events.name_key' })).toBe(
      'events.name_key',
    );
    expect(violatedUniqueKey({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY', message: 'UNIQUE constraint failed: members.id' })).toBe('members.id');
    expect(violatedUniqueKey({ code: '23505', constraint: 'something_new' })).toBe('unknown');
    expect(violatedUniqueKey({ code: '23503' })).toBeNull();
    expect(violatedUniqueKey(new Error('boom'))).toBeNull();
    expect(violatedUniqueKey(null)).toBeNull();
  });

  it('tell a connection failure from a fault in a statement', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      '57P01',
      '57P03',
      '08006',
      '53300',
      '40001',
      'SQLITE_BUSY',
      'SQLITE_BUSY_SNAPSHOT',
      'SQLITE_IOERR_WRITE',
    ]) {
      expect(isConnectionFailure({ code }), code).toBe(true);
    }
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(new TypeError('The database connection is not open'))).toBe(true);
    expect(isConnectionFailure({ code: '42601', message: 'syntax error' })).toBe(false);
    expect(isConnectionFailure('weird')).toBe(false);
  });

  it('turn every failure into a Result: duplicates as the caller says, the rest Unavailable, bugs logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const duplicate = (key: string) => (key === 'members.id' ? { type: 'DuplicateId' as const, message: 'taken' } : null);
    const unique = { code: '23505', constraint: 'members_pkey' };
    expect((await attempt(() => Promise.reject(unique), duplicate))._unsafeUnwrapErr().type).toBe('DuplicateId');
    expect((await attempt(() => Promise.reject({ code: 'ECONNREFUSED' }), duplicate))._unsafeUnwrapErr().type).toBe('Unavailable');
    expect(errors).not.toHaveBeenCalled();
    const thrown = () => {
      throw new Error('a bug');
    };
    expect((await attempt(thrown))._unsafeUnwrapErr().type).toBe('Unavailable');
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });
});
