import { useEffect, useId, type ReactNode } from 'react';
import type { PaymentReceipt } from '../../application/ports/payment-gateway.port';
import { formatCents } from '../../domain/money';
import { StepHeading } from './step-heading';

/** Where the receipt went, said as it stands: sent, to be sent, or why there is none. */
function receiptLine(receipt: PaymentReceipt): string {
  if (receipt.receiptEmail === null) return 'No receipt was e-mailed: no e-mail address was given.';
  switch (receipt.fulfilment) {
    case 'fulfilled':
      return `A receipt was sent to ${receipt.receiptEmail}.`;
    case 'pending':
      return `A receipt will be sent to ${receipt.receiptEmail} as soon as the order is complete.`;
    case 'failed':
      return 'The chapter will contact you about this order: please keep its number.';
  }
}

/**
 * What stays on the page after a successful payment (the spec's toast still shows): what was paid
 * and its amount, the order number, where the receipt went, and the next step (`children`). Its
 * heading takes the focus when it appears and reads out the summary with it.
 */
export function PaymentConfirmation({
  receipt,
  heading = 'Thank you: your payment was received',
  children,
}: {
  readonly receipt: PaymentReceipt;
  readonly heading?: string;
  readonly children?: ReactNode;
}) {
  const headingId = useId();
  const summaryId = useId();
  useEffect(() => {
    // Wherever it appears (a checkout's step, the Member Area's panel), the reader lands on it.
    document.getElementById(headingId)?.focus();
  }, [headingId]);
  return (
    <section className="checkout-step payment-confirmation" aria-labelledby={headingId}>
      <StepHeading id={headingId} describedBy={summaryId}>
        {heading}
      </StepHeading>
      <div id={summaryId} className="payment-confirmation-summary">
        <dl className="payment-confirmation-facts">
          <div>
            <dt>Paid</dt>
            <dd>
              {receipt.description}: <strong>{formatCents(receipt.amount)}</strong>
            </dd>
          </div>
          <div>
            <dt>Order number</dt>
            <dd className="order-number">{receipt.orderId}</dd>
          </div>
        </dl>
        <p>{receiptLine(receipt)}</p>
      </div>
      {children ? <div className="payment-confirmation-next">{children}</div> : null}
    </section>
  );
}
