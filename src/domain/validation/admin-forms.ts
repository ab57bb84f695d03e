import type { Result } from 'neverthrow';
import { collect, MAX_LENGTH, optional, required, type InvalidForm } from './fields';

export interface EventForm {
  readonly eventName: string;
  readonly eventDate: string;
  readonly eventDesc: string;
}

/** An event needs a name and a date (free text); the description may be empty. */
export function validateEventForm(input: EventForm): Result<EventForm, InvalidForm<keyof EventForm>> {
  return collect<EventForm>({
    eventName: required(input.eventName, 'Event name', MAX_LENGTH.title),
    eventDate: required(input.eventDate, 'Event date', MAX_LENGTH.title),
    eventDesc: optional(input.eventDesc, 'Event description', MAX_LENGTH.text),
  });
}

export interface OfficerForm {
  readonly name: string;
  readonly position: string;
  readonly summary: string;
  readonly photo: string;
}

/** An officer needs a name and a position; the summary and photo URL may be empty. */
export function validateOfficerForm(input: OfficerForm): Result<OfficerForm, InvalidForm<keyof OfficerForm>> {
  return collect<OfficerForm>({
    name: required(input.name, 'Name', MAX_LENGTH.name),
    position: required(input.position, 'Position', MAX_LENGTH.title),
    summary: optional(input.summary, 'Summary', MAX_LENGTH.text),
    photo: optional(input.photo, 'Photo', MAX_LENGTH.url),
  });
}
