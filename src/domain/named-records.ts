import type { Result } from 'neverthrow';
import type { Action } from './access';
import type { AuditSubjectKind } from './audit';
import { validateEventForm, validateOfficerForm } from './validation/admin-forms';
import { validateCommitteeForm, validateNewsPostForm } from './validation/content-forms';
import type { InvalidForm } from './validation/fields';

/** A named record's text values, keyed by field (an event's eventName, eventDesc and eventDate). */
export type NamedValues<V extends string> = { readonly [K in V]: string };

/** A stored named record: its values, the id the store gave it and its timestamps. */
export type NamedRecord<V extends string> = NamedValues<V> & {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/**
 * One kind of record with a unique name (spec section 3: events, officers), as every layer knows
 * it: its fields, which one is the name, its word, who may do what with it, and its form's check.
 * A repository, the content use cases, the API and the Admin Panel are configured by it.
 */
export interface NamedRecordKind<V extends string> {
  /** 'event', as in 'The event was not found.' */
  readonly noun: string;
  /** 'An', as in "An event named 'Gala' already exists." */
  readonly article: 'A' | 'An';
  /** The text fields, in the order the GraphQL model declares them. */
  readonly values: readonly V[];
  /** The field holding the unique name (see `nameKey`). */
  readonly nameField: V;
  /** What the audit log calls a record of the kind (its writes' subject kind). */
  readonly auditKind: AuditSubjectKind;
  /** The access rule (access.ts) each operation asks for. */
  readonly actions: {
    readonly list: Action;
    readonly get: Action;
    readonly create: Action;
    readonly update: Action;
    readonly delete: Action;
  };
  /** The form's check: the cleaned values, or a message per field. */
  readonly validate: (form: NamedValues<V>) => Result<NamedValues<V>, InvalidForm<V>>;
  /**
   * The fields written in Markdown: the server renders each to safe HTML, which readers get as
   * `<field>Html` (see `htmlField`); none when absent.
   */
  readonly markdown?: readonly V[];
}

/** The field a Markdown value's safe HTML is read as: 'text' -> 'textHtml'. */
export function htmlField<V extends string>(field: V): `${V}Html` {
  return `${field}Html`;
}

/** A record's Markdown fields rendered to safe HTML, keyed by `htmlField`. */
export type RenderedHtml<M extends string> = { readonly [K in M as `${K}Html`]: string };

export type EventValue = 'eventName' | 'eventDesc' | 'eventDate';
export type OfficerValue = 'name' | 'position' | 'photo' | 'summary';
export type NewsPostValue = 'title' | 'postDate' | 'summary' | 'text';
export type CommitteeValue = 'name' | 'chair' | 'purpose' | 'howToJoin';

/** Events, named by eventName: everyone may list and read them, administrators write them. */
export const EVENTS: NamedRecordKind<EventValue> = {
  noun: 'event',
  auditKind: 'listingEvent',
  article: 'An',
  values: ['eventName', 'eventDesc', 'eventDate'],
  nameField: 'eventName',
  actions: { list: 'listEvents', get: 'getEvent', create: 'createEvent', update: 'updateEvent', delete: 'deleteEvent' },
  validate: validateEventForm,
};

/** Officers, named by name: everyone may list and read them, administrators write them. */
export const OFFICERS: NamedRecordKind<OfficerValue> = {
  noun: 'officer',
  auditKind: 'officer',
  article: 'An',
  values: ['name', 'position', 'photo', 'summary'],
  nameField: 'name',
  actions: { list: 'listOfficers', get: 'getOfficer', create: 'createOfficer', update: 'updateOfficer', delete: 'deleteOfficer' },
  validate: validateOfficerForm,
};

/** News posts, named by title, dated (ISO, see validateNewsPostForm), their text in Markdown: everyone reads them, administrators write them. */
export const NEWS_POSTS: NamedRecordKind<NewsPostValue> = {
  noun: 'news post',
  auditKind: 'newsPost',
  article: 'A',
  values: ['title', 'postDate', 'summary', 'text'],
  nameField: 'title',
  actions: { list: 'listNewsPosts', get: 'getNewsPost', create: 'createNewsPost', update: 'updateNewsPost', delete: 'deleteNewsPost' },
  validate: validateNewsPostForm,
  markdown: ['text'],
};

/** Committees, named by name, their purpose and how to join in Markdown: everyone reads them, administrators write them. */
export const COMMITTEES: NamedRecordKind<CommitteeValue> = {
  noun: 'committee',
  auditKind: 'committee',
  article: 'A',
  values: ['name', 'chair', 'purpose', 'howToJoin'],
  nameField: 'name',
  actions: { list: 'listCommittees', get: 'getCommittee', create: 'createCommittee', update: 'updateCommittee', delete: 'deleteCommittee' },
  validate: validateCommitteeForm,
  markdown: ['purpose', 'howToJoin'],
};

/** Only the kind's values of `source` (a record, a form): no id, no timestamps, nothing else. */
export function valuesOf<V extends string>(kind: NamedRecordKind<V>, source: NamedValues<V>): NamedValues<V> {
  // Object.fromEntries cannot say which keys it made; they are exactly kind.values.
  return Object.fromEntries(kind.values.map((field) => [field, source[field]])) as NamedValues<V>;
}

/** The record's name. */
export function nameOf<V extends string>(kind: NamedRecordKind<V>, values: NamedValues<V>): string {
  return values[kind.nameField];
}

/** Every value empty: the form of a record being added. */
export function blankValues<V extends string>(kind: NamedRecordKind<V>): NamedValues<V> {
  return Object.fromEntries(kind.values.map((field) => [field, ''])) as NamedValues<V>;
}
