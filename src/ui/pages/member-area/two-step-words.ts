import type { TwoStepChange, TwoStepMethod } from '../../../domain/two-step';

/** The Two-step sign-in section's own words (the spec has none for it). */
export const TWO_STEP_COPY = {
  title: 'Two-step sign-in',
  adminRequired: 'Administrators must turn on two-step sign-in before using the Admin Panel.',
  on: 'Two-step sign-in is on. When you sign in, we ask for your password and a code.',
  off: 'Two-step sign-in is off. Turn it on to ask for a code as well as your password when you sign in.',
  loading: 'Loading your two-step sign-in settings...',
  proveIntro: 'To make this change, confirm it is you.',
  sendCode: 'Send me a code',
  sendingCode: 'Sending a code...',
  cancel: 'Cancel',
  retry: 'Try again',
  failed: 'Something went wrong, and nothing was changed.',
} as const;

export const METHOD_NAMES: Readonly<Record<TwoStepMethod, string>> = {
  TOTP: 'Authenticator app',
  EMAIL: 'Emailed codes',
};

/** The button that starts a change, and the heading of its step. */
export function changeTitle(change: TwoStepChange): string {
  switch (change.kind) {
    case 'setUpAuthenticator':
      return 'Set up an authenticator app';
    case 'turnOnEmail':
      return 'Turn on emailed codes';
    case 'prefer':
      return change.method === 'TOTP' ? 'Ask for the authenticator app first' : 'Ask for emailed codes first';
    case 'turnOff':
      return 'Turn off two-step sign-in';
  }
}

/** The button that sends a proven change. */
export function submitLabel(change: TwoStepChange): string {
  if (change.kind === 'setUpAuthenticator') return 'Continue';
  if (change.kind === 'prefer') return 'Save';
  return changeTitle(change);
}
