import { inflateSync } from 'node:zlib';

/**
 * The text a PDF's pages show, one string per text run, read back from the file: each content
 * stream inflated when it is compressed (FlateDecode), then the hex strings of every TJ array
 * joined (PDFKit writes the standard fonts' text as hex, split where it kerns).
 */
export function pdfText(bytes: Uint8Array): string[] {
  const file = Buffer.from(bytes).toString('latin1');
  const runs: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g;
  for (const [, dictionary = '', body = ''] of file.matchAll(streams)) {
    const raw = Buffer.from(body, 'latin1');
    const content = dictionary.includes('/FlateDecode') ? inflateSync(raw).toString('latin1') : body;
    for (const [, pieces = ''] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...pieces.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, h = '']) => h).join('');
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return runs;
}
