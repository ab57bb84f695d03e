import type {
  TreasuryReportGateway,
  TreasuryReportGatewayError,
  TreasuryReportQuery,
} from '../../application/ports/treasury-report-gateway.port';
import { publishTreasuryReport, type PublishReportDeps } from '../../application/server/treasury/publish-treasury-report.use-case';
import { treasuryReportFile } from '../../application/server/treasury/treasury-report-file.use-case';
import { viewTreasuryReport } from '../../application/server/treasury/view-treasury-report.use-case';
import type { Actor } from '../../domain/access';
import type { ReportPeriod } from '../../domain/treasury-report';

/** A use case's refusal in the gateway's words, as the HTTP API answers it. */
function gatewayError(error: { readonly type: string; readonly message: string; readonly fields?: unknown }): TreasuryReportGatewayError {
  switch (error.type) {
    case 'InvalidForm':
    case 'InvalidFile':
    case 'InvalidKey':
      return { type: 'Invalid', message: error.message, fields: (error.fields ?? {}) as Record<string, string> };
    case 'Unauthorized':
      return { type: 'Unauthorized', message: error.message };
    default:
      return { type: 'Unavailable', message: error.message };
  }
}

/**
 * The treasury report over the server's own use cases and in-memory ports, as `actor()` (the UI
 * tests' fake): the same rules, figures, files and words as the HTTP API, with no server between.
 */
export class InMemoryTreasuryReportGateway implements TreasuryReportGateway {
  readonly #deps: PublishReportDeps;
  readonly #actor: () => Actor;

  constructor(deps: PublishReportDeps, actor: () => Actor) {
    this.#deps = deps;
    this.#actor = actor;
  }

  report(query: TreasuryReportQuery) {
    return viewTreasuryReport(this.#deps, this.#actor(), query).mapErr(gatewayError);
  }

  file(query: TreasuryReportQuery, kind: 'csv' | 'pdf') {
    return treasuryReportFile(this.#deps, this.#actor(), query, kind).mapErr(gatewayError);
  }

  publish(period: ReportPeriod) {
    return publishTreasuryReport(this.#deps, this.#actor(), period).mapErr(gatewayError);
  }
}
