import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { LedgerOrderView, PaymentEventView } from '../../../application/ports/ledger-gateway.port';
import { categoryWords, METHOD_WORDS } from '../../../domain/ledger';
import { canActor } from '../../../domain/access';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useDocumentTitle } from '../../components/document-title';
import { OfficersOnly } from '../../components/officers-only';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { saveReceipt } from '../receipts/save-receipt';
import { dollars, STATUS_WORDS } from './ledger-words';
import { RefundForm, RefundList } from './refund-form';
import './officer-ledger.css';

const EVENT_WORDS: Readonly<Record<PaymentEventView['kind'], string>> = {
  created: 'Made',
  recorded: 'Recorded',
  'payment-opened': 'Card payment opened',
  webhook: 'Processor event',
  paid: 'Paid',
  failed: 'Failed',
  flagged: 'Flagged',
  fulfilled: 'Fulfilled',
  refunded: 'Refunded',
};

function OrderDetails({ view }: { readonly view: LedgerOrderView }) {
  const { entry } = view;
  const rows: readonly [string, string][] = [
    ['Date', entry.day],
    ['Category', categoryWords(entry.category)],
    ['For', entry.description],
    ['Payer', [entry.payer.name || 'Anonymous', entry.payer.email].filter((part) => part !== '').join(', ')],
    ['Member ID', entry.memberId ?? 'None'],
    ['Amount', dollars(entry.amount)],
    ['Method', `${METHOD_WORDS[entry.method]}${entry.reference === '' ? '' : ` ${entry.reference}`}`],
    ['Status', STATUS_WORDS[entry.status]],
    ['Recorded by', entry.recordedBy ?? 'Online'],
  ];
  return (
    <dl className="ledger-details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The payment's receipt, as its payer got it (issue 20): only for an order that was paid. */
function ReceiptDownload({ view }: { readonly view: LedgerOrderView }) {
  const { receipts } = useServices();
  const download = useResultAction((orderId: string) => receipts.ledgerReceipt(orderId), { onSuccess: saveReceipt });
  if (!view.events.some((event) => event.kind === 'paid')) return null;
  return (
    <div className="ledger-receipt">
      <button type="button" className="button" disabled={download.status === 'running'} onClick={() => download.start(view.entry.id)}>
        Download the receipt (PDF)
      </button>
      {download.error ? (
        <p role="alert" className="notice-inline error">
          {download.error.message}
        </p>
      ) : null}
    </div>
  );
}

function LedgerOrder({ orderId }: { readonly orderId: string }) {
  const { ledger } = useServices();
  const loaded = useResultLoad(useCallback(() => ledger.order(orderId), [ledger, orderId]));
  useDocumentTitle(`Order ${orderId}`);
  const session = useSession();
  const mayRefund = session.status === 'signed-in' && canActor(session.actor, 'refundPayment', 'anyEvent');
  if (loaded.status === 'failed' && loaded.error)
    return (
      <div className="container" role="alert">
        <p>{loaded.error.message}</p>
        <p>
          <Link to="/Admin/ledger">Back to the ledger</Link>
        </p>
      </div>
    );
  const view = loaded.value;
  if (view === null)
    return (
      <p className="container" role="status">
        Loading the order...
      </p>
    );
  return (
    <div className="container ledger-page">
      <h1>Order {view.entry.id}</h1>
      <OrderDetails view={view} />
      <ReceiptDownload view={view} />
      <h2>Payment events</h2>
      <ol className="ledger-events">
        {view.events.map((event, index) => (
          <li key={index}>
            <strong>{EVENT_WORDS[event.kind]}</strong>
            {event.at === null ? null : (
              <>
                {' '}
                <time dateTime={event.at}>{event.at.replace('T', ' ').slice(0, 16)} UTC</time>
              </>
            )}
            {event.detail === '' ? null : `: ${event.detail}`}
          </li>
        ))}
      </ol>
      <RefundList view={view} />
      {mayRefund ? <RefundForm view={view} onRefunded={loaded.reload} /> : null}
      <p>
        <Link to="/Admin/ledger">Back to the ledger</Link>
      </p>
    </div>
  );
}

/** `/Admin/ledger/:order`: one order and its payment events (officers). */
export function LedgerOrderPage() {
  const { order = '' } = useParams();
  return (
    <div className="page">
      <OfficersOnly title="Order" action="viewLedger">
        <LedgerOrder orderId={order} />
      </OfficersOnly>
    </div>
  );
}
