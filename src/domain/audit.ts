/**
 * The audit log (issue 18): every officer write appends one entry, in the same transaction as the
 * change it records, and nothing ever changes or removes one. An entry names who acted, when, what
 * they did (one of the domain's access actions, or a finer verb of it), on what, and the values
 * before and after (null when there was none: a creation has no before, a removal no after).
 */
export interface AuditEntry {
  /** The officer's e-mail address, normalised. */
  readonly actor: string;
  /** ISO 8601 instant of the change. */
  readonly at: string;
  /** What was done: an access action ('updateAnyMember', 'recordOfflinePayment', 'grantRole', ...). */
  readonly action: string;
  /** What it was done to: a kind ('member', 'order', 'role', 'event', 'document', 'import') and its id. */
  readonly subject: AuditSubject;
  /** The values before and after, as plain JSON (only the fields that matter; never a secret). */
  readonly before: unknown;
  readonly after: unknown;
  /** Why, when the officer gave a reason (a member record's edit must have one). */
  readonly reason: string | null;
}

interface AuditSubject {
  readonly kind: string;
  readonly id: string;
}
