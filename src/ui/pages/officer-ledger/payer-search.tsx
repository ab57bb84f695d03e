import { useState } from 'react';
import type { PayerView } from '../../../application/ports/ledger-gateway.port';
import { useServices } from '../../app/services';
import { TextField } from '../../components/text-field';
import { useResultAction } from '../../components/use-result';

/** Finds the paying member by name or e-mail; choosing one names them as the payer. */
export function PayerSearch({
  chosen,
  onChoose,
  error,
}: {
  readonly chosen: PayerView | null;
  readonly onChoose: (payer: PayerView) => void;
  readonly error?: string | undefined;
}) {
  const { ledger } = useServices();
  const [text, setText] = useState('');
  const [found, setFound] = useState<readonly PayerView[] | null>(null);
  const search = useResultAction((typed: string) => ledger.findPayers(typed), { onSuccess: setFound });
  const refused = search.error?.type === 'Invalid' ? (search.error.fields['q'] ?? search.error.message) : search.error?.message;
  return (
    <fieldset>
      <legend>The member who paid</legend>
      <TextField label="Find a member by name or e-mail" value={text} onChange={setText} error={refused ?? error} />
      <button type="button" className="button" onClick={() => search.start(text)} disabled={search.status === 'running'}>
        Find
      </button>
      {found === null ? null : (
        <>
          <p role="status">{found.length === 0 ? 'No member matches.' : `${found.length} found.`}</p>
          <ul className="payer-results">
            {found.map((payer) => (
              <li key={payer.id}>
                <button type="button" className="button" aria-pressed={chosen?.id === payer.id} onClick={() => onChoose(payer)}>
                  {payer.name} ({payer.email})
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {chosen === null ? null : (
        <p>
          Paying member: <strong>{chosen.name}</strong>, {chosen.email}, {chosen.membership}, dues paid to {chosen.duesPayYear ?? 'never'}
        </p>
      )}
    </fieldset>
  );
}
