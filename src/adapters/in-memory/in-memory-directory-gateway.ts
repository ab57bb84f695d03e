import type { ResultAsync } from 'neverthrow';
import type { DirectoryGateway, DirectoryGatewayError, DirectoryQuery } from '../../application/ports/directory-gateway.port';
import {
  editDirectoryProfile,
  viewDirectory,
  viewOwnDirectoryProfile,
  type DirectoryDeps,
  type DirectoryError,
} from '../../application/server/directory/member-directory.use-case';
import type { Actor } from '../../domain/access';
import type { DirectoryProfileForm } from '../../domain/directory';

/** A use case's refusal in the gateway's words, as the HTTP API answers it. */
function gatewayError(error: DirectoryError): DirectoryGatewayError {
  switch (error.type) {
    case 'InvalidForm':
    case 'InvalidQuery':
      return { type: 'Invalid', message: error.message, fields: 'fields' in error ? (error.fields as Record<string, string>) : {} };
    case 'Unauthorized':
      return { type: 'Unauthorized', message: error.message };
    case 'NotAMember':
      return { type: 'NotAMember', message: error.message };
    case 'RateLimited':
      return { type: 'RateLimited', message: error.message };
    default:
      return { type: 'Unavailable', message: error.message };
  }
}

/**
 * The member directory over the server's own use cases, as whoever `actor()` finds signed in at each
 * call, from one client (the UI tests' world).
 */
export class InMemoryDirectoryGateway implements DirectoryGateway {
  readonly #deps: DirectoryDeps;
  readonly #actor: () => ResultAsync<Actor, never>;

  constructor(deps: DirectoryDeps, actor: () => ResultAsync<Actor, never>) {
    this.#deps = deps;
    this.#actor = actor;
  }

  search({ q, gradYear, city, page }: DirectoryQuery) {
    const query = { q, gradYear, city, page: String(page) };
    return this.#actor()
      .andThen((actor) => viewDirectory(this.#deps, actor, 'ui-test', query))
      .mapErr(gatewayError);
  }

  ownProfile() {
    return this.#actor()
      .andThen((actor) => viewOwnDirectoryProfile(this.#deps, actor))
      .mapErr(gatewayError);
  }

  saveProfile(form: DirectoryProfileForm) {
    return this.#actor()
      .andThen((actor) => editDirectoryProfile(this.#deps, actor, form))
      .mapErr(gatewayError);
  }
}
