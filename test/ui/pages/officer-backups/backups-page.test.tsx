import { screen, within } from '@testing-library/react';
import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryBackupsGateway } from '../../../../src/adapters/in-memory/in-memory-backups-gateway';
import type { BackupRun } from '../../../../src/application/ports/backup-log.port';
import type { Office } from '../../../../src/domain/officer-roles';
import { OFFICERS_ONLY } from '../../../../src/ui/components/officers-only';
import { BackupsPage } from '../../../../src/ui/pages/officer-backups/backups-page';
import { UI_ADMIN, uiWorld, type UiWorld } from '../../support/ui-world';
import { renderRoutes, signedInMember, Stub, withOffices } from '../page-harness';

const PAGES = {
  '/Admin/backups': <BackupsPage />,
  '/Login': <Stub name="Login" />,
  '/Member-Area': <Stub name="Member Area" />,
};

/** Last night's backup, at 3:00 in New York (07:00 UTC in June). */
const SUCCESS: BackupRun = {
  startedAt: '2026-06-15T07:00:00.000Z',
  finishedAt: '2026-06-15T07:00:04.000Z',
  ok: true,
  archive: 'backup-2026-06-15T07-00-00Z.tar.gz',
  bytes: 12_345_678,
  error: null,
};

const FAILURE: BackupRun = {
  startedAt: '2026-06-15T08:00:00.000Z',
  finishedAt: '2026-06-15T08:00:01.000Z',
  ok: false,
  archive: null,
  bytes: null,
  error: 'ENOSPC: no space left on device',
};

async function asAdmin(world: UiWorld) {
  await signedInMember(world, { email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
  renderRoutes(world, '/Admin/backups', PAGES);
  await screen.findByRole('heading', { level: 1, name: 'Backups' });
}

/** Jane signed in holding `offices`: the session shows her page, and the gateway acts as her (as the server would). */
async function asOfficer(world: UiWorld, offices: readonly Office[]) {
  await signedInMember(world, { email: 'jane@example.org' });
  withOffices(world, offices);
  Object.assign(world.services, {
    backups: new InMemoryBackupsGateway(
      () => world.backups.current,
      () => ({ role: 'member', email: 'jane@example.org', offices }),
    ),
  });
  renderRoutes(world, '/Admin/backups', PAGES);
}

const summary = () => screen.getByText(/The last backup succeeded|No backup has succeeded/).closest('p') as HTMLElement;

describe('the backups page', () => {
  it('sends a visitor to Login', async () => {
    renderRoutes(uiWorld(), '/Admin/backups', PAGES);
    await screen.findByRole('heading', { name: 'Login (stub)' });
  });

  it('tells a plain member and a treasurer the page is not theirs', async () => {
    const world = uiWorld();
    await asOfficer(world, [{ role: 'treasurer', event: null }]);
    expect((await screen.findByRole('alert')).textContent).toBe(OFFICERS_ONLY);
  });

  it('shows an administrator the last success in the chapter’s zone with its size, the schedule, the runs and how to restore', async () => {
    const world = uiWorld();
    world.clock.set('2026-06-15T12:00:00.000Z');
    (await world.backupLog.record(SUCCESS))._unsafeUnwrap();
    await asAdmin(world);
    await screen.findByText('The last backup succeeded on June 15, 2026 at 3:00 AM EDT (12.3 MB).');
    expect(summary().className).not.toContain('backups-warning');
    expect(screen.queryByText(/Warning/)).toBeNull();
    expect(screen.getByText('Schedule').nextElementSibling?.textContent).toBe('Every day');
    const row = screen.getByRole('rowheader', { name: 'June 15, 2026 at 3:00 AM EDT' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Succeeded', 'backup-2026-06-15T07-00-00Z.tar.gz', '12.3 MB', 'None']);
    expect(screen.getByText('npm run restore -- <archive>').tagName).toBe('CODE');
    expect(screen.getByRole('heading', { level: 2, name: 'Restoring' }).nextElementSibling?.textContent).toMatch(
      /Archives kept only on this machine are lost with it: copy them regularly to another place/,
    );
  });

  it('shows a secretary the failure with its reason, newest first, past the last success', async () => {
    const world = uiWorld();
    world.clock.set('2026-06-15T12:00:00.000Z');
    (await world.backupLog.record(SUCCESS))._unsafeUnwrap();
    (await world.backupLog.record(FAILURE))._unsafeUnwrap();
    await asOfficer(world, [{ role: 'secretary', event: null }]);
    await screen.findByText(/The last backup succeeded on June 15, 2026 at 3:00 AM EDT/);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['June 15, 2026 at 4:00 AM EDT', 'Failed', 'None', 'None', 'ENOSPC: no space left on device'],
      ['June 15, 2026 at 3:00 AM EDT', 'Succeeded', 'backup-2026-06-15T07-00-00Z.tar.gz', '12.3 MB', 'None'],
    ]);
  });

  it('warns when no backup has succeeded yet', async () => {
    const world = uiWorld();
    (await world.backupLog.record(FAILURE))._unsafeUnwrap();
    await asAdmin(world);
    await screen.findByText('No backup has succeeded yet.');
    expect(summary().className).toContain('backups-warning');
    expect(summary().textContent).toBe('Warning: No backup has succeeded yet.');
  });

  it('warns when the last success is older than the hours wanted, and names a schedule of every hour or by hand', async () => {
    const world = uiWorld();
    world.clock.set('2026-06-16T19:30:00.000Z');
    (await world.backupLog.record(SUCCESS))._unsafeUnwrap();
    world.backups.current = { log: world.backupLog, every: 'hour', timeZone: 'America/New_York', maxAgeHours: 36 };
    await asAdmin(world);
    const warning = await screen.findByText(/That is 36 hours ago, more than the 36 hours wanted/);
    expect(warning.closest('p')?.className).toContain('backups-warning');
    expect(screen.getByText('Schedule').nextElementSibling?.textContent).toBe('Every hour');
  });

  it('does not warn a minute before the limit, and names a schedule made by hand', async () => {
    const world = uiWorld();
    world.clock.set('2026-06-16T18:59:00.000Z');
    (await world.backupLog.record(SUCCESS))._unsafeUnwrap();
    world.backups.current = { log: world.backupLog, every: null, timeZone: 'America/New_York', maxAgeHours: 36 };
    await asAdmin(world);
    await screen.findByText('The last backup succeeded on June 15, 2026 at 3:00 AM EDT (12.3 MB).');
    expect(summary().className).not.toContain('backups-warning');
    expect(screen.getByText('Schedule').nextElementSibling?.textContent).toBe('Off: backups are made by hand with npm run backup');
  });

  it('says the host backs up where the server takes no backups (404)', async () => {
    const world = uiWorld();
    world.backups.current = null;
    await asAdmin(world);
    const status = await screen.findByText('This site does not take its own backups: the host backs the data up.');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s refusal as an alert', async () => {
    const world = uiWorld();
    world.backups.current = {
      log: {
        lastSucceeded: () => world.backupLog.lastSucceeded(),
        recent: () => world.backupLog.recent(1).andThen(() => errAsync({ type: 'Unavailable' as const, message: 'disk' })),
      },
      every: 'day',
      timeZone: 'America/New_York',
      maxAgeHours: 36,
    };
    await asAdmin(world);
    expect((await screen.findByRole('alert')).textContent).toBe('The backups cannot be read just now. Please try again shortly.');
  });
});
