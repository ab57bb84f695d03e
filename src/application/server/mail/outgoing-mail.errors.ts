import type { AccessError } from '../../../domain/access';

/** Why the officers' outgoing-mail view or its 'Try again' was refused. */
export type OutgoingMailError =
  | AccessError
  | { readonly type: 'InvalidQuery'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'Conflict'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

export const QUEUE_UNAVAILABLE = 'The mail queue cannot be read just now. Please try again shortly.';
