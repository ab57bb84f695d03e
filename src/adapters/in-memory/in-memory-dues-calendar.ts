import { okAsync, type ResultAsync } from 'neverthrow';
import { dateIn, type Clock } from '../../application/ports/clock.port';
import type { DuesCalendar, DuesCalendarError } from '../../application/ports/dues-calendar.port';
import { DEFAULT_TIME_ZONE } from '../../domain/local-date-time';
import { coveredDuesYears, type CoveredDuesYears, type DuesCutoff } from '../../domain/membership';

/** The dues years by a clock, a cut-off and the chapter's time zone, as the server works them out. */
export class InMemoryDuesCalendar implements DuesCalendar {
  readonly #clock: Clock;
  readonly #cutoff: DuesCutoff | null;
  readonly #timeZone: string;

  constructor(clock: Clock, cutoff: DuesCutoff | null = null, timeZone: string = DEFAULT_TIME_ZONE) {
    this.#clock = clock;
    this.#cutoff = cutoff;
    this.#timeZone = timeZone;
  }

  coveredYears(): ResultAsync<CoveredDuesYears, DuesCalendarError> {
    return okAsync(coveredDuesYears(dateIn(this.#clock.now(), this.#timeZone), this.#cutoff));
  }
}
