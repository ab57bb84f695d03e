import { useState } from 'react';
import type { GivingStatementsOverview, StatementsSent } from '../../../application/ports/giving-statements-gateway.port';
import { useServices } from '../../app/services';
import { useResultAction } from '../../components/use-result';

const statements = (count: number) => (count === 1 ? '1 statement' : `${count} statements`);

/** What a run did, in words: 'Queued 2 statements; 1 had been sent already and was not sent again.' */
export function sentWords(sent: Pick<StatementsSent, 'queued' | 'alreadyQueued'>): string {
  const again =
    sent.alreadyQueued === 0
      ? ''
      : `; ${sent.alreadyQueued} had been sent already and ${sent.alreadyQueued === 1 ? 'was' : 'were'} not sent again`;
  return `Queued ${statements(sent.queued)}${again}.`;
}

/** 'Send all', asked twice: a first press shows what will happen, the second sends (sendGivingStatements). */
export function SendAll({ view, onSent }: { readonly view: GivingStatementsOverview; readonly onSent: () => void }) {
  const { givingStatements } = useServices();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<StatementsSent | null>(null);
  const send = useResultAction((year: number) => givingStatements.sendAll(year), {
    onSuccess: (sent) => {
      setResult(sent);
      setConfirming(false);
      onSent();
    },
  });
  return (
    <section className="card" aria-labelledby="send-heading">
      <h2 id="send-heading">Send the statements</h2>
      <p>
        Each donor gets one e-mail with their statement attached and a link to download it. A donor already sent this year’s statement is
        not sent it again.
      </p>
      {confirming ? (
        <div className="giving-confirm" role="group" aria-labelledby="confirm-words">
          <p id="confirm-words">
            Send {statements(view.total.donors)} for {view.yearWords}?
          </p>
          <div className="form-actions">
            <button type="button" className="button" disabled={send.status === 'running'} onClick={() => send.start(view.year)}>
              Yes, send them
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="form-actions">
          <button
            type="button"
            className="button"
            disabled={view.total.donors === 0}
            onClick={() => {
              setResult(null);
              setConfirming(true);
            }}
          >
            Send all
          </button>
        </div>
      )}
      {result ? <p role="status">{sentWords(result)}</p> : null}
      {send.error ? (
        <p role="alert" className="notice-inline error">
          {send.error.message}
        </p>
      ) : null}
    </section>
  );
}
