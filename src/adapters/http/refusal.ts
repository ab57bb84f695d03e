import { z } from 'zod';
import type { HttpFailure } from './json-client';

/** What a browser gateway says when the request never got an answer. */
export const UNAVAILABLE = 'The server could not be reached. Please try again.';

/**
 * The JSON body of every error answer the server writes (server/http-errors.ts `problem`). A body
 * of any other shape, even one whose type or fields are not text, is read as wordless.
 */
const problem = z.object({
  error: z.object({ message: z.string(), type: z.string().optional(), fields: z.record(z.string(), z.string()).optional() }),
});

/** A failed call as a gateway reads it, before putting it in its port's words. */
interface Refusal {
  /** The error answer's status; null when there was none to read (the network failed, or a success answer had the wrong shape). */
  readonly status: number | null;
  /** The server's words; else UNAVAILABLE, the unexpected answer's message, or `The server answered <status>.` */
  readonly message: string;
  /** The server's error type (`NotAMember`, `Stale`...), when its body had one. */
  readonly type?: string;
  /** A form's field messages, when the body had them. */
  readonly fields?: Readonly<Record<string, string>>;
}

/**
 * Reads a failed JSON, CSV or file call into one plain value, so each gateway keeps only its own
 * mapping of status (and type, and fields) to its port's errors. `ownWords`, when given, stands for
 * every message the server did not write: a gateway whose page speaks of its own task ("The preview
 * could not be loaded.") says so alike for the network, an unexpected answer and a wordless refusal.
 */
export function readRefusal(failure: HttpFailure, ownWords?: string): Refusal {
  if (failure.type === 'NetworkFailure') return { status: null, message: ownWords ?? UNAVAILABLE };
  if (failure.type === 'UnexpectedAnswer') return { status: null, message: ownWords ?? failure.message };
  return refusalOf(failure.status, failure.body, ownWords);
}

/** An error answer's status and JSON body (null when it had none) read as a Refusal; see `readRefusal`. */
export function refusalOf(status: number, body: unknown, ownWords?: string): Refusal {
  const parsed = problem.safeParse(body);
  return parsed.success ? { status, ...parsed.data.error } : { status, message: ownWords ?? `The server answered ${status}.` };
}
