/**
 * What is wrong with a request before any use case sees it: its body, its size, its content type,
 * where it comes from. Answered through `errorResponse` like every other error.
 */
export type RequestError =
  | { readonly type: 'MalformedJson'; readonly message: string }
  | { readonly type: 'InvalidBody'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'PayloadTooLarge'; readonly message: string }
  | { readonly type: 'UnsupportedMediaType'; readonly message: string }
  | { readonly type: 'CrossSiteRequest'; readonly message: string };

/** A body that does not parse as JSON. */
export const MALFORMED_JSON: RequestError = { type: 'MalformedJson', message: 'The request body is not valid JSON.' };

/** A state-changing request whose body is not JSON (see csrf.ts). */
export const UNSUPPORTED_MEDIA_TYPE: RequestError = {
  type: 'UnsupportedMediaType',
  message: 'Send the request body as JSON (Content-Type: application/json).',
};

/** A state-changing request whose Origin is not the site's own (see csrf.ts). */
export const CROSS_SITE_REQUEST: RequestError = {
  type: 'CrossSiteRequest',
  message: 'This request came from another site and was refused.',
};

/** A body over `maxBytes`: 'The request body is too large (at most 16 KB).' */
export function payloadTooLarge(maxBytes: number): RequestError {
  return { type: 'PayloadTooLarge', message: `The request body is too large (at most ${Math.floor(maxBytes / 1024)} KB).` };
}
