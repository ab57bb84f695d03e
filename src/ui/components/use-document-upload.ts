import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createDocumentUploadMachine, type DocumentUploadMachine } from '../../application/browser/machines/document-upload.machine';
import type { MemberDocumentFolder } from '../../domain/documents';
import { useServices } from '../app/services';
import { useSession } from '../app/session';
import { useMachineNotices } from './notices';

/** A running upload box: choose, upload, cancel. */
export type DocumentUploadActor = ActorRefFrom<DocumentUploadMachine>;

/**
 * Starts the document upload machine for `folder` on the app's document store, uploading as the
 * session's actor; its notices show as toasts. After a stored upload the machine asks for `uploaded`, which
 * calls `onUploaded` (the lists below load again).
 */
export function useDocumentUpload(folder: MemberDocumentFolder, onUploaded: () => void): DocumentUploadActor {
  const services = useServices();
  const { actor: who } = useSession();
  // A new session actor or `onUploaded` only swaps the running actor's implementations (useActorRef keeps the actor).
  const machine = useMemo(
    () => createDocumentUploadMachine(services, who).provide({ actions: { uploaded: () => onUploaded() } }),
    [services, who, onUploaded],
  );
  const actor = useActorRef(machine, { input: { folder } });
  useMachineNotices(actor);
  return actor;
}
