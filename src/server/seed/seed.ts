import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IdentityService } from '../../identity/service/identity-service';
import { yearOf, type Clock } from '../../application/ports/clock.port';
import type { DocumentStore } from '../../application/ports/document-store.port';
import type { EventRepository } from '../../application/ports/event-repository.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { MemberRepository } from '../../application/ports/member-repository.port';
import type { OfficerRepository } from '../../application/ports/officer-repository.port';
import { LIFETIME_MEMBERSHIP } from '../../domain/membership';
import { memberIdFrom } from '../../domain/members';
import { avatarPng } from './avatar-png';
import { DEMO_DOCUMENTS, DEMO_EVENTS, DEMO_OFFICERS } from './demo-content';
import { simplePdf } from './simple-pdf';

export interface SeedDeps {
  readonly identity: IdentityService;
  readonly members: MemberRepository;
  readonly events: EventRepository;
  readonly officers: OfficerRepository;
  readonly documents: DocumentStore;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/** What the demo seed added (0 for a part that was not empty). */
export interface DemoSeedReport {
  readonly events: number;
  readonly officers: number;
  readonly documents: number;
}

/** An administrator account created now, with the password to print once (null: e-mailed a temporary one). */
export interface SeededAdmin {
  readonly email: string;
  readonly password: string | null;
}

type SeedError = { readonly type: 'SeedFailed'; readonly message: string };
const failed =
  (step: string) =>
  (error: { readonly message: string }): SeedError => ({ type: 'SeedFailed', message: `${step}: ${error.message}` });

function sequentially<T>(items: readonly T[], step: (item: T) => ResultAsync<unknown, SeedError>): ResultAsync<number, SeedError> {
  return items.reduce<ResultAsync<number, SeedError>>((done, item) => done.andThen((count) => step(item).map(() => count + 1)), okAsync(0));
}

function seedEvents(deps: SeedDeps): ResultAsync<number, SeedError> {
  return sequentially(DEMO_EVENTS, (event) => deps.events.create(event).mapErr(failed(`event ${event.eventName}`)));
}

function seedOfficers(deps: SeedDeps): ResultAsync<number, SeedError> {
  return sequentially(DEMO_OFFICERS, (officer) =>
    deps.documents
      .upload({ folder: 'website-assets', fileName: `${officer.name}.png`, contentType: 'image/png', bytes: avatarPng(officer.colour) })
      .mapErr(failed(`photo of ${officer.name}`))
      .andThen((photo) =>
        deps.officers
          .create({ name: officer.name, position: officer.position, summary: officer.summary, photo: photo.publicUrl ?? '' })
          .mapErr(failed(`officer ${officer.name}`)),
      ),
  );
}

function seedDocuments(deps: SeedDeps): ResultAsync<number, SeedError> {
  return sequentially(DEMO_DOCUMENTS, (document) =>
    deps.documents
      .upload({
        folder: document.folder,
        fileName: document.fileName,
        contentType: 'application/pdf',
        bytes: simplePdf(document.title, document.lines),
      })
      .mapErr(failed(document.fileName)),
  );
}

type AdminSeed = SeededAdmin;

/**
 * The first administrator gets the configured (or a generated) password; the others a temporary
 * one by e-mail. An administrator who already has a member record was seeded before: left alone.
 */
function seedAdmin(deps: SeedDeps, email: string, password: string | null): ResultAsync<AdminSeed | null, SeedError> {
  return deps.members
    .findByEmail(email)
    .mapErr(failed(`member ${email}`))
    .andThen((member) => (member ? okAsync(null) : createAdmin(deps, email, password)));
}

function createAdmin(deps: SeedDeps, email: string, password: string | null): ResultAsync<AdminSeed | null, SeedError> {
  const account = password === null ? deps.identity.adminCreateUser({ email }) : deps.identity.seedAccount({ email, password });
  return account
    .map((): AdminSeed | null => ({ email, password }))
    .orElse((error) =>
      error.type === 'UsernameExists'
        ? okAsync<AdminSeed | null, SeedError>(null)
        : errAsync<AdminSeed | null, SeedError>(failed(`account ${email}`)(error)),
    )
    .andThrough(() => adminMemberRecord(deps, email));
}

/** Administrators are members too (lifetime, dues paid), so their Member Area has a profile. */
function adminMemberRecord(deps: SeedDeps, email: string): ResultAsync<unknown, SeedError> {
  return deps.members
    .create({
      id: memberIdFrom(deps.ids.uniform()),
      firstName: 'Chapter',
      lastName: 'Administrator',
      email,
      address: '',
      city: '',
      state: '',
      zipcode: '',
      phone: '',
      gradYear: null,
      membership: LIFETIME_MEMBERSHIP,
      duesPayYear: String(yearOf(deps.clock)),
    })
    .mapErr(failed(`member ${email}`));
}

function whenEmpty(count: ResultAsync<number, SeedError>, seed: () => ResultAsync<number, SeedError>): ResultAsync<number, SeedError> {
  return count.andThen((existing) => (existing === 0 ? seed() : okAsync(0)));
}

function documentCount(deps: SeedDeps): ResultAsync<number, SeedError> {
  return deps.documents
    .list('meeting-minutes')
    .andThen((minutes) => deps.documents.list('treasury-report').map((reports) => minutes.length + reports.length))
    .mapErr(failed('documents'));
}

/**
 * Fills a new install with the demo content: events, officers with photos, and sample minutes and
 * a treasury report. Each part is seeded only if it is empty, so running it twice changes nothing.
 * The caller runs it on first start, outside production (or with SEED_DEMO=1).
 */
export function seedDemoContent(deps: SeedDeps): ResultAsync<DemoSeedReport, SeedError> {
  return whenEmpty(
    deps.events
      .list({ limit: 1 })
      .map((page) => page.items.length)
      .mapErr(failed('events')),
    () => seedEvents(deps),
  )
    .andThen((events) =>
      whenEmpty(
        deps.officers
          .list({ limit: 1 })
          .map((page) => page.items.length)
          .mapErr(failed('officers')),
        () => seedOfficers(deps),
      ).map((officers) => ({ events, officers })),
    )
    .andThen((counts) => whenEmpty(documentCount(deps), () => seedDocuments(deps)).map((documents) => ({ ...counts, documents })));
}

/**
 * Creates the administrators' accounts and member records: the first with `firstAdminPassword`,
 * the others with a temporary password by e-mail. Not demo content: production needs it too.
 * Existing accounts and records are never touched, so running it twice changes nothing.
 */
export function seedAdministrators(
  deps: SeedDeps,
  options: { readonly adminEmails: readonly string[]; readonly firstAdminPassword: string },
): ResultAsync<readonly SeededAdmin[], SeedError> {
  const [first, ...others] = options.adminEmails;
  return seedAdmins(deps, [
    ...(first ? [{ email: first, password: options.firstAdminPassword }] : []),
    ...others.map((email) => ({ email, password: null })),
  ]);
}

function seedAdmins(deps: SeedDeps, admins: readonly { email: string; password: string | null }[]): ResultAsync<AdminSeed[], SeedError> {
  return admins.reduce<ResultAsync<AdminSeed[], SeedError>>(
    (done, admin) =>
      done.andThen((list) => seedAdmin(deps, admin.email, admin.password).map((seeded) => (seeded ? [...list, seeded] : list))),
    okAsync([]),
  );
}
