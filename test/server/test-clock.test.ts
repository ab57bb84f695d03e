import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/adapters/in-memory/manual-clock';
import { ShiftableClock } from '../../src/adapters/system/shiftable-clock';
import { readConfig } from '../../src/server/config';
import { appWorld } from '../support/app-world';

const move = (app: ReturnType<typeof appWorld>['app'], body: unknown) =>
  app.request('/dev/clock', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the journeys’ clock (TEST_CLOCK)', () => {
  it('is off unless asked for, and refused outside NODE_ENV=test', () => {
    expect(readConfig({})._unsafeUnwrap().testClock).toBeUndefined();
    expect(readConfig({ NODE_ENV: 'test', TEST_CLOCK: '1' })._unsafeUnwrap().testClock).toBe(true);
    for (const NODE_ENV of ['development', 'production']) {
      const refused = readConfig({ NODE_ENV, TEST_CLOCK: '1', ADMIN_EMAILS: 'a@chapter.org', PAYMENTS: 'simulator' });
      expect(refused._unsafeUnwrapErr()).toMatchObject({ setting: 'TEST_CLOCK', message: expect.stringContaining('NODE_ENV=test') });
    }
    expect(readConfig({ TEST_CLOCK: 'yes' })._unsafeUnwrapErr().setting).toBe('TEST_CLOCK');
  });

  it('moves the time to an instant, from which it keeps ticking', () => {
    const machine = new ManualClock('2026-06-15T12:00:00.000Z');
    const clock = new ShiftableClock(machine);
    expect(clock.now()).toBe(Date.parse('2026-06-15T12:00:00.000Z'));
    clock.moveTo(Date.parse('2027-07-02T12:00:00.000Z'));
    machine.advance(1_000);
    expect(new Date(clock.now()).toISOString()).toBe('2027-07-02T12:00:01.000Z');
  });

  it('is served at /dev/clock only by a server whose configuration allows it and whose clock moves', async () => {
    const clock = new ShiftableClock(new ManualClock('2026-06-15T12:00:00.000Z'));
    const base = appWorld().deps.config;
    const on = appWorld({ clock, config: { ...base, testClock: true } });
    const moved = await move(on.app, { at: '2027-07-02T12:00:00.000Z' });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ now: '2027-07-02T12:00:00.000Z' });
    expect(new Date(clock.now()).toISOString()).toBe('2027-07-02T12:00:00.000Z');
    expect(await (await on.app.request('/dev/clock')).json()).toEqual({ now: '2027-07-02T12:00:00.000Z' });
    expect((await move(on.app, { at: 'tomorrow' })).status).toBe(400);

    const off = [appWorld({ clock }), appWorld({ config: { ...base, testClock: true } })];
    for (const world of off) expect((await move(world.app, { at: '2030-01-01T00:00:00.000Z' })).status).toBe(404);
    expect(new Date(clock.now()).toISOString()).toBe('2027-07-02T12:00:00.000Z');
  });
});
