import { Hono } from 'hono';
import { z } from 'zod';
import type { ShiftableClock } from '../../adapters/system/shiftable-clock';
import type { AppEnv } from '../app-env';
import { problem } from '../http-errors';

const moveRequest = z.object({ at: z.iso.datetime({ error: 'at must be an instant, like 2027-07-02T12:00:00.000Z' }) });

/**
 * The journeys' clock (TEST_CLOCK=1, allowed only with NODE_ENV=test): `POST /clock` with JSON
 * `{ at }` moves the server's time to that instant, from which it keeps ticking, and answers
 * `{ now }`; `GET /clock` answers `{ now }`. Mounted at /dev only then, so no other server has it.
 */
export function testClockRoutes(clock: ShiftableClock): Hono<AppEnv> {
  const now = () => ({ now: new Date(clock.now()).toISOString() });
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/clock', (c) => c.json(now()))
    .post('/clock', async (c) => {
      const parsed = moveRequest.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return problem(c, 400, parsed.error.issues[0]?.message ?? 'Send { at }.');
      clock.moveTo(Date.parse(parsed.data.at));
      return c.json(now());
    });
}
