import type { ReceiptDownload } from '../../../application/ports/receipts-gateway.port';
import { startDownload } from '../../components/browser-download';

/** Saves a receipt the server made: its bytes handed to the browser as a PDF download. */
export function saveReceipt(file: ReceiptDownload): void {
  const url = URL.createObjectURL(new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }));
  startDownload(url, file.fileName);
  URL.revokeObjectURL(url);
}
