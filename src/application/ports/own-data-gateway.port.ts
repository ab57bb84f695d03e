import type { ResultAsync } from 'neverthrow';

/** The two files of 'Download my data', as the browser links to them (the session cookie goes along). */
export const OWN_DATA_FILES = { json: '/me/data.json', csv: '/me/data.csv' } as const;

/**
 * Why a step of 'Delete my account' did not happen: the code (wrong, expired, malformed: `field`
 * 'code', shown beside it), too many attempts, not allowed (an administrator of the server's list),
 * not signed in, or the server unreachable or without the feature.
 */
export interface OwnDataGatewayError {
  readonly type: 'Code' | 'TooMany' | 'NotAllowed' | 'Unauthorized' | 'Unavailable';
  readonly message: string;
  /** The field the message belongs beside, when it is about one. */
  readonly field?: 'code';
}

/** 'Delete my account' (issue 20), as the signed-in person: a code by e-mail, then the deletion with it. */
export interface OwnDataGateway {
  /** E-mails the code; answers where it went (a masked address). */
  requestDeletionCode(): ResultAsync<{ readonly destination: string }, OwnDataGatewayError>;
  /** Deletes the account and the personal data, ending every session. */
  deleteAccount(code: string): ResultAsync<void, OwnDataGatewayError>;
}
