import { err, ok, type Result } from 'neverthrow';
import { collect, email, MAX_LENGTH, optional, required, type FieldCheck, type InvalidForm } from './fields';

/** What a visitor writes to the chapter on the Contact page. */
export interface ContactForm {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

/** A line break (of any kind) in a field that goes into a mail's header. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/** The name and subject go into the mail's Subject: one line each, so nothing can be added to its header. */
function oneLine(check: FieldCheck<string>, label: string): FieldCheck<string> {
  return check.andThen((value) => (LINE_BREAK.test(value) ? err(`${label} must be on one line.`) : ok(value)));
}

/**
 * A message needs the writer's name, a valid e-mail address (the chapter replies to it) and the
 * message; the subject may be empty. The name and subject must be on one line (they go into the
 * mail's Subject header). Every field is trimmed and bounded.
 */
export function validateContactForm(input: ContactForm): Result<ContactForm, InvalidForm<keyof ContactForm>> {
  return collect<ContactForm>({
    name: oneLine(required(input.name, 'Name', MAX_LENGTH.name), 'Name'),
    email: email(input.email),
    subject: oneLine(optional(input.subject, 'Subject', MAX_LENGTH.title), 'Subject'),
    message: required(input.message, 'Message', MAX_LENGTH.text),
  });
}
