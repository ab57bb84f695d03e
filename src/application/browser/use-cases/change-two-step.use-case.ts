import { errAsync, type ResultAsync } from 'neverthrow';
import {
  canMake,
  needsCurrentCode,
  preferenceAfter,
  validateTwoStepProof,
  type TwoStepChange,
  type TwoStepProofForm,
  type TwoStepSettings,
} from '../../../domain/two-step';
import type { TwoStepDeps } from './load-two-step-settings.use-case';
import { formRefused, twoStepRefusal, type TwoStepRefused } from './two-step-failure';

export interface ChangeTwoStepInput {
  /** The settings the member saw when asking (they decide whether a current code is needed). */
  readonly settings: TwoStepSettings;
  readonly change: TwoStepChange;
  readonly proof: TwoStepProofForm;
}

/**
 * What a proven change did: `saved` (with the words that confirm it), or, for a new authenticator
 * app, its key and `otpauth://` address to add to the app, whose first code finishes the set-up.
 */
export type TwoStepChangeMade =
  | { readonly outcome: 'saved'; readonly confirmation: string }
  | { readonly outcome: 'scanAuthenticator'; readonly sharedSecret: string; readonly setupUri: string };

/** The words that confirm a saved change, shown on the page until the next one. */
export function confirmationOf(change: TwoStepChange): string {
  switch (change.kind) {
    case 'setUpAuthenticator':
      return 'Your authenticator app is set up. Two-step sign-in is on.';
    case 'turnOnEmail':
      return 'Emailed codes are on. Two-step sign-in is on.';
    case 'prefer':
      return change.method === 'TOTP'
        ? 'When you sign in, we will ask for a code from your authenticator app first.'
        : 'When you sign in, we will email you a code first.';
    case 'turnOff':
      return 'Two-step sign-in is off. You sign in with your password only.';
  }
}

const NOT_AVAILABLE = 'That change is not available for your account right now.';

/**
 * Changes the member's two-step sign-in after the proof the identity service asks for: the
 * password, and a current code while a factor is on (checked by the domain first). Setting up an
 * authenticator app answers its key to add to the app; every other change is saved at once.
 */
export function changeTwoStep(deps: TwoStepDeps, input: ChangeTwoStepInput): ResultAsync<TwoStepChangeMade, TwoStepRefused> {
  if (!canMake(input.settings, input.change)) {
    return errAsync({ type: 'TwoStepRefused', message: NOT_AVAILABLE, fields: {}, formError: NOT_AVAILABLE, cause: 'InvalidParameter' });
  }
  return validateTwoStepProof(input.proof, needsCurrentCode(input.settings))
    .mapErr(formRefused)
    .asyncAndThen((proof): ResultAsync<TwoStepChangeMade, TwoStepRefused> => {
      const preference = preferenceAfter(input.settings, input.change);
      if (preference === null) {
        return deps.identity
          .setUpTotp(proof)
          .map((setup): TwoStepChangeMade => ({ outcome: 'scanAuthenticator', ...setup }))
          .mapErr((error) => twoStepRefusal(error, 'code'));
      }
      return deps.identity
        .updateMfaPreference({ ...preference, ...proof })
        .map((): TwoStepChangeMade => ({ outcome: 'saved', confirmation: confirmationOf(input.change) }))
        .mapErr((error) => twoStepRefusal(error, 'code'));
    });
}
