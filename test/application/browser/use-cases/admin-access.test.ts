import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action } from '../../../../src/domain/access';
import { authorizeAdminAction } from '../../../../src/application/browser/use-cases/admin-access';
import { admin, member, visitor } from '../../server/content/content-fixtures';
import { ADMIN_ONLY_REFUSAL } from './admin-refusal';

const ADMIN_ACTIONS: readonly Action[] = ACTIONS.slice(ACTIONS.indexOf('viewAdminPanel'));

describe('authorizeAdminAction', () => {
  it('lets an administrator take every administrator action', () => {
    expect(authorizeAdminAction(admin, ADMIN_ACTIONS).isOk()).toBe(true);
  });

  it.each(ADMIN_ACTIONS)("refuses '%s' to a member and a visitor with the typed error and its message", (action) => {
    for (const actor of [member, visitor]) {
      expect(authorizeAdminAction(actor, [action])._unsafeUnwrapErr()).toEqual(ADMIN_ONLY_REFUSAL);
    }
  });

  it("follows the domain's rules rather than the role's name: a member may list documents, a visitor may not", () => {
    expect(authorizeAdminAction(member, ['listDocuments']).isOk()).toBe(true);
    expect(authorizeAdminAction(visitor, ['listDocuments']).isErr()).toBe(true);
  });

  it('refuses when any one of several actions is not allowed', () => {
    expect(authorizeAdminAction(member, ['listDocuments', 'uploadDocument']).isErr()).toBe(true);
  });
});
