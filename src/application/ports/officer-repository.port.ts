import type { NamedValues, OfficerValue } from '../../domain/named-records';
import type { Officer } from '../../domain/officers';
import type { NamedRecordRepository } from './named-record-repository.port';

export type OfficerInput = NamedValues<OfficerValue>;

/** The executive board (domain `OFFICERS`). Names are unique (see `nameKey`): a second create answers DuplicateName. */
export type OfficerRepository = NamedRecordRepository<OfficerValue, Officer>;
