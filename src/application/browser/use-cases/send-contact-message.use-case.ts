import { errAsync, type ResultAsync } from 'neverthrow';
import { validateContactForm, type ContactForm } from '../../../domain/validation/contact-form';
import type { FieldErrors } from '../../../domain/validation/fields';
import type { ContactGateway, ContactGatewayError, ContactMessage } from '../../ports/contact-gateway.port';
import { CHECK_THE_FIELDS } from './content-failure';

/** Why a message was not sent: the fields to fix (beside each), or the words to show above the button. */
export type SendContactError =
  | { readonly type: 'InvalidForm'; readonly message: string; readonly fields: FieldErrors<keyof ContactForm> }
  | Exclude<ContactGatewayError, { readonly type: 'InvalidForm' }>;

/**
 * Sends the Contact page's message: the form is checked with the server's own rules first (each
 * message beside its field, nothing sent), then the gateway carries it. The hidden field goes as
 * typed: the server decides what a filled one means.
 */
export function sendContactMessage(
  deps: { readonly contact: ContactGateway },
  message: ContactMessage,
): ResultAsync<void, SendContactError> {
  const checked = validateContactForm(message);
  if (checked.isErr()) return errAsync({ type: 'InvalidForm', message: CHECK_THE_FIELDS, fields: checked.error.fields });
  return deps.contact.send({ ...checked.value, website: message.website });
}
