import type { ReceiptsGateway, ReceiptsGatewayError } from '../../application/ports/receipts-gateway.port';
import { myPayments, myReceipt, officerReceipt, type ReceiptDeps } from '../../application/server/receipts/receipts.use-case';
import {
  saveChapterSettings,
  viewChapterSettings,
  type ChapterSettingsDeps,
} from '../../application/server/settings/chapter-settings.use-case';
import type { Actor } from '../../domain/access';
import type { ChapterSettingsForm } from '../../domain/validation/chapter-settings-form';

/** A use case's refusal in the gateway's words, as the HTTP API answers it. */
function gatewayError(error: { readonly type: string; readonly message: string; readonly fields?: unknown }): ReceiptsGatewayError {
  switch (error.type) {
    case 'InvalidForm':
      return { type: 'Invalid', message: error.message, fields: (error.fields ?? {}) as Record<string, string> };
    case 'Unauthorized':
      return { type: 'Unauthorized', message: error.message };
    case 'OrderNotFound':
      return { type: 'NotFound', message: error.message };
    default:
      return { type: 'Unavailable', message: error.message };
  }
}

/**
 * Receipts and the chapter's settings over the server's own use cases and in-memory ports, as
 * `actor()` (the UI tests' fake): the same rules, files and words as the HTTP API, with no server between.
 */
export class InMemoryReceiptsGateway implements ReceiptsGateway {
  readonly #deps: ReceiptDeps & ChapterSettingsDeps;
  readonly #actor: () => Actor;

  constructor(deps: ReceiptDeps & ChapterSettingsDeps, actor: () => Actor) {
    this.#deps = deps;
    this.#actor = actor;
  }

  myPayments() {
    return myPayments(this.#deps, this.#actor()).mapErr(gatewayError);
  }

  myReceipt(orderId: string) {
    return myReceipt(this.#deps, this.#actor(), orderId).mapErr(gatewayError);
  }

  ledgerReceipt(orderId: string) {
    return officerReceipt(this.#deps, this.#actor(), orderId).mapErr(gatewayError);
  }

  settings() {
    return viewChapterSettings(this.#deps, this.#actor()).mapErr(gatewayError);
  }

  saveSettings(form: ChapterSettingsForm) {
    return saveChapterSettings(this.#deps, this.#actor(), form).mapErr(gatewayError);
  }
}
