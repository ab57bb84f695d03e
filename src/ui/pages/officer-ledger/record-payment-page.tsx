import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { OfflinePaymentChoices, PayerView, RecordedPayment } from '../../../application/ports/ledger-gateway.port';
import { METHOD_WORDS, OFFLINE_METHODS } from '../../../domain/ledger';
import { useServices } from '../../app/services';
import { OfficersOnly } from '../../components/officers-only';
import { TextField } from '../../components/text-field';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { dollars, LEDGER_TITLE, RECORD_TITLE } from './ledger-words';
import { PayerSearch } from './payer-search';
import { offlinePaymentForm, PURPOSES } from './payment-form';
import { DonationFields, MembershipFields, PayerFields, TicketFields, type Answers } from './purpose-fields';
import { SelectField } from './select-field';
import './officer-ledger.css';

const RECEIPT_WORDS: Readonly<Record<RecordedPayment['receipt'], string>> = {
  sent: 'The receipt was e-mailed to the payer.',
  'not-sent': 'The receipt could not be e-mailed.',
  none: 'No receipt was sent: there is no e-mail address.',
};

function Recorded({ recorded, onAnother }: { readonly recorded: RecordedPayment; readonly onAnother: () => void }) {
  const { entry } = recorded;
  return (
    <div role="status">
      <h2>Payment recorded</h2>
      <p>
        {dollars(entry.amount)} for {entry.description}, order <Link to={`/Admin/ledger/${encodeURIComponent(entry.id)}`}>{entry.id}</Link>.
      </p>
      <p>{recorded.outcome === 'flagged' ? 'The order was flagged for a person to look at.' : RECEIPT_WORDS[recorded.receipt]}</p>
      <button type="button" className="button" onClick={onAnother}>
        Record another payment
      </button>
    </div>
  );
}

const newKey = () => globalThis.crypto.randomUUID();

function PaymentForm({ choices }: { readonly choices: OfflinePaymentChoices }) {
  const { ledger } = useServices();
  const [purpose, setPurpose] = useState('dues');
  const [answers, setAnswers] = useState<Answers>({
    receivedOn: choices.today,
    method: 'cheque',
    duesYear: String(choices.duesYears[0] ?? ''),
  });
  const [payer, setPayer] = useState<PayerView | null>(null);
  const [key, setKey] = useState(newKey);
  const [recorded, setRecorded] = useState<RecordedPayment | null>(null);
  const record = useResultAction((form: ReturnType<typeof offlinePaymentForm>) => ledger.recordPayment(form), { onSuccess: setRecorded });
  const set = (field: string) => (value: string) => setAnswers((current) => ({ ...current, [field]: value }));
  const errors = record.error?.type === 'Invalid' ? record.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.start(offlinePaymentForm(purpose, answers, payer, key));
  };
  if (recorded)
    return (
      <Recorded
        recorded={recorded}
        onAnother={() => {
          setRecorded(null);
          setPayer(null);
          setKey(newKey());
          record.reset();
        }}
      />
    );
  const fields = { answers, set, errors, choices };
  return (
    <form className="record-payment" onSubmit={submit} noValidate>
      <SelectField
        label="What the payment is for"
        value={purpose}
        options={PURPOSES}
        onChange={setPurpose}
        error={errors['purpose']}
        required
      />
      {purpose === 'dues' ? (
        <SelectField
          label="Dues year"
          value={answers['duesYear'] ?? ''}
          options={choices.duesYears.map((year) => ({ value: String(year), label: String(year) }))}
          onChange={set('duesYear')}
          error={errors['duesYear']}
          required
        />
      ) : null}
      {purpose === 'dues' || purpose === 'upgrade' ? <PayerSearch chosen={payer} onChoose={setPayer} error={errors['memberId']} /> : null}
      {purpose === 'membership' ? <MembershipFields {...fields} /> : null}
      {purpose === 'donation' ? <DonationFields {...fields} /> : null}
      {purpose === 'event-tickets' ? <TicketFields {...fields} /> : null}
      {purpose === 'donation' || purpose === 'event-tickets' ? <PayerFields {...fields} optional={purpose === 'donation'} /> : null}
      <fieldset>
        <legend>The payment</legend>
        <SelectField
          label="Method"
          value={answers['method'] ?? ''}
          options={OFFLINE_METHODS.map((method) => ({ value: method, label: METHOD_WORDS[method] }))}
          onChange={set('method')}
          error={errors['method']}
          required
        />
        <TextField
          label="Reference"
          hint="A cheque's number, a transfer's reference"
          value={answers['reference'] ?? ''}
          onChange={set('reference')}
          error={errors['reference']}
        />
        <TextField
          label="Date received"
          hint="YYYY-MM-DD"
          value={answers['receivedOn'] ?? ''}
          onChange={set('receivedOn')}
          error={errors['receivedOn']}
          required
        />
      </fieldset>
      {record.error ? (
        <p role="alert" className="notice-inline error">
          {record.error.message}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={record.status === 'running'}>
        Record payment
      </button>
    </form>
  );
}

function RecordPayment() {
  const { ledger } = useServices();
  const loaded = useResultLoad(useCallback(() => ledger.paymentChoices(), [ledger]));
  return (
    <div className="container ledger-page">
      <h1>{RECORD_TITLE}</h1>
      <p>A payment taken by hand (cash, a cheque, a bank transfer): it has the same effects and receipt as the same payment online.</p>
      {loaded.status === 'failed' && loaded.error ? (
        <p role="alert" className="notice-inline error">
          {loaded.error.message}
        </p>
      ) : loaded.value === null ? (
        <p role="status">Loading...</p>
      ) : (
        <PaymentForm choices={loaded.value} />
      )}
      <p>
        <Link to="/Admin/ledger">{`Back to the ${LEDGER_TITLE.toLowerCase()}`}</Link>
      </p>
    </div>
  );
}

/** `/Admin/payments/new`: 'Record a payment' taken by hand (officers). */
export function RecordPaymentPage() {
  return (
    <div className="page">
      <OfficersOnly title={RECORD_TITLE} action="recordOfflinePayment">
        <RecordPayment />
      </OfficersOnly>
    </div>
  );
}
