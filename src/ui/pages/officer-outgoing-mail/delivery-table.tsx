import type { OutgoingMailGatewayError } from '../../../application/ports/outgoing-mail-gateway.port';
import type { Delivery } from '../../../application/ports/mail-queue.port';
import { useServices } from '../../app/services';
import { useResultAction } from '../../components/use-result';
import { StackedTable } from '../../components/stacked-table';
import { instantWords, STATUS_WORDS } from './outgoing-mail-words';

/** 'Try again' of one failed mail, its refusal announced beside it. */
function TryAgain({ delivery, onRetried }: { readonly delivery: Delivery; readonly onRetried: (delivery: Delivery) => void }) {
  const { outgoingMail } = useServices();
  const retry = useResultAction<string, Delivery, OutgoingMailGatewayError>((id) => outgoingMail.retry(id), { onSuccess: onRetried });
  return (
    <>
      <button
        type="button"
        className="button"
        aria-label={`Try again: ${delivery.subject} to ${delivery.to}`}
        onClick={() => retry.start(delivery.id)}
        disabled={retry.status === 'running'}
      >
        Try again
      </button>
      {retry.error ? (
        <p role="alert" className="notice-inline error">
          {retry.error.message}
        </p>
      ) : null}
    </>
  );
}

/**
 * The deliveries, newest first: a table on a wide screen, one stacked block per mail on a phone.
 * Never a mail's text: only its recipient, subject and how it went.
 */
export function DeliveryTable({
  deliveries,
  mayRetry,
  onRetried,
}: {
  readonly deliveries: readonly Delivery[];
  readonly mayRetry: boolean;
  readonly onRetried: (delivery: Delivery) => void;
}) {
  return (
    <StackedTable label="Deliveries">
      <caption>Deliveries, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Recipient</th>
          <th scope="col">Subject</th>
          <th scope="col">Status</th>
          <th scope="col">Tries</th>
          <th scope="col">Queued</th>
          <th scope="col">Sent</th>
          <th scope="col">Last error</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((delivery) => (
          <tr key={delivery.id}>
            <th scope="row" data-label="Recipient">
              {delivery.to}
            </th>
            <td data-label="Subject">{delivery.subject}</td>
            <td data-label="Status">{STATUS_WORDS[delivery.status]}</td>
            <td data-label="Tries">{delivery.attempts}</td>
            <td data-label="Queued">{instantWords(delivery.queuedAt)}</td>
            <td data-label="Sent">{delivery.sentAt === null ? 'Not sent' : instantWords(delivery.sentAt)}</td>
            <td data-label="Last error">
              {delivery.status === 'failed' ? (
                <>
                  {delivery.lastError === null ? null : <p className="outgoing-error">{delivery.lastError}</p>}
                  {mayRetry ? <TryAgain delivery={delivery} onRetried={onRetried} /> : null}
                </>
              ) : (
                'None'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}
