import { errAsync } from 'neverthrow';
import type { RepositoryError } from '../../../src/application/ports/repository.errors';
import { Site } from '../../../src/ui/app/app';
import { renderWith, uiWorld, type UiWorld } from '../support/ui-world';

/** Renders the whole site (layout, session, routes) at `route`. */
export function renderSite(route = '/', world: UiWorld = uiWorld()) {
  return renderWith(<Site />, world, route);
}

/** A confirmed account, signed in through the world's identity provider. */
export async function signedIn(world: UiWorld, email: string, password = 'correct-horse-1'): Promise<void> {
  (await world.identityService.seedAccount({ email, password }))._unsafeUnwrap();
  (await world.services.identity.signIn({ username: email, password }))._unsafeUnwrap();
  // As the site does after a sign-in: the e-mail is remembered under 'user' (spec section 3).
  world.services.storage.set('user', email)._unsafeUnwrap();
}

/** A repository whose every call fails as an unreachable service would. */
export function unreachable<P extends object>(methods: readonly (keyof P)[]): P {
  const failure: RepositoryError = { type: 'Unavailable', message: 'The service is unavailable. Please try again shortly.' };
  return Object.fromEntries(methods.map((name) => [name, () => errAsync(failure)])) as P;
}
