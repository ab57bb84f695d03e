import type { ResultAsync } from 'neverthrow';
import type {
  GivingStatementsGateway,
  GivingStatementsGatewayError,
  GivingStatementsOverview,
  OwnGivingYears,
  StatementDownload,
  StatementsSent,
} from '../../application/ports/giving-statements-gateway.port';
import type { GivingStatementDeps, GivingStatementError } from '../../application/server/giving/giving-statement-deps';
import {
  givingStatementFile,
  sendGivingStatements,
  viewGivingStatements,
} from '../../application/server/giving/giving-statements.use-case';
import { ownGivingStatementFile, ownGivingYears } from '../../application/server/giving/own-giving-statements.use-case';
import type { Actor } from '../../domain/access';

function gatewayError(error: GivingStatementError): GivingStatementsGatewayError {
  switch (error.type) {
    case 'InvalidForm':
      return { type: 'Invalid', message: error.message, fields: error.fields as Record<string, string> };
    case 'Unauthorized':
      return { type: 'Unauthorized', message: error.message };
    default:
      return { type: 'Unavailable', message: error.message };
  }
}

/** The browser's giving statements port wired straight to the server's use cases, as `actor()` (whoever the UI tests have signed in). */
export class InMemoryGivingStatementsGateway implements GivingStatementsGateway {
  readonly #deps: GivingStatementDeps;
  readonly #actor: () => ResultAsync<Actor, never>;

  constructor(deps: GivingStatementDeps, actor: () => ResultAsync<Actor, never>) {
    this.#deps = deps;
    this.#actor = actor;
  }

  overview(year: number | null): ResultAsync<GivingStatementsOverview, GivingStatementsGatewayError> {
    return this.#actor().andThen((actor) =>
      viewGivingStatements(this.#deps, actor, { year: year === null ? null : String(year) }).mapErr(gatewayError),
    );
  }

  statement(year: number, donor: string): ResultAsync<StatementDownload, GivingStatementsGatewayError> {
    return this.#actor().andThen((actor) => givingStatementFile(this.#deps, actor, { year: String(year), donor }).mapErr(gatewayError));
  }

  sendAll(year: number): ResultAsync<StatementsSent, GivingStatementsGatewayError> {
    return this.#actor().andThen((actor) => sendGivingStatements(this.#deps, actor, { year }).mapErr(gatewayError));
  }

  ownYears(): ResultAsync<OwnGivingYears, GivingStatementsGatewayError> {
    return this.#actor().andThen((actor) => ownGivingYears(this.#deps, actor).mapErr(gatewayError));
  }

  ownStatement(year: number): ResultAsync<StatementDownload, GivingStatementsGatewayError> {
    return this.#actor().andThen((actor) => ownGivingStatementFile(this.#deps, actor, String(year)).mapErr(gatewayError));
  }
}
