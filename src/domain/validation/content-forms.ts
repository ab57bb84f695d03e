import { err, ok, type Result } from 'neverthrow';
import { isoCalendarDate, parseCalendarDate } from '../calendar-date';
import { collect, MAX_LENGTH, optional, required, type FieldCheck, type InvalidForm } from './fields';

export const NEWS_DATE_MESSAGE = 'Please enter a date such as Dec 20, 2026 or 2026-12-20.';

/** A news post's date: any date `parseCalendarDate` reads, kept in ISO form (2026-12-20) so posts sort by it. */
function newsDate(value: string): FieldCheck<string> {
  return required(value, 'Date', MAX_LENGTH.title).andThen((trimmed) => {
    const date = parseCalendarDate(trimmed);
    return date ? ok(isoCalendarDate(date)) : err(NEWS_DATE_MESSAGE);
  });
}

export interface NewsPostForm {
  readonly title: string;
  readonly postDate: string;
  readonly summary: string;
  readonly text: string;
}

/** A news post needs a title, a date and its text (Markdown); the summary (plain text) may be empty. */
export function validateNewsPostForm(input: NewsPostForm): Result<NewsPostForm, InvalidForm<keyof NewsPostForm>> {
  return collect<NewsPostForm>({
    title: required(input.title, 'Title', MAX_LENGTH.title),
    postDate: newsDate(input.postDate),
    summary: optional(input.summary, 'Summary', MAX_LENGTH.summary),
    text: required(input.text, 'Text', MAX_LENGTH.markdown),
  });
}

export interface CommitteeForm {
  readonly name: string;
  readonly chair: string;
  readonly purpose: string;
  readonly howToJoin: string;
}

/** A committee needs a name and a purpose (Markdown); the chair and how to join (Markdown) may be empty. */
export function validateCommitteeForm(input: CommitteeForm): Result<CommitteeForm, InvalidForm<keyof CommitteeForm>> {
  return collect<CommitteeForm>({
    name: required(input.name, 'Committee name', MAX_LENGTH.title),
    chair: optional(input.chair, 'Chair', MAX_LENGTH.name),
    purpose: required(input.purpose, 'Purpose', MAX_LENGTH.markdown),
    howToJoin: optional(input.howToJoin, 'How to join', MAX_LENGTH.markdown),
  });
}
