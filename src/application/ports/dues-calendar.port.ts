import type { ResultAsync } from 'neverthrow';
import type { CoveredDuesYears } from '../../domain/membership';

export type DuesCalendarError = { readonly type: 'Unavailable'; readonly message: string };

/**
 * Which dues years a payment made today covers, as the server decides them (its clock and the
 * chapter's DUES_CUTOFF, by the domain's `coveredDuesYears`): a new annual membership's, and a
 * dues payment's. The checkout pages state it; they never work it out themselves.
 */
export interface DuesCalendar {
  coveredYears(): ResultAsync<CoveredDuesYears, DuesCalendarError>;
}
