import { errAsync, type ResultAsync } from 'neverthrow';
import type { Action, Actor } from '../../../domain/access';
import { checkImageMimeType, checkPhoto } from '../../../domain/documents';
import type { EventStatus } from '../../../domain/ticketed-events';
import type { FieldErrors } from '../../../domain/validation/fields';
import type { TicketedEventForm } from '../../../domain/validation/ticketed-event-form';
import type { DocumentStore } from '../../ports/document-store.port';
import type { AdminEventDetail, AdminEventList, EventAdminGateway, EventAdminGatewayError } from '../../ports/event-admin-gateway.port';
import { providerMessage, TOAST_DEFAULT_MS, type Notice } from '../messages';
import { authorizeAdminAction } from './admin-access';

/** The words of the chair's event pages (the spec has none: the original had no event editor). */
const EVENT_ADMIN_WORDS = {
  loadFailed: 'The events could not be loaded.',
  saveFailed: 'The event was not saved.',
  changeFailed: 'The event was not changed.',
  copyFailed: 'The event was not copied.',
  imageFailed: 'The image was not uploaded.',
  created: 'Event created.',
  saved: 'Event saved.',
  copied: 'Copy saved as a draft: check its dates, then publish it.',
  imageUploaded: 'Image uploaded and chosen.',
} as const;

const STATUS_NOTICES: Readonly<Record<EventStatus, string>> = {
  draft: 'The event is a draft.',
  published: 'Event published: its page is open to visitors.',
  salesClosed: 'Ticket sales closed.',
  cancelled: 'Event cancelled. Its orders are not refunded by this: refund them one by one from its orders page.',
};

/** Why an action failed: the words to keep on the page, a message per field, whether the event changed meanwhile, and the toast. */
export interface EventAdminFailure {
  readonly message: string;
  readonly fields: FieldErrors;
  /** Someone else saved the event since it was opened: reload it and make the change again. */
  readonly stale: boolean;
  readonly notice: Notice | null;
}

const success = (text: string): Notice => ({ tone: 'success', text, durationMs: TOAST_DEFAULT_MS });

function failure(prefix: string, error: EventAdminGatewayError | { readonly message: string }): EventAdminFailure {
  if ('type' in error && error.type === 'InvalidForm')
    return { message: `${prefix} ${error.message}`, fields: error.fields, stale: false, notice: null };
  const message = `${prefix} ${error.message}`;
  return { message, fields: {}, stale: 'type' in error && error.type === 'Stale', notice: providerMessage(message) };
}

function asAdmin<T>(actor: Actor, actions: readonly Action[], prefix: string, run: () => ResultAsync<T, EventAdminGatewayError>) {
  return authorizeAdminAction(actor, actions)
    .asyncAndThen(run)
    .mapErr((error) => failure(prefix, error));
}

/** Every event, drafts too, with seats sold and held (an administrator only; anyone else is refused before any port is called). */
export function loadAdminEvents(gateway: EventAdminGateway, actor: Actor): ResultAsync<AdminEventList, EventAdminFailure> {
  return asAdmin(actor, ['listAllTicketedEvents'], EVENT_ADMIN_WORDS.loadFailed, () => gateway.list());
}

/** One event with its form, version and seats, to edit. */
export function loadEventForEditing(
  gateway: EventAdminGateway,
  actor: Actor,
  slug: string,
): ResultAsync<AdminEventDetail, EventAdminFailure> {
  return asAdmin(actor, ['listAllTicketedEvents'], EVENT_ADMIN_WORDS.loadFailed, () => gateway.get(slug));
}

/** What the editor saves: a new event (no version), or an edit of the version it opened. */
export type EventSave = {
  readonly form: TicketedEventForm;
  readonly editing: { readonly slug: string; readonly updatedAt: string } | null;
};

/** Creates or saves an event; answers the event as stored and the toast saying so. */
export function saveTicketedEvent(
  gateway: EventAdminGateway,
  actor: Actor,
  { form, editing }: EventSave,
): ResultAsync<{ readonly detail: AdminEventDetail; readonly notice: Notice }, EventAdminFailure> {
  if (editing === null) {
    return asAdmin(actor, ['createTicketedEvent'], EVENT_ADMIN_WORDS.saveFailed, () => gateway.create(form)).map((detail) => ({
      detail,
      notice: success(EVENT_ADMIN_WORDS.created),
    }));
  }
  return asAdmin(actor, ['updateTicketedEvent'], EVENT_ADMIN_WORDS.saveFailed, () =>
    gateway.update(editing.slug, form, editing.updatedAt),
  ).map((detail) => ({ detail, notice: success(EVENT_ADMIN_WORDS.saved) }));
}

const STATUS_ACTIONS: Readonly<Record<EventStatus, Action>> = {
  draft: 'updateTicketedEvent',
  published: 'publishTicketedEvent',
  salesClosed: 'closeTicketSales',
  cancelled: 'cancelTicketedEvent',
};

/** Publishes, closes or reopens sales, or cancels; the toast says what happened (a cancellation, that orders are refunded one by one). */
export function changeTicketedEventStatus(
  gateway: EventAdminGateway,
  actor: Actor,
  change: { readonly slug: string; readonly status: EventStatus; readonly reopening?: boolean },
): ResultAsync<{ readonly detail: AdminEventDetail; readonly notice: Notice }, EventAdminFailure> {
  return asAdmin(actor, [STATUS_ACTIONS[change.status]], EVENT_ADMIN_WORDS.changeFailed, () =>
    gateway.changeStatus(change.slug, change.status),
  ).map((detail) => ({
    detail,
    notice: success(change.reopening === true ? 'Ticket sales reopened.' : STATUS_NOTICES[change.status]),
  }));
}

/** Last year's event copied as a draft at `newSlug`. */
export function copyTicketedEvent(
  gateway: EventAdminGateway,
  actor: Actor,
  copy: { readonly slug: string; readonly newSlug: string },
): ResultAsync<{ readonly detail: AdminEventDetail; readonly notice: Notice }, EventAdminFailure> {
  return asAdmin(actor, ['createTicketedEvent'], EVENT_ADMIN_WORDS.copyFailed, () => gateway.copy(copy.slug, copy.newSlug)).map(
    (detail) => ({ detail, notice: success(EVENT_ADMIN_WORDS.copied) }),
  );
}

/** The images already uploaded to website-assets, as the paths an event keeps (`/files/website-assets/<name>`). */
export function listEventImages(documents: DocumentStore, actor: Actor): ResultAsync<readonly string[], EventAdminFailure> {
  return authorizeAdminAction(actor, ['uploadPhoto'])
    .asyncAndThen(() => documents.list('website-assets'))
    .map((stored) => stored.filter((document) => document.contentType.startsWith('image/')).map((document) => `/files/${document.key}`))
    .mapErr((error) => failure(EVENT_ADMIN_WORDS.loadFailed, error));
}

/** An image file the chair chose. */
export interface ImageFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** Uploads an image to website-assets (checked by type and content first) and answers the path the event keeps. */
export function uploadEventImage(
  documents: DocumentStore,
  actor: Actor,
  image: ImageFile,
): ResultAsync<{ readonly path: string; readonly notice: Notice }, EventAdminFailure> {
  const checked = authorizeAdminAction(actor, ['uploadPhoto']).andThen(() =>
    checkImageMimeType(image.contentType).andThen(() => checkPhoto(image.bytes)),
  );
  if (checked.isErr()) return errAsync(failure(EVENT_ADMIN_WORDS.imageFailed, checked.error));
  return documents
    .upload({ folder: 'website-assets', ...image })
    .map((stored) => ({ path: `/files/${stored.key}`, notice: success(EVENT_ADMIN_WORDS.imageUploaded) }))
    .mapErr((error) => failure(EVENT_ADMIN_WORDS.imageFailed, error));
}
