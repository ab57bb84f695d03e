import { ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import { officerWrite } from '../../../domain/audit';
import { reportDocumentName } from '../../../domain/treasury-report';
import type { DocumentAudit, DocumentStore, StoredDocument } from '../../ports/document-store.port';
import type { PublishedReport, TreasuryReportQuery } from '../../ports/treasury-report-gateway.port';
import { documentWrite } from '../content/document-audit';
import type { ContentError } from '../content/content.errors';
import { namedPeriodReport, reportPdf, type TreasuryFileDeps } from './treasury-report-file.use-case';
import type { TreasuryReportError } from './view-treasury-report.use-case';

export interface PublishReportDeps extends TreasuryFileDeps {
  readonly documents: DocumentStore;
}

/** The audit entry of a report published: the document, its period, and the earlier copies it replaces. */
function publishEntry(actor: Actor, period: { from: string; to: string }, replaced: readonly StoredDocument[]): DocumentAudit {
  return (document, at) =>
    officerWrite(
      actor,
      at,
      'publishTreasuryReport',
      { kind: 'document', id: document.key },
      {
        before: replaced.length === 0 ? null : { replaces: replaced.map((old) => old.key) },
        after: { name: document.name, size: document.size, contentType: document.contentType, period },
      },
    );
}

/**
 * Puts a period's report, as a PDF, among the members' Treasury Reports (publishTreasuryReport),
 * named 'Treasury report <from> to <to>.pdf'. Publishing a period again REPLACES the earlier copy
 * (the figures may have changed since: a late refund, a cheque recorded after): the new file is
 * stored first, then the old one removed, so members always find one report per period. The upload
 * and each removal append their audit entries.
 */
export function publishTreasuryReport(
  deps: PublishReportDeps,
  actor: Actor,
  query: TreasuryReportQuery,
): ResultAsync<PublishedReport, TreasuryReportError | ContentError> {
  return namedPeriodReport(deps, actor, query, 'publishTreasuryReport').andThen((report) => {
    const name = reportDocumentName(report.period);
    return ResultAsync.combine([reportPdf(deps, report), deps.documents.list('treasury-report')] as const).andThen(([bytes, listed]) => {
      const earlier = listed.filter((document) => document.name === name);
      return deps.documents
        .upload(
          { folder: 'treasury-report', fileName: name, contentType: 'application/pdf', bytes },
          undefined,
          publishEntry(actor, report.period, earlier),
        )
        .andThen((stored) =>
          ResultAsync.combine(earlier.map((old) => deps.documents.delete(old.key, documentWrite(actor, 'deleteDocument')))).map(
            (): PublishedReport => ({ key: stored.key, name: stored.name, replaced: earlier.length > 0 }),
          ),
        );
    });
  });
}
