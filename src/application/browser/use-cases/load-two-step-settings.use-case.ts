import type { ResultAsync } from 'neverthrow';
import type { TwoStepSettings } from '../../../domain/two-step';
import type { IdentityProvider } from '../../ports/identity-provider.port';
import { TWO_STEP_MESSAGES, type TwoStepRefused } from './two-step-failure';

export interface TwoStepDeps {
  readonly identity: IdentityProvider;
}

/** The signed-in member's two-step sign-in settings: the methods on and the preferred one. */
export function loadTwoStepSettings(deps: TwoStepDeps): ResultAsync<TwoStepSettings, TwoStepRefused> {
  return deps.identity.fetchMfaPreference().mapErr((error): TwoStepRefused => ({
    type: 'TwoStepRefused',
    message: TWO_STEP_MESSAGES.loadFailed,
    fields: {},
    formError: error.type === 'NotAuthenticated' ? TWO_STEP_MESSAGES.signedOut : TWO_STEP_MESSAGES.loadFailed,
    cause: error.type,
  }));
}
