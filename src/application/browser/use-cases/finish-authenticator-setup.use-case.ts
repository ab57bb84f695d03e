import type { ResultAsync } from 'neverthrow';
import { validateAuthenticatorCode } from '../../../domain/two-step';
import { confirmationOf } from './change-two-step.use-case';
import type { TwoStepDeps } from './load-two-step-settings.use-case';
import { formRefused, twoStepRefusal, type TwoStepRefused } from './two-step-failure';

/**
 * Finishes adding an authenticator app with the first code it shows (six digits, checked by the
 * domain first): the identity service turns it on (and prefers it when nothing else was). Answers
 * the words that confirm it.
 */
export function finishAuthenticatorSetup(deps: TwoStepDeps, input: { readonly code: string }): ResultAsync<string, TwoStepRefused> {
  return validateAuthenticatorCode(input.code)
    .mapErr(formRefused)
    .asyncAndThen((code) =>
      deps.identity
        .verifyTotpSetup({ code })
        .map(() => confirmationOf({ kind: 'setUpAuthenticator' }))
        .mapErr((error) => twoStepRefusal(error, 'setupCode')),
    );
}
