import type { StatementDownload } from '../../../application/ports/giving-statements-gateway.port';
import { startDownload } from '../../components/browser-download';

/** Saves a statement's PDF the server drew. */
export function saveStatement(file: StatementDownload): void {
  const url = URL.createObjectURL(new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }));
  startDownload(url, file.fileName);
  URL.revokeObjectURL(url);
}
