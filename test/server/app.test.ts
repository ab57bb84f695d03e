import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { appWorld } from '../support/app-world';
import { backupRun, delivery, diskWith, backupsWith, hoursBefore, queueWith } from '../support/health-fakes';

describe('the app shell', () => {
  it('answers /healthz 200 ok with each check by name', async () => {
    const { app } = appWorld();
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: { status: 'ok' }, mail: { status: 'ok' } } });
  });

  it('answers /healthz with 503 and a clear body when the database cannot be reached, the cause logged only', async () => {
    const { app, logs } = appWorld({ health: () => errAsync({ message: 'connect ECONNREFUSED 127.0.0.1:5432' }) });
    const response = await app.request('/healthz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      checks: { database: { status: 'failing', message: 'The database cannot be reached.' }, mail: { status: 'ok' } },
    });
    expect(logs).toEqual([
      expect.objectContaining({ path: '/healthz', status: 503, error: 'health: database: connect ECONNREFUSED 127.0.0.1:5432' }),
    ]);
  });

  it('answers /healthz 200 with a warning for low disk space, an old backup or failing mail (503 only with ?strict=1)', async () => {
    const world = appWorld();
    const now = world.clock.now();
    const { app } = appWorld({
      diskSpace: { folder: '/data', space: diskWith(200) },
      backups: backupsWith([backupRun(now, 80)]),
      mailQueue: { ...world.deps.mailQueue!, ...queueWith([delivery(now, 'failed', 1, '535 authentication failed')]) },
    });
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'warning',
      checks: {
        database: { status: 'ok' },
        disk: expect.objectContaining({ status: 'warning', freeMb: 200, minimumMb: 1024 }),
        backup: expect.objectContaining({ status: 'warning', lastSucceededAt: hoursBefore(now, 80) }),
        mail: expect.objectContaining({ status: 'warning', failed: 1, retrying: 0 }),
      },
    });
    expect((await app.request('/healthz?strict=1')).status).toBe(503);
  });

  it('answers /healthz with the backup as never when backups are expected and none succeeded, and leaves it out with HEALTH_BACKUP_MAX_HOURS=0', async () => {
    const world = appWorld({ backups: backupsWith([]) });
    const body = (await (await world.app.request('/healthz')).json()) as { checks: Record<string, unknown> };
    expect(body.checks.backup).toEqual(expect.objectContaining({ status: 'warning', lastSucceededAt: 'never' }));
    const off = appWorld({
      backups: backupsWith([]),
      config: { ...world.deps.config, health: { diskMinFreeMb: 1024, backupMaxAgeHours: 0 } },
    });
    expect(await (await off.app.request('/healthz')).json()).toEqual({
      status: 'ok',
      checks: { database: { status: 'ok' }, mail: { status: 'ok' } },
    });
  });

  it('sends the security headers on every answer', async () => {
    const response = await appWorld().app.request('/healthz');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('asks for HSTS when the site is public over https', async () => {
    const world = appWorld();
    const { app } = appWorld({ config: { ...world.deps.config, publicUrl: 'https://chapter.example.org' } });
    expect((await app.request('/healthz')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers an unknown API path with a JSON 404 and logs the request without its query', async () => {
    const { app, logs } = appWorld();
    const response = await app.request('/nothing-here?code=123456', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: 'There is nothing here.' } });
    expect(logs).toEqual([expect.objectContaining({ method: 'POST', path: '/nothing-here', status: 404 })]);
    expect(JSON.stringify(logs)).not.toContain('123456');
  });
});
