import { expect } from 'vitest';
import { codeIn } from '../contracts/identity-helpers';
import { sampleMember } from '../contracts/member-repository.contract';
import { TEST_ADMIN, type AppWorld } from './app-world';
import { Browser } from './browser';

export const PASSWORD = 'Lilac-Tuesday-42';
export const NEW_PASSWORD = 'copper kettle 1987';
export const MEMBER = 'ada@example.org';

let memberNumber = 0;

/** A member record for `email`, as the server writes one when a membership is paid: it may then sign up. */
export async function memberRecord(world: AppWorld, email: string): Promise<void> {
  memberNumber = (memberNumber % 800_000) + 1;
  (await world.deps.members.create(sampleMember(memberNumber, { email })))._unsafeUnwrap();
}

/** The six-digit code in the newest mail to `email`. */
export const latestCode = (world: AppWorld, email: string): string => codeIn(world.mailer.to(email));

/** A member with a confirmed account, signed out, through the routes. */
export async function confirmedMember(world: AppWorld, email = MEMBER, password = PASSWORD): Promise<Browser> {
  await memberRecord(world, email);
  const browser = new Browser(world);
  expect((await browser.post('/auth/sign-up', { email, password })).status).toBe(200);
  expect((await browser.post('/auth/confirm-sign-up', { email, code: latestCode(world, email) })).status).toBe(200);
  return browser;
}

/** A browser signed in as `email` (which must have an account without MFA). */
export async function signIn(world: AppWorld, email = MEMBER, password = PASSWORD, browser = new Browser(world)): Promise<Browser> {
  const response = await browser.post('/auth/sign-in', { email, password });
  expect(await response.json()).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  return browser;
}

/** A confirmed member, signed in. */
export async function signedInMember(world: AppWorld, email = MEMBER, password = PASSWORD): Promise<Browser> {
  return signIn(world, email, password, await confirmedMember(world, email, password));
}

/** The configured administrator (TEST_ADMIN), seeded as the server does on first start, and signed in. */
export async function signedInAdmin(world: AppWorld): Promise<Browser> {
  (await world.deps.identity.seedAccount({ email: TEST_ADMIN, password: PASSWORD }))._unsafeUnwrap();
  return signIn(world, TEST_ADMIN);
}

/** The JSON error body of an answer. */
export async function errorOf(response: Response): Promise<{ readonly type?: string; readonly message: string }> {
  const body = (await response.json()) as { error: { type?: string; message: string } };
  return body.error;
}
