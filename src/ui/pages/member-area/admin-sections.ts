import type { ResultAsync } from 'neverthrow';
import type { Notice } from '../../../application/browser/messages';
import {
  COMMITTEE_ADMIN,
  EVENT_ADMIN,
  NEWS_ADMIN,
  OFFICER_ADMIN,
  type AdminKind,
} from '../../../application/browser/use-cases/admin-kinds';
import { loadCommittees, loadNews } from '../../../application/browser/use-cases/load-news.use-case';
import { loadHomeEvents } from '../../../application/browser/use-cases/load-home-events.use-case';
import { loadOfficers } from '../../../application/browser/use-cases/load-officers.use-case';
import {
  saveNamedRecord,
  type SaveNamedRecordError,
  type SaveNamedRecordInput,
} from '../../../application/browser/use-cases/save-named-record.use-case';
import { saveOfficer } from '../../../application/browser/use-cases/save-officer.use-case';
import type { PhotoFile, UploadOfficerPhotoError } from '../../../application/browser/use-cases/upload-officer-photo.use-case';
import type { NamedRecordRepository } from '../../../application/ports/named-record-repository.port';
import type { ChapterEvent } from '../../../domain/events';
import type { CommitteeValue, EventValue, NamedRecord, NewsPostValue, OfficerValue } from '../../../domain/named-records';
import type { Committee, NewsPost } from '../../../domain/news';
import type { Officer } from '../../../domain/officers';
import type { AppServices } from '../../app/services';
import type { FieldSpec } from '../../components/field-list';

/** What the form gives a save: the form, and the photo chosen (none for events). */
type AdminSave<V extends string> = SaveNamedRecordInput<V> & {
  readonly photo: PhotoFile | null;
  readonly onNotice: (notice: Notice) => void;
};

/** One kind of named record in the Admin Panel: its list and its add/edit form, configured by its fields. */
export interface AdminSection<V extends string, T extends NamedRecord<V>> {
  readonly admin: AdminKind<V>;
  /** 'Events': the section's heading and the list's name. */
  readonly title: string;
  /** The form's text fields, in order. */
  readonly fields: readonly FieldSpec<V>[];
  /** What a list row shows beside the name, and the field it previews (50 characters). */
  readonly meta: V;
  /** Whether the meta field is a date (an event's, a news post's), shown as people write it ('Dec 20, 2026'). */
  readonly metaIsEventDate?: boolean;
  readonly preview: V;
  /** The field holding a photo's URL: shown in the list, chosen and uploaded in the form. */
  readonly photo?: V;
  readonly records: (services: AppServices) => NamedRecordRepository<V, T>;
  readonly load: (services: AppServices) => ResultAsync<readonly T[], { readonly notice: Notice }>;
  readonly save: (services: AppServices, input: AdminSave<V>) => ResultAsync<unknown, SaveNamedRecordError<V> | UploadOfficerPhotoError>;
}

/** Events, latest first. */
export const EVENT_SECTION: AdminSection<EventValue, ChapterEvent> = {
  admin: EVENT_ADMIN,
  title: 'Events',
  fields: [
    { name: 'eventName', label: 'Event name', required: true },
    { name: 'eventDate', label: 'Event date', required: true, placeholder: 'e.g. 2026-05-16 or May 16, 2026' },
    { name: 'eventDesc', label: 'Event description', multiline: true },
  ],
  meta: 'eventDate',
  metaIsEventDate: true,
  preview: 'eventDesc',
  records: (services) => services.events,
  load: (services) => loadHomeEvents(services).map(({ events }) => events),
  save: (services, input) => saveNamedRecord(EVENT_ADMIN, services.events, input),
};

/** Officers, in the order they were added, with their photos. */
export const OFFICER_SECTION: AdminSection<OfficerValue, Officer> = {
  admin: OFFICER_ADMIN,
  title: 'Officers',
  fields: [
    { name: 'name', label: 'Name', required: true },
    { name: 'position', label: 'Position', required: true },
    { name: 'summary', label: 'Summary', multiline: true },
  ],
  meta: 'position',
  preview: 'summary',
  photo: 'photo',
  records: (services) => services.officers,
  load: loadOfficers,
  save: saveOfficer,
};

/** News posts, newest first; the text in Markdown, with the server's preview. */
export const NEWS_SECTION: AdminSection<NewsPostValue, NewsPost> = {
  admin: NEWS_ADMIN,
  title: 'News',
  fields: [
    { name: 'title', label: 'Title', required: true },
    { name: 'postDate', label: 'Date', required: true, placeholder: 'e.g. 2026-12-20 or Dec 20, 2026' },
    { name: 'summary', label: 'Summary', hint: 'One or two sentences for the home page (plain text).', multiline: true },
    { name: 'text', label: 'Text', required: true, multiline: true },
  ],
  meta: 'postDate',
  metaIsEventDate: true,
  preview: 'summary',
  records: (services) => services.news,
  load: loadNews,
  save: (services, input) => saveNamedRecord(NEWS_ADMIN, services.news, input),
};

/** Committees, by name; the purpose and how to join in Markdown, with the server's preview. */
export const COMMITTEE_SECTION: AdminSection<CommitteeValue, Committee> = {
  admin: COMMITTEE_ADMIN,
  title: 'Committees',
  fields: [
    { name: 'name', label: 'Committee name', required: true },
    { name: 'chair', label: 'Chair' },
    { name: 'purpose', label: 'Purpose', required: true, multiline: true },
    { name: 'howToJoin', label: 'How to join', multiline: true },
  ],
  meta: 'chair',
  preview: 'purpose',
  records: (services) => services.committees,
  load: loadCommittees,
  save: (services, input) => saveNamedRecord(COMMITTEE_ADMIN, services.committees, input),
};
