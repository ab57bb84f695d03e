import type { Actor } from '../../../../src/domain/access';
import { ADMINS_ONLY } from '../../../../src/application/browser/use-cases/admin-access';
import { member, visitor } from '../../server/content/content-fixtures';

/** Everyone the Admin Panel's use cases must refuse, named for the test titles. */
export const NOT_ADMINS: readonly (readonly [string, Actor])[] = [
  ['a member', member],
  ['a visitor', visitor],
];

/** What an Admin Panel use case answers to anyone but an administrator. */
export const ADMIN_ONLY_REFUSAL = {
  type: 'AdminOnly',
  message: ADMINS_ONLY,
  cause: 'Unauthorized',
  notice: { tone: 'error', text: ADMINS_ONLY, durationMs: 5000 },
} as const;

/**
 * A fake port that notes the name of every method called on it (and still answers), so a test
 * can show that a refused action never reached the port.
 */
export function recorded<T extends object>(fake: T): { readonly port: T; readonly calls: string[] } {
  const calls: string[] = [];
  const port = new Proxy(fake, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { port, calls };
}
