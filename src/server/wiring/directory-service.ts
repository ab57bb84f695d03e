import { InMemoryRateLimiter } from '../../adapters/in-memory/in-memory-rate-limiter';
import type { Clock } from '../../application/ports/clock.port';
import type { MemberDirectory } from '../../application/ports/member-directory.port';
import {
  DIRECTORY_SEARCHES_PER_ACCOUNT,
  DIRECTORY_SEARCHES_PER_CLIENT,
  DIRECTORY_WINDOW_SECONDS,
} from '../../application/server/directory/member-directory.use-case';
import type { AppDeps } from '../app-deps';

/** The directory over `store`, its searches counted per account and per client in this process's memory (as every other limit). */
export function directoryOf(store: MemberDirectory, clock: Clock): NonNullable<AppDeps['directory']> {
  const limit = (failures: number) => new InMemoryRateLimiter(clock, { failures, windowSeconds: DIRECTORY_WINDOW_SECONDS });
  return { store, searchesPerAccount: limit(DIRECTORY_SEARCHES_PER_ACCOUNT), searchesPerClient: limit(DIRECTORY_SEARCHES_PER_CLIENT) };
}
