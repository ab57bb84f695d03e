import type { ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.port';
import type { ContentError } from './content.errors';

/** The ports `listOfficerPhotos` needs. */
export interface ListOfficerPhotosDeps {
  readonly documents: DocumentStore;
}

/**
 * The officer photos uploaded so far (website-assets), newest first, each with its public URL:
 * for administrators, who pick an officer's photo. Visitors see photos only through the officers.
 */
export function listOfficerPhotos(
  deps: ListOfficerPhotosDeps,
  input: { readonly actor: Actor },
): ResultAsync<readonly StoredDocument[], ContentError> {
  return authorizeActor(input.actor, 'uploadPhoto').asyncAndThen(() => deps.documents.list('website-assets'));
}
