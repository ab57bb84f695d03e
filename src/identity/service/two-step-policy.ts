import { roleOf } from '../../domain/access';
import { enabledMfa, type Account } from '../ports/account-records';
import type { IdentityConfig } from './identity-context';

/** Whether this account must have two-step sign-in on: an administrator's, where the setting requires it. */
export function mustKeepTwoStep(config: IdentityConfig, account: Account): boolean {
  return config.adminTwoStepRequired && roleOf(account.email, config.admins) === 'admin';
}

/**
 * An administrator who must have two-step sign-in and has none on: signed in, but only as a
 * member, until they turn it on (the browser takes them to the set-up).
 */
export function awaitsTwoStep(config: IdentityConfig, account: Account): boolean {
  return mustKeepTwoStep(config, account) && enabledMfa(account.mfa).length === 0;
}
