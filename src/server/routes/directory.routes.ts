import { Hono, type MiddlewareHandler } from 'hono';
import { okAsync } from 'neverthrow';
import { z } from 'zod';
import {
  editDirectoryProfile,
  viewDirectory,
  viewOwnDirectoryProfile,
  type DirectoryDeps,
} from '../../application/server/directory/member-directory.use-case';
import { MAX_BIO_LENGTH } from '../../domain/directory';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

const PROFILE_BODY_BYTES = 8 * 1024;

/** The profile form's shape; lengths and the web address are the domain's check (each with its field's message). */
const profileBody = z.object({
  employer: z.string().max(1_000).default(''),
  jobTitle: z.string().max(1_000).default(''),
  website: z.string().max(1_000).default(''),
  bio: z
    .string()
    .max(MAX_BIO_LENGTH * 4)
    .default(''),
  visible: z.array(z.string().max(50)).max(20).default([]),
});

/** A member's directory is never kept by a browser or a shared cache: a change is seen by the next request. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
};

function directoryDeps(deps: AppDeps): DirectoryDeps {
  return {
    directory: deps.directory?.store ?? null,
    members: deps.members,
    clock: deps.clock,
    searchesPerAccount: deps.directory?.searchesPerAccount ?? UNLIMITED,
    searchesPerClient: deps.directory?.searchesPerClient ?? UNLIMITED,
  };
}

/** Where there is no directory (the store is null) nothing is searched, so nothing needs counting. */
const UNLIMITED = {
  check: () => okAsync({ allowed: true as const }),
  recordFailure: () => okAsync({ allowed: true as const }),
};

/**
 * The member directory (issue 20, item 4), mounted at `/`:
 * - `GET /directory?q=&gradYear=&city=&page=` (viewDirectory) -> `{ entries, total, page, pageSize }`:
 *   members only, each entry only the fields its member opened; counted per account and per client
 *   (429 with Retry-After when over).
 * - `GET /me/directory-profile` -> `{ member, profile }` (the caller's own record's directory
 *   fields and profile) and `PUT /me/directory-profile` `{ employer, jobTitle, website, bio,
 *   visible }` (editDirectoryProfile: JSON from our own origin) -> the same, as saved.
 * Every answer is `no-store`.
 */
export function directoryRoutes(deps: AppDeps): Hono<AppEnv> {
  const directory = directoryDeps(deps);
  return new Hono<AppEnv>()
    .get('/directory', noStore, allow('viewDirectory'), (c) =>
      viewDirectory(directory, c.var.actor, c.var.clientKey, c.req.query()).match(
        (page) => c.json(page),
        (error) => refuse(c, error),
      ),
    )
    .get('/me/directory-profile', noStore, allow('editDirectoryProfile'), (c) =>
      viewOwnDirectoryProfile(directory, c.var.actor).match(
        (own) => c.json(own),
        (error) => refuse(c, error),
      ),
    )
    .put(
      '/me/directory-profile',
      noStore,
      allow('editDirectoryProfile'),
      sameSiteJsonOnly(deps.config.publicUrl),
      limitBody(PROFILE_BODY_BYTES),
      (c) =>
        jsonBody(c, profileBody)
          .andThen((form) => editDirectoryProfile(directory, c.var.actor, form))
          .match(
            (own) => c.json(own),
            (error) => refuse(c, error),
          ),
    );
}
