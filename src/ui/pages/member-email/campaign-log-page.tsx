import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { OfficersOnly } from '../../components/officers-only';
import { StackedTable } from '../../components/stacked-table';
import { useResultLoad } from '../../components/use-result';
import { DELIVERY_STATUSES, DELIVERY_WORDS, MEMBER_EMAIL_TITLE, STATE_WORDS, recipientsWords } from './member-email-words';
import './member-email.css';

function Log({ id }: { readonly id: string }) {
  const { memberEmail } = useServices();
  const loaded = useResultLoad(useCallback(() => memberEmail.log(id), [memberEmail, id]));
  const log = loaded.value;
  return (
    <div className="container member-email-page">
      <h1>{log ? log.campaign.subject : MEMBER_EMAIL_TITLE}</h1>
      <p>
        <Link to="/Admin/member-email">All messages</Link>
      </p>
      {loaded.status === 'loading' ? <p role="status">Loading the message...</p> : null}
      {loaded.error ? (
        <p role="alert" className="notice-inline error">
          {loaded.error.message}
        </p>
      ) : null}
      {log ? (
        <>
          <p>
            {STATE_WORDS[log.campaign.state]}: {log.campaign.segmentLabel}
            {log.campaign.state === 'draft' ? `, ${recipientsWords(log.recipients)} now` : `, ${recipientsWords(log.campaign.recipients)}`}.
          </p>
          {log.campaign.state === 'draft' ? (
            <p>
              <Link to={`/Admin/member-email/new?draft=${encodeURIComponent(log.campaign.id)}`}>Edit this draft</Link>
            </p>
          ) : null}
          <h2>Deliveries</h2>
          <ul aria-label="Deliveries by status">
            {DELIVERY_STATUSES.map((status) => (
              <li key={status}>
                {DELIVERY_WORDS[status]}: {log.counts[status]}
              </li>
            ))}
          </ul>
          {log.deliveries.length > 0 ? (
            <StackedTable>
              <caption>Recipients</caption>
              <thead>
                <tr>
                  <th scope="col">To</th>
                  <th scope="col">Status</th>
                  <th scope="col">Note</th>
                </tr>
              </thead>
              <tbody>
                {log.deliveries.map((delivery) => (
                  <tr key={delivery.id}>
                    <td data-label="To">{delivery.to}</td>
                    <td data-label="Status">{DELIVERY_WORDS[delivery.status]}</td>
                    <td data-label="Note">{delivery.lastError ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </StackedTable>
          ) : null}
          <h2>The message</h2>
          {/* Safe HTML: the server's Markdown renderer allows no script, style or handler. */}
          <div className="member-email-preview" dangerouslySetInnerHTML={{ __html: log.html }} />
        </>
      ) : null}
    </div>
  );
}

/** `/Admin/member-email/:id`: a message, its recipients and how each delivery went (viewMemberEmail). */
export function CampaignLogPage() {
  const { id = '' } = useParams();
  return (
    <div className="page">
      <OfficersOnly title={MEMBER_EMAIL_TITLE} action="viewMemberEmail">
        <Log id={id} />
      </OfficersOnly>
    </div>
  );
}
