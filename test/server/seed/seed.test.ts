import { describe, expect, it } from 'vitest';
import { checkPhoto } from '../../../src/domain/documents';
import { duesStatus, LIFETIME_MEMBERSHIP } from '../../../src/domain/membership';
import { latestEvent } from '../../../src/domain/events';
import { avatarPng } from '../../../src/server/seed/avatar-png';
import { seedAdministrators, seedDemoContent } from '../../../src/server/seed/seed';
import { simplePdf } from '../../../src/server/seed/simple-pdf';
import { appWorld } from '../../support/app-world';

const ADMINS = ['chair@example.org', 'treasurer@example.org'];

const OPTIONS = { adminEmails: ADMINS, firstAdminPassword: 'first admin password' };

describe('seedDemoContent', () => {
  it('fills a new install: events with one clearly latest, officers with photos, documents', async () => {
    const { deps } = appWorld();
    expect((await seedDemoContent(deps))._unsafeUnwrap()).toEqual({ events: 5, officers: 5, documents: 3 });
    const events = (await deps.events.list())._unsafeUnwrap().items;
    expect(latestEvent(events)?.eventName).toBe('Winter Scholarship Gala');
    const officers = (await deps.officers.list())._unsafeUnwrap().items;
    expect(officers.every((officer) => officer.photo !== '')).toBe(true);
    expect((await deps.documents.list('meeting-minutes'))._unsafeUnwrap()).toHaveLength(2);
    expect((await deps.documents.list('treasury-report'))._unsafeUnwrap()).toHaveLength(1);
  });

  it('changes nothing when run again', async () => {
    const { deps } = appWorld();
    (await seedDemoContent(deps))._unsafeUnwrap();
    expect((await seedDemoContent(deps))._unsafeUnwrap()).toEqual({ events: 0, officers: 0, documents: 0 });
    expect((await deps.events.list())._unsafeUnwrap().items).toHaveLength(5);
  });
});

describe('seedAdministrators', () => {
  it('creates the first administrator with the given password and e-mails the others, each a lifetime member; no demo content', async () => {
    const { deps, mailer } = appWorld();
    expect((await seedAdministrators(deps, OPTIONS))._unsafeUnwrap()).toEqual([
      { email: 'chair@example.org', password: 'first admin password' },
      { email: 'treasurer@example.org', password: null },
    ]);
    const signedIn = (await deps.identity.signIn({ email: 'chair@example.org', password: 'first admin password' }))._unsafeUnwrap();
    expect(signedIn.done).toBe(true);
    expect(mailer.to('treasurer@example.org')).toHaveLength(1);
    const chair = (await deps.members.findByEmail('chair@example.org'))._unsafeUnwrap();
    expect(chair?.membership).toBe(LIFETIME_MEMBERSHIP);
    expect(duesStatus(chair?.duesPayYear, new Date(deps.clock.now()).getUTCFullYear())).toBe('paid');
    expect((await deps.events.list())._unsafeUnwrap().items).toEqual([]);
    expect((await deps.officers.list())._unsafeUnwrap().items).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const { deps, mailer } = appWorld();
    (await seedAdministrators(deps, OPTIONS))._unsafeUnwrap();
    expect((await seedAdministrators(deps, { ...OPTIONS, firstAdminPassword: 'another password!' }))._unsafeUnwrap()).toEqual([]);
    expect((await deps.identity.signIn({ email: 'chair@example.org', password: 'first admin password' }))._unsafeUnwrap().done).toBe(true);
    expect(mailer.to('treasurer@example.org')).toHaveLength(1);
  });
});

describe('seed files', () => {
  it('draws real PNG portraits the photo check accepts', () => {
    expect(checkPhoto(avatarPng([11, 61, 110]))._unsafeUnwrap()).toBe('image/png');
  });

  it('writes a PDF with a header, a cross-reference table and its text', () => {
    const text = new TextDecoder().decode(simplePdf('Minutes (draft)', ['Line one']));
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Minutes \\(draft\\)) Tj');
    expect(text).toMatch(/xref\n0 6\n/);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});
