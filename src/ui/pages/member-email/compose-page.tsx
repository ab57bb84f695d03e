import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { CampaignPreview } from '../../../application/ports/member-email-gateway.port';
import { campaignFormOf, type CampaignForm } from '../../../domain/member-email';
import { useServices } from '../../app/services';
import { OfficersOnly } from '../../components/officers-only';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { ComposeFields } from './compose-fields';
import { COMPOSE_TITLE, recipientsWords } from './member-email-words';
import './member-email.css';

const EMPTY: CampaignForm = { subject: '', body: '', segment: 'all', year: '', gradYearFrom: '', gradYearTo: '', event: '' };

function Preview({ preview }: { readonly preview: CampaignPreview }) {
  return (
    <section aria-labelledby="member-email-preview-title">
      <h2 id="member-email-preview-title">Preview</h2>
      <p role="status">
        {preview.campaign.segmentLabel}: this message will go to {recipientsWords(preview.recipients)}.
      </p>
      <div className="member-email-preview">
        <p>
          <strong>Subject:</strong> {preview.campaign.subject}
        </p>
        {/* Safe HTML: the server's Markdown renderer allows no script, style or handler. */}
        <div dangerouslySetInnerHTML={{ __html: preview.html }} />
      </div>
    </section>
  );
}

/** The draft named by `?draft=`, loaded into the form; the words why it cannot be, when it cannot. */
function useDraft(draftId: string | null, onLoaded: (form: CampaignForm) => void): string | null {
  const { memberEmail } = useServices();
  const load = useCallback(() => memberEmail.log(draftId ?? ''), [memberEmail, draftId]);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (draftId === null) return;
    let current = true;
    void load().match(
      ({ campaign }) => {
        if (!current) return;
        if (campaign.state === 'draft') onLoaded(campaignFormOf(campaign));
        else setRefusal('This message has been sent, so it can no longer be changed.');
      },
      (error) => {
        if (current) setRefusal(error.message);
      },
    );
    return () => {
      current = false;
    };
  }, [draftId, load, onLoaded]);
  return refusal;
}

function Compose() {
  const { memberEmail } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const choices = useResultLoad(useCallback(() => memberEmail.choices(), [memberEmail]));
  const [form, setForm] = useState<CampaignForm>(EMPTY);
  // The draft this page writes to, once saved (or opened): every later preview saves it again.
  const [draftId, setDraftId] = useState<string | null>(params.get('draft'));
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [tested, setTested] = useState<string | null>(null);
  const refusal = useDraft(
    params.get('draft'),
    useCallback((loaded: CampaignForm) => setForm({ ...EMPTY, ...loaded }), []),
  );
  const save = useResultAction((input: CampaignForm) => memberEmail.save(draftId, input), {
    onSuccess: (answer) => {
      setDraftId(answer.campaign.id);
      setPreview(answer);
    },
  });
  const test = useResultAction((id: string) => memberEmail.sendTest(id), { onSuccess: ({ to }) => setTested(to) });
  const send = useResultAction((id: string) => memberEmail.send(id), {
    onSuccess: (campaign) => void navigate(`/Admin/member-email/${campaign.id}`),
  });
  const change = (next: CampaignForm) => {
    setForm(next);
    setTested(null);
    if (preview) setPreview(null);
  };
  const errors = save.error?.type === 'Invalid' ? save.error.fields : {};
  const failure = [save.error, test.error, send.error].find((error) => error !== null && Object.keys(errors).length === 0) ?? null;
  const year = choices.value ? String(choices.value.currentYear) : '';
  return (
    <div className="container member-email-page">
      <h1>{COMPOSE_TITLE}</h1>
      <p>
        <Link to="/Admin/member-email">All messages</Link>
      </p>
      {refusal ? (
        <p role="alert" className="notice-inline error">
          {refusal}
        </p>
      ) : null}
      <form
        className="member-email-form"
        aria-label={COMPOSE_TITLE}
        onSubmit={(e) => {
          e.preventDefault();
          save.start({ ...form, year: form.year === '' ? year : form.year });
        }}
      >
        <ComposeFields
          form={{ ...form, year: form.year === '' ? year : form.year }}
          errors={errors}
          onChange={change}
          choices={choices.value}
        />
        <div className="member-email-actions">
          <button type="submit" className="button" disabled={save.status === 'running'}>
            Preview
          </button>
        </div>
      </form>
      {failure ? (
        <p role="alert" className="notice-inline error">
          {failure.message}
        </p>
      ) : null}
      {preview ? (
        <>
          <Preview preview={preview} />
          <div className="member-email-actions">
            <button type="button" className="button" onClick={() => test.start(preview.campaign.id)} disabled={test.status === 'running'}>
              Send a test to me
            </button>
            <button
              type="button"
              className="button"
              onClick={() => send.start(preview.campaign.id)}
              disabled={send.status !== 'idle' && send.status !== 'failed'}
            >
              Send to {recipientsWords(preview.recipients)}
            </button>
          </div>
          {tested ? <p role="status">A test was sent to {tested}.</p> : null}
        </>
      ) : null}
    </div>
  );
}

/** `/Admin/member-email/new`: write a message, choose its recipients, preview, test, send (writeMemberEmail). */
export function ComposePage() {
  return (
    <div className="page">
      <OfficersOnly title={COMPOSE_TITLE} action="writeMemberEmail">
        <Compose />
      </OfficersOnly>
    </div>
  );
}
