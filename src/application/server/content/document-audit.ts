import type { Actor } from '../../../domain/access';
import { officerWrite } from '../../../domain/audit';
import type { DocumentAudit } from '../../ports/document-store.port';

/**
 * The audit entry of an officer's upload ('uploadDocument'; 'uploadPhoto' for an officer's photo) or
 * removal ('deleteDocument') of a file: the file's key, name, size and type, after an upload and
 * before a removal. The store makes it once it knows the file (its key is the store's).
 */
export function documentWrite(actor: Actor, action: 'uploadDocument' | 'uploadPhoto' | 'deleteDocument'): DocumentAudit {
  return (document, at) => {
    const file = { name: document.name, size: document.size, contentType: document.contentType };
    const values = action === 'deleteDocument' ? { before: file, after: null } : { before: null, after: file };
    return officerWrite(actor, at, action, { kind: 'document', id: document.key }, values);
  };
}
