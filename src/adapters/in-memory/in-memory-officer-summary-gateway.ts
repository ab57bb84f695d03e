import type { OfficerSummaryError, OfficerSummaryGateway } from '../../application/ports/officer-summary-gateway.port';
import {
  viewOfficerSummary,
  type OfficerSummaryDeps,
  type ViewOfficerSummaryError,
} from '../../application/server/officer-summary/view-officer-summary.use-case';
import type { Actor } from '../../domain/access';

function gatewayError(error: ViewOfficerSummaryError): OfficerSummaryError {
  return error.type === 'Unauthorized' ? { type: 'Unauthorized', message: error.message } : { type: 'Unavailable', message: error.message };
}

/** The console home's summary over the server's own use case and in-memory ports, as `actor()` (the UI tests' fake). */
export class InMemoryOfficerSummaryGateway implements OfficerSummaryGateway {
  readonly #deps: OfficerSummaryDeps;
  readonly #actor: () => Actor;

  constructor(deps: OfficerSummaryDeps, actor: () => Actor) {
    this.#deps = deps;
    this.#actor = actor;
  }

  summary() {
    return viewOfficerSummary(this.#deps, this.#actor()).mapErr(gatewayError);
  }
}
