import { Kind, OperationTypeNode, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Action } from '../../domain/access';
import type { GraphqlRequest } from './graphql-request';

/**
 * The root fields whose answer is the same whoever asks: the public reads of events, officers,
 * news posts and committees,
 * which every role may make (the permission table grants them to visitors, and each role may do
 * what the one below it may) and whose resolvers use the actor only to check that permission.
 * Each names the action the use case checks; a test keeps them public.
 */
export const PUBLIC_READ_FIELDS: Readonly<Record<string, Action>> = {
  listEvents: 'listEvents',
  getEvent: 'getEvent',
  listOfficers: 'listOfficers',
  getOfficer: 'getOfficer',
  listNewsPosts: 'listNewsPosts',
  getNewsPost: 'getNewsPost',
  listCommittees: 'listCommittees',
  getCommittee: 'getCommittee',
};

/** How many distinct public requests (query text, variables, operation) are remembered; more just evicts. */
export const PUBLIC_ANSWER_CACHE_SIZE = 64;

/** The largest answer remembered (characters of JSON); a larger one is answered but not kept. */
export const PUBLIC_ANSWER_MAX_CHARS = 64 * 1024;

/** How many times the events and officers have been written; see ContentVersion in the caching adapters. */
export interface ContentChanges {
  readonly value: number;
}

/** The operation graphql-js will run for `operationName`, or null when it names none of the document's (it then answers an error). */
function operationToRun(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | null {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName === null || operationName === undefined) return operations.length === 1 ? (operations[0] ?? null) : null;
  return operations.find((operation) => operation.name?.value === operationName) ?? null;
}

/**
 * Whether the request only reads public content: the operation it runs is a query whose every
 * root selection is a field of PUBLIC_READ_FIELDS (or `__typename`) written out directly, not
 * through a fragment. Such an answer depends on the request and the content, never on the actor.
 */
export function isPublicRead(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = operationToRun(document, operationName);
  if (operation === null || operation.operation !== OperationTypeNode.QUERY) return false;
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD && (selection.name.value === '__typename' || Object.hasOwn(PUBLIC_READ_FIELDS, selection.name.value)),
  );
}

/**
 * The JSON answers of public reads, remembered per request in a least-recently-used map while
 * the content stays unchanged. An answer is kept only when it was a success with no error and
 * the content did not change while it was worked out, and all are forgotten once the content
 * has changed since they were kept: a visitor never sees what a write has replaced.
 */
export class PublicAnswers {
  readonly #answers = new Map<string, string>();
  readonly #changes: ContentChanges;
  readonly #size: number;
  #version: number;

  constructor(changes: ContentChanges, size = PUBLIC_ANSWER_CACHE_SIZE) {
    this.#changes = changes;
    this.#size = size;
    this.#version = changes.value;
  }

  /** The key of a request: its text, variables and operation name, exactly as sent. */
  static keyOf(request: GraphqlRequest): string {
    return JSON.stringify([request.query, request.variables ?? null, request.operationName ?? null]);
  }

  /** The remembered answer for `key`, if the content has not changed since it was kept. */
  get(key: string): string | undefined {
    this.#forgetIfChanged();
    const known = this.#answers.get(key);
    if (known !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      this.#answers.delete(key);
      this.#answers.set(key, known);
    }
    return known;
  }

  /** The content's version now: pass it to `remember` with the answer worked out after it. */
  get version(): number {
    return this.#changes.value;
  }

  /** Keeps `text` for `key` if the content is still at `readAt`, the version before the answer was worked out. */
  remember(key: string, readAt: number, text: string): void {
    this.#forgetIfChanged();
    if (readAt !== this.#changes.value || text.length > PUBLIC_ANSWER_MAX_CHARS) return;
    this.#answers.set(key, text);
    if (this.#answers.size > this.#size) this.#answers.delete(this.#answers.keys().next().value as string);
  }

  #forgetIfChanged(): void {
    if (this.#version === this.#changes.value) return;
    this.#version = this.#changes.value;
    this.#answers.clear();
  }
}
