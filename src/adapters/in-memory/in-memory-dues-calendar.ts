import { okAsync, type ResultAsync } from 'neverthrow';
import { dateOf, type Clock } from '../../application/ports/clock.port';
import type { DuesCalendar, DuesCalendarError } from '../../application/ports/dues-calendar.port';
import { coveredDuesYears, type CoveredDuesYears, type DuesCutoff } from '../../domain/membership';

/** The dues years by a clock and a cut-off, as the server works them out. */
export class InMemoryDuesCalendar implements DuesCalendar {
  readonly #clock: Clock;
  readonly #cutoff: DuesCutoff | null;

  constructor(clock: Clock, cutoff: DuesCutoff | null = null) {
    this.#clock = clock;
    this.#cutoff = cutoff;
  }

  coveredYears(): ResultAsync<CoveredDuesYears, DuesCalendarError> {
    return okAsync(coveredDuesYears(dateOf(this.#clock), this.#cutoff));
  }
}
