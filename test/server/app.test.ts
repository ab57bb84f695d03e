import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { appWorld } from '../support/app-world';

describe('the app shell', () => {
  it('answers /healthz', async () => {
    const { app } = appWorld();
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /healthz with 503 and a clear body when the database cannot be reached', async () => {
    const { app, logs } = appWorld({ health: () => errAsync({ message: 'connect ECONNREFUSED 127.0.0.1:5432' }) });
    const response = await app.request('/healthz');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'unavailable', error: { message: 'The database cannot be reached.' } });
    expect(logs).toContainEqual(
      expect.objectContaining({ path: '/healthz', status: 503, error: 'health: connect ECONNREFUSED 127.0.0.1:5432' }),
    );
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
