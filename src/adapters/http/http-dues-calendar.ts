import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { DuesCalendar, DuesCalendarError } from '../../application/ports/dues-calendar.port';
import type { CoveredDuesYears } from '../../domain/membership';
import { jsonClient, type JsonClient } from './json-client';

const year = z.number().int().min(1900).max(9999);
const duesYearsAnswer = z.object({ annualMembership: year, dues: year });

const UNAVAILABLE: DuesCalendarError = { type: 'Unavailable', message: 'The dues year could not be loaded.' };

/** The dues years the server decides: GET /payment/dues-years (public, retried like every safe request). */
export class HttpDuesCalendar implements DuesCalendar {
  readonly #client: JsonClient;

  constructor(client: JsonClient = jsonClient()) {
    this.#client = client;
  }

  coveredYears(): ResultAsync<CoveredDuesYears, DuesCalendarError> {
    return this.#client({ method: 'GET', path: '/payment/dues-years', answer: duesYearsAnswer, safeToRetry: true }).mapErr(
      () => UNAVAILABLE,
    );
  }
}
