import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { OfficersOnly } from '../../components/officers-only';
import { StackedTable } from '../../components/stacked-table';
import { useResultLoad } from '../../components/use-result';
import { MEMBER_EMAIL_TITLE, STATE_WORDS, recipientsWords } from './member-email-words';
import './member-email.css';

function Campaigns() {
  const { memberEmail } = useServices();
  const loaded = useResultLoad(useCallback(() => memberEmail.list(), [memberEmail]));
  return (
    <div className="container member-email-page">
      <h1>{MEMBER_EMAIL_TITLE}</h1>
      <p>
        <Link to="/Admin/member-email/new">Write a message</Link>
      </p>
      {loaded.status === 'loading' ? <p role="status">Loading the messages...</p> : null}
      {loaded.error ? (
        <p role="alert" className="notice-inline error">
          {loaded.error.message}
        </p>
      ) : null}
      {loaded.value?.length === 0 ? <p>No messages yet.</p> : null}
      {loaded.value && loaded.value.length > 0 ? (
        <StackedTable>
          <caption>Messages, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">To</th>
              <th scope="col">State</th>
              <th scope="col">Queued</th>
            </tr>
          </thead>
          <tbody>
            {loaded.value.map((campaign) => (
              <tr key={campaign.id}>
                <td data-label="Subject">
                  <Link to={`/Admin/member-email/${campaign.id}`}>{campaign.subject}</Link>
                </td>
                <td data-label="To">{campaign.segmentLabel}</td>
                <td data-label="State">{STATE_WORDS[campaign.state]}</td>
                <td data-label="Queued">
                  {campaign.state === 'draft' ? '' : `${campaign.queued} of ${recipientsWords(campaign.recipients)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      ) : null}
    </div>
  );
}

/** `/Admin/member-email`: the officers' messages to members (secretary, administrators). */
export function MemberEmailListPage() {
  return (
    <div className="page">
      <OfficersOnly title={MEMBER_EMAIL_TITLE} action="viewMemberEmail">
        <Campaigns />
      </OfficersOnly>
    </div>
  );
}
