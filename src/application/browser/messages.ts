/**
 * The messages people read, exactly as spec section 8 gives them, and how long each stays on screen
 * (spec section 9: toasts last 5 s by default; 3 s, 5 s or until closed where the spec says).
 * Machines put these in their context or emit them as notices, and the UI shows them as they are.
 * What the spec does not word stays with the page that shows it: headings, labels, waiting lines,
 * and the short line a page shows when its flow stopped on a bug (a machine's failure state).
 */
export type Tone = 'success' | 'error' | 'info';

export interface Notice {
  readonly tone: Tone;
  readonly text: string;
  /** Milliseconds on screen; null stays until closed. */
  readonly durationMs: number | null;
}

export const TOAST_DEFAULT_MS = 5_000;
export const TOAST_SHORT_MS = 3_000;
export const TOAST_MAX_ON_SCREEN = 20;
/** On a phone (see {@link PHONE_SCREEN_QUERY}) at most two toasts show at once, so they never fill the screen. */
export const TOAST_MAX_ON_PHONE = 2;
/** The screens counted as phones for the toasts: narrower than 40rem (640 px at the default text size). */
export const PHONE_SCREEN_QUERY = '(max-width: 39.99rem)';

const notice = (tone: Tone, text: string, durationMs: number | null = TOAST_DEFAULT_MS): Notice => ({ tone, text, durationMs });

export const MESSAGES = {
  // Login and password reset
  resetRequestFailed: notice('error', 'There was an error processing your reset, please try again.'),
  resetRequested: notice('success', 'A reset verification code will be sent to you remail shortly!', null),
  resetFailed: notice('error', 'Password could not be reset, please check that the verification code is correct.'),
  resetDone: notice('success', 'Your password has been reset!'),

  // Membership
  membershipFormFailed: notice('error', 'There was an error processing the form, please try again'),
  accountCreationFailed: notice('error', 'There was an error creating your account.'),
  memberAdditionFailed: notice('error', 'There was an error adding your information.'),
  paymentSucceeded: notice('success', 'Payment was successful!', TOAST_SHORT_MS),
  verificationComplete: notice('success', 'Verification complete! You can now login to the Member Area with your credentials.'),
  signInToPayFees: notice('info', 'Please sign into the Members Area to pay chapter fees.'),

  // Donation, banquet and cookout pages
  paymentFailed: notice('error', 'There was an error processing your payment.', TOAST_SHORT_MS),
  paymentRequestFailedPrefix: 'There was an error processing your payment:',

  // Set password
  setPasswordSignInFailedPrefix: 'There was an error signing in.',
  setPasswordFailedPrefix: 'There was an error setting your password.',
  newPasswordSet: notice('success', 'New password has been set. You can now login into the member area!'),

  // Member Area
  memberLoadFailed: notice('error', 'Failed to load member data.'),
  // Not in the original, which had no accounts without a member record (an administrator creates them here).
  noMemberRecord: notice('info', 'There is no membership on record for this account yet.'),
  documentsForMembers: notice('info', 'Meeting minutes and treasury reports are for members of the chapter.'),
  paymentProcessingFailed: notice('error', 'Payment processing failed.'),
  downloadFailed: notice('error', 'Failed to download the file.'),
  uploadFailed: notice('error', 'There was an error uploading the file, please try again.'),
  minutesUploaded: notice('success', 'Meeting minutes successfully uploaded!'),
  treasuryReportUploaded: notice('success', 'Treasury report successfully uploaded!'),
  // Cancel on an upload (the original had none)
  uploadCancelled: notice('info', 'Upload cancelled; nothing was stored.'),
  // Deleting and replacing a document (the original could do neither)
  documentDeleted: notice('success', 'Document deleted.'),
  documentDeleteFailed: notice('error', 'There was an error deleting the file, please try again.'),
  documentReplaced: notice('success', 'Document replaced: members now download the new version.'),
  documentReplaceFailed: notice('error', 'The file could not be replaced; the old version is kept. Please try again.'),
  informationUpdated: notice('success', 'Information updated successfully!'),
  informationUpdateFailed: notice('error', 'Failed to update information.'),
  passwordUpdated: notice('success', 'Password has been updated!'),
  passwordUpdateFailed: notice('error', 'There was an error updating your password. Please check your information and try again.'),
  eventAdded: notice('success', 'Event added successfully!'),
  eventUpdated: notice('success', 'Event updated successfully!'),
  eventDeleted: notice('success', 'Event deleted successfully!'),
  officerAdded: notice('success', 'Officer added successfully!'),
  officerUpdated: notice('success', 'Officer updated successfully!'),
  officerDeleted: notice('success', 'Officer deleted successfully!'),
  officerProcessingFailed: notice('error', 'Failed to process officer data. Please try again.'),
  officerCreationFailed: notice('error', 'Failed to create officer. Please try again.'),
  uploadingPhoto: notice('info', 'Uploading photo...'),

  // News and committees in the Admin Panel (issue 16; the original had neither)
  newsPostAdded: notice('success', 'News post added successfully!'),
  newsPostUpdated: notice('success', 'News post updated successfully!'),
  newsPostDeleted: notice('success', 'News post deleted successfully!'),
  committeeAdded: notice('success', 'Committee added successfully!'),
  committeeUpdated: notice('success', 'Committee updated successfully!'),
  committeeDeleted: notice('success', 'Committee deleted successfully!'),

  // Home page (the original only logged this)
  eventsLoadFailed: notice('error', 'The news and events could not be loaded. Please try again later.'),
} as const satisfies Record<string, Notice | string>;

/**
 * What shows beside the card fields when the processor refused a payment, by Stripe's decline
 * code (the spec words only the toasts, which still show). Not in the original.
 */
export const CARD_REFUSALS = {
  declined: 'Your card was declined. Please use another card, or ask your bank why.',
  insufficientFunds: 'Your card was declined: insufficient funds. Please use another card.',
  expiredCard: 'Your card has expired. Please check the expiry date or use another card.',
  incorrectCvc: "Your card's security code (CVC) is incorrect. Please check it and try again.",
  processingError: 'An error occurred while processing your card. Please try again in a moment.',
  incorrectNumber: 'Your card number is incorrect. Please check it and try again.',
} as const;

/** A notice whose text is a fixed prefix followed by the provider's own message. */
export function withDetail(prefix: string, detail: string, tone: Tone = 'error', durationMs: number | null = TOAST_DEFAULT_MS): Notice {
  return notice(tone, detail ? `${prefix} ${detail}` : prefix, durationMs);
}

/** A provider's message shown as it is (a failed sign-in, a card error on the membership page). */
export function providerMessage(text: string, durationMs: number | null = TOAST_DEFAULT_MS): Notice {
  return notice('error', text, durationMs);
}
