import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type {
  MailTemplateError,
  MailTemplateGateway,
  MailTemplateKind,
  MailTemplatePreview,
} from '../../application/ports/mail-template-gateway.port';

/** The officers' mail preview over previews given up front (the browser's tests). */
export class InMemoryMailTemplateGateway implements MailTemplateGateway {
  readonly #previews: readonly MailTemplatePreview[];

  constructor(previews: readonly MailTemplatePreview[]) {
    this.#previews = previews;
  }

  kinds(): ResultAsync<readonly MailTemplateKind[], MailTemplateError> {
    return okAsync(this.#previews.map(({ kind, label }) => ({ kind, label })));
  }

  preview(kind: string): ResultAsync<MailTemplatePreview, MailTemplateError> {
    const found = this.#previews.find((preview) => preview.kind === kind);
    return found ? okAsync(found) : errAsync({ type: 'NotFound', message: 'There is no mail of this kind.' });
  }
}
