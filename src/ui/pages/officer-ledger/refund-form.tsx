import { useId, useState, type FormEvent } from 'react';
import type { LedgerOrderView, RefundEffectView, RefundMade } from '../../../application/ports/ledger-gateway.port';
import { useServices } from '../../app/services';
import { TextField } from '../../components/text-field';
import { useResultAction } from '../../components/use-result';
import { dollars } from './ledger-words';

const newKey = () => globalThis.crypto.randomUUID();

const EFFECT_RESULT: Readonly<Record<RefundEffectView, string>> = {
  'tickets-released': 'The tickets were released and their seats freed.',
  'dues-reverted': "The member's dues year was set back to the year before.",
  'left-for-secretary': 'The member record stays as it is: removing a member is for the secretary to decide.',
  'nothing-to-undo': 'There was nothing to undo.',
  'not-asked': 'Nothing else was changed.',
};

/** What undoing does for this order, in the officer's words. */
function undoLabel(view: LedgerOrderView): string {
  switch (view.entry.category.group) {
    case 'tickets':
    case 'sponsorship':
      return 'Release the tickets (only with a refund of all that is left)';
    case 'dues':
      return "Set the member's dues year back to the year before";
    case 'membership':
    case 'upgrade':
      return 'Undo its effect (the member record stays: the secretary decides)';
    default:
      return 'Undo its effect (a donation has none)';
  }
}

/**
 * The refund form on an order's page (treasurer, administrator): the amount in cents (all that is
 * left by default), the reason, and whether to undo the order's effect; each refusal beside its
 * field, the result announced. One key per form, so a repeated submit refunds once.
 */
export function RefundForm({ view, onRefunded }: { readonly view: LedgerOrderView; readonly onRefunded: () => void }) {
  const { ledger } = useServices();
  const id = useId();
  const [amount, setAmount] = useState(String(view.left));
  const [reason, setReason] = useState('');
  const [undo, setUndo] = useState(false);
  const [key, setKey] = useState(newKey);
  const [made, setMade] = useState<RefundMade | null>(null);
  const refund = useResultAction(
    (form: { amount: string; reason: string; undo: boolean; idempotencyKey: string }) =>
      ledger.refund(view.entry.id, {
        ...form,
        amount: /^\s*\d{1,12}\s*$/.test(form.amount) ? Number(form.amount) : form.amount,
      }),
    {
      onSuccess: (answer) => {
        setMade(answer);
        setKey(newKey());
        setReason('');
        setUndo(false);
        setAmount(String(answer.left));
        onRefunded();
      },
    },
  );
  const errors = refund.error?.type === 'Invalid' ? refund.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMade(null);
    refund.start({ amount, reason, undo, idempotencyKey: key });
  };
  const undoError = errors['undo'];
  return (
    <section aria-labelledby={`${id}-title`} className="ledger-refund">
      <h2 id={`${id}-title`}>Refund</h2>
      {made ? (
        <div role="status" className="notice-inline">
          <p>
            {dollars(made.refund.amount)} was refunded. {made.left === 0 ? 'Nothing is left to refund.' : `${dollars(made.left)} is left.`}
          </p>
          <p>{EFFECT_RESULT[made.effect]}</p>
          <p>{made.mailed ? 'The payer was e-mailed.' : 'The payer was already told of this refund.'}</p>
        </div>
      ) : null}
      {view.refundable && view.left > 0 ? (
        <form onSubmit={submit} noValidate>
          <p>{`${dollars(view.left)} of ${dollars(view.entry.amount)} is left to refund.`}</p>
          <TextField
            label="Amount in cents"
            hint={`1 to ${view.left}; all that is left by default`}
            inputMode="numeric"
            value={amount}
            onChange={setAmount}
            error={errors['amount']}
            required
          />
          <TextField label="Reason" hint="The payer is told it" value={reason} onChange={setReason} error={errors['reason']} required />
          <div className="field">
            <label className="checkbox" htmlFor={`${id}-undo`}>
              <input
                id={`${id}-undo`}
                type="checkbox"
                checked={undo}
                aria-invalid={undoError ? true : undefined}
                aria-describedby={undoError ? `${id}-undo-error` : undefined}
                onChange={(event) => setUndo(event.target.checked)}
              />{' '}
              {undoLabel(view)}
            </label>
            {undoError ? (
              <p id={`${id}-undo-error`} className="field-error" role="alert">
                {undoError}
              </p>
            ) : null}
          </div>
          {refund.error && Object.keys(errors).length === 0 ? (
            <p role="alert" className="notice-inline error">
              {refund.error.message}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={refund.status === 'running'}>
            Refund
          </button>
        </form>
      ) : made ? null : (
        <p>{view.left === 0 ? 'Nothing is left to refund.' : 'Only a payment made online by card is refunded here.'}</p>
      )}
    </section>
  );
}

/** The order's refunds, oldest first: when, how much, by whom, why. */
export function RefundList({ view }: { readonly view: LedgerOrderView }) {
  if (view.refunds.length === 0) return null;
  return (
    <>
      <h2>Refunds</h2>
      <ol className="ledger-events">
        {view.refunds.map((refund) => (
          <li key={refund.id}>
            <strong>{dollars(refund.amount)}</strong>{' '}
            <time dateTime={refund.refundedAt}>{refund.refundedAt.replace('T', ' ').slice(0, 16)} UTC</time>
            {` by ${refund.refundedBy}: ${refund.reason}`}
            {refund.undo ? ' (effect undone)' : ''}
          </li>
        ))}
      </ol>
    </>
  );
}
