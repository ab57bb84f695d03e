import {
  COMMITTEES,
  EVENTS,
  NEWS_POSTS,
  OFFICERS,
  type CommitteeValue,
  type EventValue,
  type NamedRecordKind,
  type NewsPostValue,
  type OfficerValue,
} from '../../../domain/named-records';
import { MESSAGES, type Notice } from '../messages';
import { contentFailure, ownWords, type ContentFailure } from './content-failure';

type Cause = { readonly type: string; readonly message: string };

/** One kind of named record as the Admin Panel saves and deletes it: its notices and failures. */
export interface AdminKind<V extends string> {
  readonly kind: NamedRecordKind<V>;
  /** 'Event added successfully!' */
  readonly added: Notice;
  /** 'Event updated successfully!' */
  readonly updated: Notice;
  /** 'Event deleted successfully!' */
  readonly deleted: Notice;
  /** A save that failed (other than a refused form or name). */
  readonly saveFailed: (cause: Cause) => ContentFailure<string>;
  /** A deletion that failed. */
  readonly deleteFailed: (cause: Cause) => ContentFailure<string>;
}

/** Events. The spec gives no failure message, so a failure shows the cause's own words. */
export const EVENT_ADMIN: AdminKind<EventValue> = {
  kind: EVENTS,
  added: MESSAGES.eventAdded,
  updated: MESSAGES.eventUpdated,
  deleted: MESSAGES.eventDeleted,
  saveFailed: (cause) => ownWords('EventSaveFailed', cause),
  deleteFailed: (cause) => ownWords('EventDeleteFailed', cause),
};

/** Officers: 'Failed to create officer. Please try again.', 'Failed to process officer data. Please try again.' */
export const OFFICER_ADMIN: AdminKind<OfficerValue> = {
  kind: OFFICERS,
  added: MESSAGES.officerAdded,
  updated: MESSAGES.officerUpdated,
  deleted: MESSAGES.officerDeleted,
  saveFailed: (cause) => contentFailure('OfficerCreationFailed', cause, MESSAGES.officerCreationFailed),
  deleteFailed: (cause) => contentFailure('OfficerDeleteFailed', cause, MESSAGES.officerProcessingFailed),
};

/** News posts (issue 16): a failure shows the cause's own words. */
export const NEWS_ADMIN: AdminKind<NewsPostValue> = {
  kind: NEWS_POSTS,
  added: MESSAGES.newsPostAdded,
  updated: MESSAGES.newsPostUpdated,
  deleted: MESSAGES.newsPostDeleted,
  saveFailed: (cause) => ownWords('NewsPostSaveFailed', cause),
  deleteFailed: (cause) => ownWords('NewsPostDeleteFailed', cause),
};

/** Committees (issue 16): a failure shows the cause's own words. */
export const COMMITTEE_ADMIN: AdminKind<CommitteeValue> = {
  kind: COMMITTEES,
  added: MESSAGES.committeeAdded,
  updated: MESSAGES.committeeUpdated,
  deleted: MESSAGES.committeeDeleted,
  saveFailed: (cause) => ownWords('CommitteeSaveFailed', cause),
  deleteFailed: (cause) => ownWords('CommitteeDeleteFailed', cause),
};
