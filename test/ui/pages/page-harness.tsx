import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { IdentityProvider } from '../../../src/application/ports/identity-provider.port';
import type { NewMember } from '../../../src/application/ports/member-repository.port';
import type { Office } from '../../../src/domain/officer-roles';
import { SessionProvider } from '../../../src/ui/app/session';
import { renderWith, type UiWorld } from '../support/ui-world';

/** A stand-in page that says where the router went. */
export function Stub({ name }: { readonly name: string }) {
  return <h1>{name} (stub)</h1>;
}

/** Renders `pages` by path under the session, as the app shell does, starting at `route`. */
export function renderRoutes(world: UiWorld, route: string, pages: Readonly<Record<string, ReactElement>>) {
  return renderWith(
    <SessionProvider>
      <Routes>
        {Object.entries(pages).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </SessionProvider>,
    world,
    route,
  );
}

/** A confirmed account with a chosen password, made through the world's identity service. */
export async function account(world: UiWorld, email: string, password: string): Promise<void> {
  (await world.identityService.seedAccount({ email, password }))._unsafeUnwrap();
}

/** The one-time code in the latest e-mail to `email`. */
export function latestCode(world: UiWorld, email: string): string {
  const mail = world.mailer.to(email).at(-1);
  const code = /verification code: (\d+)/.exec(mail?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`No code was e-mailed to ${email}.`);
  return code;
}

/** The temporary password an administrator-created account was e-mailed. */
export function temporaryPassword(world: UiWorld, email: string): string {
  const mail = world.mailer.to(email).at(-1);
  const password = mail?.text.split('\n\n')[1]?.trim();
  if (!password) throw new Error(`No temporary password was e-mailed to ${email}.`);
  return password;
}

function sampleMember(overrides: Partial<NewMember> = {}): NewMember {
  return {
    id: '482913',
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: 'katherine@example.org',
    address: '12 Orbit Road',
    city: 'Hampton',
    state: 'VA',
    zipcode: '23666',
    phone: '7575550100',
    gradYear: '1937',
    membership: 'Annual Membership',
    duesPayYear: null,
    ...overrides,
  };
}

/** A member record and a signed-in account for it, as after a sign-in in this browser. */
export async function signedInMember(world: UiWorld, overrides: Partial<NewMember> = {}, password = 'orbital-1962') {
  const member = (await world.members.create(sampleMember(overrides)))._unsafeUnwrap();
  await account(world, member.email, password);
  (await world.services.identity.signIn({ username: member.email, password }))._unsafeUnwrap();
  world.services.storage.set('user', member.email)._unsafeUnwrap();
  return member;
}

/** The identity fake answering, as the server does, the offices in force for whoever is signed in (an officer's roles). */
export function withOffices(world: UiWorld, offices: readonly Office[]): void {
  const identity = world.services.identity;
  const answering: IdentityProvider = { ...identity, currentUser: () => identity.currentUser().map((user) => ({ ...user, offices })) };
  Object.assign(world.services, { identity: answering });
}
