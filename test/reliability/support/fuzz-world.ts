import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { documentHolderFor } from '../../../src/application/server/content/document-holders';
import { nodeHmacSha256 } from '../../../src/adapters/card-simulator/node-hmac';
import { createApp } from '../../../src/server/app';
import type { AppDeps } from '../../../src/server/app-deps';
import { sampleEvent } from '../../contracts/event-repository.contract';
import { sampleMember } from '../../contracts/member-repository.contract';
import { sampleOfficer } from '../../contracts/officer-repository.contract';
import { appWorld, TEST_ADMIN, TEST_WEBHOOK_SECRET } from '../../support/app-world';
import { diskStore } from '../../support/document-world';
import { FORGED_TOKENS } from './hostile';

const PASSWORD = 'Lilac-Tuesday-42';
const HOUR_MS = 60 * 60 * 1000;

/** Every file under `dir`, as paths relative to it, sorted. */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(relative(dir, full));
    }
  };
  walk(dir);
  return found.sort();
}

/**
 * The whole app over in-memory adapters with the disk document store (so `/files/*` and uploads
 * touch a real folder), holding: an administrator, a member (`own`), another member, one event,
 * one officer, one stored document with a signed link; and the identities a fuzzer calls as:
 * none, forged tokens, an expired, a revoked and an altered token (all visitors to the server),
 * the member, and the administrator.
 */
export async function fuzzWorld() {
  const world = appWorld();
  const disk = await diskStore(world.clock, world.deps.ids, world.deps.config.publicUrl);
  const deps: AppDeps = { ...world.deps, documents: disk.store, files: disk.store };
  const app = createApp(deps);
  const signIn = async (email: string) => {
    (await deps.identity.seedAccount({ email, password: PASSWORD }))._unsafeUnwrap();
    const result = (await deps.identity.signIn({ email, password: PASSWORD }))._unsafeUnwrap();
    if (!result.done) throw new Error(`sign-in of ${email} did not finish`);
    return result.tokens;
  };
  const own = (await deps.members.create(sampleMember(1)))._unsafeUnwrap();
  const other = (await deps.members.create(sampleMember(2, { email: 'grace@example.org' })))._unsafeUnwrap();
  (await deps.members.create(sampleMember(3, { email: TEST_ADMIN })))._unsafeUnwrap();
  const event = (await deps.events.create(sampleEvent(1, 'Spring Banquet')))._unsafeUnwrap();
  const officer = (await deps.officers.create(sampleOfficer(1, 'Ada Lovelace')))._unsafeUnwrap();
  const document = (
    await disk.store.upload({
      folder: 'meeting-minutes',
      fileName: 'minutes.pdf',
      contentType: 'application/pdf',
      bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
    })
  )._unsafeUnwrap();
  // Made for the member, as POST /documents/link makes it: it opens while their record exists.
  const holder = (await documentHolderFor(deps, { role: 'member', email: own.email }))._unsafeUnwrap();
  const link = (await disk.store.downloadLink(document.key, 900, holder))._unsafeUnwrap();
  // An access token past its hour: signed in, then the clock moves on two hours.
  const expired = (await signIn('expired@example.org')).accessToken;
  world.clock.advance(2 * HOUR_MS);
  const revokedTokens = await signIn('revoked@example.org');
  (await deps.identity.signOut(revokedTokens.refreshToken))._unsafeUnwrap();
  const member = (await signIn(own.email)).accessToken;
  const admin = (await signIn(TEST_ADMIN)).accessToken;
  const altered = `${member.slice(0, -1)}${member.endsWith('A') ? 'B' : 'A'}`;
  /** Request headers carrying each identity: as a Bearer header, a bare header or the session cookie. */
  const visitors: readonly Record<string, string>[] = [
    {},
    ...[...FORGED_TOKENS, expired, revokedTokens.accessToken, altered].flatMap((token): Record<string, string>[] => [
      { authorization: `Bearer ${token}` },
      { authorization: token },
      { cookie: `session=${token}` },
    ]),
    { cookie: `session=${altered}; session=${expired}` },
    { authorization: 'Basic YWRtaW46YWRtaW4=' },
    { 'x-api-key': 'da2-forged' },
  ];
  const snapshot = async () => ({
    // Everything no identity of the fuzz but the administrator may change (the member may edit their own record).
    members: (await deps.members.list())._unsafeUnwrap().items.filter((m) => m.id !== own.id),
    events: (await deps.events.list())._unsafeUnwrap().items,
    officers: (await deps.officers.list())._unsafeUnwrap().items,
    documents: (await disk.store.list('meeting-minutes'))._unsafeUnwrap(),
    files: filesUnder(disk.root),
  });
  return {
    ...world,
    ...disk,
    app,
    deps,
    own,
    other,
    event,
    officer,
    document,
    link,
    webhookSecret: TEST_WEBHOOK_SECRET,
    hmac: nodeHmacSha256,
    identities: { visitors, member: { authorization: `Bearer ${member}` }, admin: { authorization: `Bearer ${admin}` } },
    snapshot,
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof fuzzWorld>>;
