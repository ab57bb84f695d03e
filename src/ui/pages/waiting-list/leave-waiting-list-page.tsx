import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../components/document-title';
import { useResultAction } from '../../components/use-result';

const NO_TOKEN = 'This link is incomplete. Please open the link from your e-mail again.';

/**
 * `/waiting-list/leave?token=...`, opened from the waiting list's e-mail: one button takes the
 * party off the list, then the server's words ('You have left the waiting list for <event>.').
 */
export function LeaveWaitingListPage() {
  useDocumentTitle('Leave the waiting list');
  const token = useSearchParams()[0].get('token') ?? '';
  const { ticketingDesk } = useServices();
  const [left, setLeft] = useState<string | null>(null);
  const leave = useResultAction((given: string) => ticketingDesk.leaveWaitingList(given), { onSuccess: (message) => setLeft(message) });
  return (
    <div className="page">
      <div className="container prose">
        <h1>Leave the waiting list</h1>
        {left !== null ? (
          <p role="status">{left}</p>
        ) : token === '' ? (
          <p role="alert">{NO_TOKEN}</p>
        ) : (
          <>
            <p>You will no longer be offered seats that free up for this event.</p>
            <button
              type="button"
              className="button button-primary"
              disabled={leave.status === 'running'}
              onClick={() => leave.start(token)}
            >
              Leave the waiting list
            </button>
            {leave.error !== null ? (
              <p className="notice-inline error" role="alert">
                {leave.error.message}
              </p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
