import type { Actor } from './access';
import { normalizeEmail } from './members';

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
  /** What it was done to: one of AUDIT_SUBJECT_KINDS ('member', 'order', 'role', ...) and its id. */
  readonly subject: AuditSubject;
  /** The values before and after, as plain JSON (only the fields that matter; never a secret). */
  readonly before: unknown;
  readonly after: unknown;
  /** Why, when the officer gave a reason (a member record's edit must have one). */
  readonly reason: string | null;
}

/**
 * Every kind of subject an entry names, with the words the console's filter offers for it: the one
 * list `officerWrite`'s subject and the console's choice are both made from
 * (test/domain/audit-subject-kinds.test.ts checks it against the kinds the code writes).
 */
export const AUDIT_SUBJECT_KINDS = [
  { kind: 'member', label: 'Member record' },
  { kind: 'order', label: 'Order or payment' },
  { kind: 'role', label: 'Officer role' },
  { kind: 'event', label: 'Ticketed event' },
  { kind: 'waitingParty', label: 'Waiting-list party' },
  { kind: 'document', label: 'Document or photo' },
  { kind: 'siteText', label: 'Page text' },
  { kind: 'officer', label: 'Officer (board listing)' },
  { kind: 'newsPost', label: 'News post' },
  { kind: 'committee', label: 'Committee' },
  { kind: 'listingEvent', label: 'Event (events listing)' },
  { kind: 'duesReminders', label: 'Dues reminder schedule' },
  { kind: 'duesReminderRun', label: 'Dues reminders sent by hand' },
  { kind: 'mail', label: 'Outgoing mail' },
  { kind: 'campaign', label: 'Member e-mail' },
  { kind: 'givingStatements', label: 'Giving statements sent' },
  { kind: 'chapterSettings', label: 'Chapter settings' },
] as const;

export type AuditSubjectKind = (typeof AUDIT_SUBJECT_KINDS)[number]['kind'];

/** Whether `text` names a kind of subject (a filter's choice is checked by it). */
export function isAuditSubjectKind(text: string): text is AuditSubjectKind {
  return AUDIT_SUBJECT_KINDS.some(({ kind }) => kind === text);
}

interface AuditSubject {
  /** One of AUDIT_SUBJECT_KINDS when written (read back as the text it was stored as). */
  readonly kind: string;
  readonly id: string;
}

/** Who an entry names: the actor's e-mail, normalised ('unknown' for a request with none, which no officer write is). */
export function auditActor(actor: Actor): string {
  return actor.email === null ? 'unknown' : normalizeEmail(actor.email);
}

/** An officer's write as an entry: who (from the use case's actor), when, what, on what, before and after; no reason unless given. */
export function officerWrite(
  actor: Actor,
  at: string,
  action: string,
  subject: { readonly kind: AuditSubjectKind; readonly id: string },
  values: { readonly before: unknown; readonly after: unknown; readonly reason?: string | null },
): AuditEntry {
  return { actor: auditActor(actor), at, action, subject, before: values.before, after: values.after, reason: values.reason ?? null };
}

/** A JSON value's leaves by path ('ticketTypes.adult.price'): lists of records with an `id` keyed by it, other lists whole. */
function leaves(value: unknown, path: string, into: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'id' in item)) {
    for (const item of value as readonly { readonly id: unknown }[]) leaves(item, `${path}.${String(item.id)}`, into);
  } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path === '' ? key : `${path}.${key}`, into);
  } else {
    into[path] = value ?? null;
  }
  return into;
}

/**
 * Only what a change changed, for an audit entry: the leaves of `before` and `after` (plain JSON
 * records) whose values differ, each side by path. A leaf only one side has is null on the other.
 */
export function changedValues(
  before: object,
  after: object,
): { readonly before: Record<string, unknown>; readonly after: Record<string, unknown> } {
  const was = leaves(before, '', {});
  const now = leaves(after, '', {});
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const path of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (JSON.stringify(was[path] ?? null) === JSON.stringify(now[path] ?? null)) continue;
    changed.before[path] = was[path] ?? null;
    changed.after[path] = now[path] ?? null;
  }
  return changed;
}
