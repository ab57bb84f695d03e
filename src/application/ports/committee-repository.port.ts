import type { NamedRecordRepository } from './named-record-repository.port';
import type { CommitteeValue, NamedValues } from '../../domain/named-records';
import type { Committee } from '../../domain/news';

export type CommitteeInput = NamedValues<CommitteeValue>;

/**
 * The chapter's committees (domain `COMMITTEES`) as readers get them: each with the safe HTML of
 * its purpose and how to join (`purposeHtml`, `howToJoinHtml`), rendered by the server. Names are
 * unique (see `nameKey`): a second create answers DuplicateName.
 */
export type CommitteeRepository = NamedRecordRepository<CommitteeValue, Committee>;
