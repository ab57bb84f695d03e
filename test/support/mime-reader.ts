import type { Mail } from '../../src/application/ports/mailer.port';
import type { ReceivedMail } from './smtp-sink';

/** `=XX` escapes (quoted-printable, RFC 2045; Q words, RFC 2047) as the UTF-8 text their bytes spell. */
function decodeEscapes(text: string): string {
  return decodeURIComponent(text.replace(/%/g, '%25').replace(/=([0-9A-Fa-f]{2})/g, '%$1'));
}

/** A header value with its RFC 2047 encoded words (UTF-8, B or Q) decoded; the space between two words goes. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toLowerCase() === 'b' ? Buffer.from(word, 'base64').toString('utf8') : decodeEscapes(word.replace(/_/g, ' ')),
    );
}

/** The headers of a raw message, unfolded, by lower-case name. */
function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, transferEncoding: string): string {
  switch (transferEncoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeEscapes(body.replace(/=\r\n/g, ''));
    case 'base64':
      return Buffer.from(body, 'base64').toString('utf8');
    default:
      return body;
  }
}

/**
 * A plain-text message as its recipient's mail program reads it: the envelope's recipients, the
 * decoded subject, and the decoded text with CRLF line ends back to `\n`. Only what a single-part
 * UTF-8 text message needs; anything else is a failure that says so.
 */
export function readReceivedMail(received: ReceivedMail): Mail {
  const split = received.data.indexOf('\r\n\r\n');
  const headers = headersOf(split < 0 ? received.data : received.data.slice(0, split));
  const contentType = headers.get('content-type') ?? 'text/plain';
  if (!/^text\/plain\b/i.test(contentType)) throw new Error(`not a single-part text message: ${contentType}`);
  const body = split < 0 ? '' : received.data.slice(split + 4);
  const text = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit').replace(/\r\n/g, '\n');
  return { to: received.to.join(', '), subject: decodeWords(headers.get('subject') ?? ''), text };
}
