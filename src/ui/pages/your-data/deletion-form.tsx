import { useState } from 'react';
import type { OwnDataGatewayError } from '../../../application/ports/own-data-gateway.port';
import { useServices } from '../../app/services';
import { TextField } from '../../components/text-field';
import { useResultAction } from '../../components/use-result';

/** A refusal that is not about the code, shown under the buttons. */
function GeneralError({ error }: { readonly error: OwnDataGatewayError | null }) {
  if (error === null || error.field === 'code') return null;
  return (
    <p role="alert" className="notice-inline error">
      {error.message}
    </p>
  );
}

/**
 * 'Delete my account' in two steps: a code by e-mail, then the deletion with it. A wrong, expired or
 * malformed code is said beside the field; `onDeleted` runs once the server has deleted everything.
 */
export function DeletionForm({ onDeleted }: { readonly onDeleted: () => void }) {
  const { ownData } = useServices();
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useResultAction(() => ownData.requestDeletionCode(), { onSuccess: ({ destination }) => setSentTo(destination) });
  const remove = useResultAction((given: string) => ownData.deleteAccount(given), { onSuccess: onDeleted });
  const codeError = remove.error?.field === 'code' ? remove.error.message : undefined;
  return (
    <div className="your-data-deletion">
      <p>
        <button type="button" className="button" onClick={() => send.start(undefined)} disabled={send.status === 'running'}>
          {sentTo === null ? 'E-mail me a code' : 'E-mail me a new code'}
        </button>
      </p>
      <GeneralError error={send.error} />
      {sentTo !== null ? (
        <form
          aria-label="Delete my account"
          onSubmit={(e) => {
            e.preventDefault();
            remove.start(code);
          }}
        >
          <p role="status">We have sent a code to {sentTo}. It works once, for one hour.</p>
          <TextField
            label="Code from the e-mail"
            value={code}
            onChange={setCode}
            error={codeError}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
          <button type="submit" className="button button-danger" disabled={remove.status === 'running'}>
            Delete my account
          </button>
          <GeneralError error={remove.error} />
        </form>
      ) : null}
    </div>
  );
}
