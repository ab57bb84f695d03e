import type { ResultAsync } from 'neverthrow';
import type { TwoStepDeps } from './load-two-step-settings.use-case';
import { twoStepRefusal, type TwoStepRefused } from './two-step-failure';

/**
 * E-mails the signed-in member a code to prove a change of two-step sign-in with (while e-mailed
 * codes are on). Answers where it went, masked (`j***@e***.org`). Asking too often is refused
 * beside the code field.
 */
export function sendTwoStepCode(deps: TwoStepDeps): ResultAsync<{ readonly destination: string }, TwoStepRefused> {
  return deps.identity
    .sendTwoStepCode()
    .map((delivery) => ({ destination: delivery.destination }))
    .mapErr((error): TwoStepRefused => {
      if (error.type !== 'LimitExceeded' && error.type !== 'TooManyRequests') return twoStepRefusal(error, 'code');
      const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
      const message = `Too many codes were sent. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
      return { type: 'TwoStepRefused', message, fields: { code: message }, formError: null, cause: error.type };
    });
}
