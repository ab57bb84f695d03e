import { useCallback } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../../application/browser/identity-routes';
import type { PaymentSummary } from '../../../application/ports/receipts-gateway.port';
import { formatCents } from '../../../domain/money';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { StackedTable } from '../../components/stacked-table';
import { useDocumentTitle } from '../../components/document-title';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { saveReceipt } from './save-receipt';
import './receipts.css';

const TITLE = 'Your payments';

function PaymentRows({ payments }: { readonly payments: readonly PaymentSummary[] }) {
  const { receipts } = useServices();
  const download = useResultAction((orderId: string) => receipts.myReceipt(orderId), { onSuccess: saveReceipt });
  return (
    <>
      <StackedTable>
        <caption>Your payments to the chapter, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">For</th>
            <th scope="col">Amount</th>
            <th scope="col">Refunded</th>
            <th scope="col">Receipt</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td data-label="Date">{payment.paidOn}</td>
              <td data-label="For">{payment.description}</td>
              <td data-label="Amount">{formatCents(payment.amount)}</td>
              <td data-label="Refunded">{payment.refunded === 0 ? 'None' : formatCents(payment.refunded)}</td>
              <td data-label="Receipt">
                <button
                  type="button"
                  className="button"
                  disabled={download.status === 'running'}
                  onClick={() => download.start(payment.id)}
                  aria-label={`Download the receipt of ${payment.description}, ${payment.paidOn} (PDF)`}
                >
                  Receipt (PDF)
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
      {download.error ? (
        <p role="alert" className="notice-inline error">
          {download.error.message}
        </p>
      ) : null}
    </>
  );
}

function Payments() {
  const { receipts } = useServices();
  const loaded = useResultLoad(useCallback(() => receipts.myPayments(), [receipts]));
  if (loaded.status === 'failed' && loaded.error)
    return (
      <p role="alert" className="notice-inline error">
        {loaded.error.message}
      </p>
    );
  if (loaded.value === null) return <p role="status">Loading your payments...</p>;
  if (loaded.value.length === 0) return <p>You have made no payments to the chapter with this e-mail address yet.</p>;
  return <PaymentRows payments={loaded.value} />;
}

/** `/Member-Area/payments`: the signed-in person's payments, each with its receipt as a PDF (issue 20). */
export function MemberPaymentsPage() {
  useDocumentTitle(TITLE);
  const session = useSession();
  if (session.status === 'signed-out' || (session.status === 'signed-in' && !session.email)) {
    return <Navigate to={IDENTITY_ROUTES.login} replace />;
  }
  return (
    <div className="page">
      <div className="container receipts-page">
        <h1>{TITLE}</h1>
        <p>Each receipt names the chapter, the amount and what it was for, and what part of it was a gift for your tax records.</p>
        {session.status === 'unknown' ? <p role="status">Loading...</p> : <Payments />}
        <p>
          <Link to="/Member-Area">Back to the Member Area</Link>
        </p>
      </div>
    </div>
  );
}
