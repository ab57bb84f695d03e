import type { AccessError } from '../../../domain/access';
import type { DocumentError } from '../../../domain/documents';
import type { ProtectedFieldError } from '../../../domain/members';
import { CHECK_THE_FORM, type InvalidForm } from '../../../domain/validation/fields';
import type { DocumentStoreError } from '../../ports/document-store.port';
import type { RepositoryError } from '../../ports/repository.errors';

/** A form refused field by field; `message` is the first field's message, for a one-line answer. */
export type InvalidInput = InvalidForm<string> & { readonly message: string };

/**
 * A signed-in person who may not read members' documents: their account has no member record
 * (deleted, or never made), or a link was made for someone who no longer has one.
 */
export type NotAMember = { readonly type: 'NotAMember'; readonly message: string };

/** Everything a content operation (events, officers, members, documents) can answer instead of a result. */
export type ContentError = AccessError | RepositoryError | DocumentStoreError | InvalidInput | ProtectedFieldError | NotAMember;

export const NO_MEMBER_RECORD: NotAMember = {
  type: 'NotAMember',
  message:
    'Meeting minutes and treasury reports are for members of the chapter, and this account has no member record. Please contact the chapter.',
};

export const LINK_HOLDER_GONE: NotAMember = {
  type: 'NotAMember',
  message: 'This link no longer opens: it was made for someone who is no longer a member. Please sign in and ask for a new one.',
};

/** Adds the one-line message to a domain form error. */
export function invalidInput(form: InvalidForm<string>): InvalidInput {
  const first = Object.values(form.fields).find((message) => message !== undefined);
  return { ...form, message: first ?? CHECK_THE_FORM };
}

/** Minutes and treasury reports are the only member documents; other folders are refused here. */
export const NOT_A_MEMBER_FOLDER: ContentError = {
  type: 'InvalidKey',
  message: 'Only meeting minutes and treasury reports are kept here.',
};

/** A file or key the domain refused, in the document store's words (InvalidFile, InvalidKey, ExpiryTooLong). */
export function fileRefused(error: DocumentError): ContentError {
  if (error.type === 'InvalidKey' || error.type === 'ExpiryTooLong') return error;
  return { type: 'InvalidFile', message: error.message };
}
