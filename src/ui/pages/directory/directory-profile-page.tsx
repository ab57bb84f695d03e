import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { OwnDirectoryProfileView } from '../../../application/ports/directory-gateway.port';
import {
  DIRECTORY_FIELD_LABELS,
  DIRECTORY_FIELDS,
  directoryEntryOf,
  MAX_BIO_LENGTH,
  type DirectoryField,
  type DirectoryProfile,
} from '../../../domain/directory';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../components/document-title';
import { TextField } from '../../components/text-field';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { DirectoryEntryCard } from './directory-entry-card';
import { MembersOnly } from './members-only';
import './directory.css';

const TITLE = 'Your directory profile';

/** What the box of a field says it would show, from the member's record or the form. */
function shownValue(field: DirectoryField, { member }: OwnDirectoryProfileView, profile: DirectoryProfile): string {
  switch (field) {
    case 'name':
      return `${member.firstName} ${member.lastName}`.trim();
    case 'gradYear':
      return member.gradYear ?? '';
    case 'location':
      return [member.city, member.state].filter(Boolean).join(', ');
    case 'email':
      return member.email;
    case 'phone':
      return member.phone;
    default:
      return profile[field];
  }
}

function VisibleFields({
  own,
  profile,
  onChange,
}: {
  readonly own: OwnDirectoryProfileView;
  readonly profile: DirectoryProfile;
  readonly onChange: (visible: readonly DirectoryField[]) => void;
}) {
  const toggle = (field: DirectoryField, on: boolean) =>
    onChange(DIRECTORY_FIELDS.filter((one) => (one === field ? on : profile.visible.includes(one))));
  return (
    <fieldset className="directory-visible">
      <legend>Show to other members</legend>
      <p className="field-hint">Nothing is shown until you tick it. An empty field is never shown.</p>
      {DIRECTORY_FIELDS.map((field) => {
        const value = shownValue(field, own, profile);
        return (
          <div key={field} className="checkbox-row">
            <input
              id={`show-${field}`}
              type="checkbox"
              checked={profile.visible.includes(field)}
              onChange={(event) => toggle(field, event.target.checked)}
            />
            <label htmlFor={`show-${field}`}>
              {DIRECTORY_FIELD_LABELS[field]}
              {value ? ` (${value.length > 40 ? `${value.slice(0, 40)}…` : value})` : ' (empty)'}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

function Preview({ own, profile }: { readonly own: OwnDirectoryProfileView; readonly profile: DirectoryProfile }) {
  const entry = directoryEntryOf(own.member, profile);
  return (
    <section aria-labelledby="directory-preview-heading" aria-live="polite">
      <h2 id="directory-preview-heading">What other members see</h2>
      {entry ? (
        <DirectoryEntryCard entry={entry} headingLevel={3} />
      ) : (
        <p>Nothing: you are not listed in the directory. Tick a field to be listed.</p>
      )}
    </section>
  );
}

function ProfileForm({ own }: { readonly own: OwnDirectoryProfileView }) {
  const { directory } = useServices();
  const [profile, setProfile] = useState<DirectoryProfile>(own.profile);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useResultAction((form: DirectoryProfile) => directory.saveProfile(form), {
    onSuccess: (now) => {
      setProfile(now.profile);
      setSaved('Your directory profile has been saved. Other members see it now.');
    },
  });
  const fields = save.error?.type === 'Invalid' ? save.error.fields : {};
  const change = (next: Partial<DirectoryProfile>) => {
    setSaved(null);
    setProfile({ ...profile, ...next });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.start(profile);
  };
  return (
    <div className="directory-profile-layout">
      <form className="directory-profile-form" aria-label={TITLE} onSubmit={submit} noValidate>
        <p>Your name, graduation year, city and state, e-mail and phone come from your member information in the Member Area.</p>
        <TextField
          label="Employer"
          value={profile.employer}
          error={fields.employer}
          autoComplete="organization"
          onChange={(employer) => change({ employer })}
        />
        <TextField
          label="Job title"
          value={profile.jobTitle}
          error={fields.jobTitle}
          autoComplete="organization-title"
          onChange={(jobTitle) => change({ jobTitle })}
        />
        <TextField
          label="LinkedIn or website"
          value={profile.website}
          error={fields.website}
          autoComplete="url"
          hint="For example https://www.linkedin.com/in/your-name"
          onChange={(website) => change({ website })}
        />
        <TextField
          label="Short bio"
          value={profile.bio}
          error={fields.bio}
          multiline
          hint={`Up to ${MAX_BIO_LENGTH} characters (${profile.bio.length} used).`}
          onChange={(bio) => change({ bio })}
        />
        <VisibleFields own={own} profile={profile} onChange={(visible) => change({ visible })} />
        {fields.visible ? (
          <p role="alert" className="notice-inline error">
            {fields.visible}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={save.status === 'running'}>
          Save directory profile
        </button>
        {saved ? <p role="status">{saved}</p> : null}
        {save.error && save.error.type !== 'Invalid' ? (
          <p role="alert" className="notice-inline error">
            {save.error.message}
          </p>
        ) : null}
        {save.error?.type === 'Invalid' ? (
          <p role="alert" className="notice-inline error">
            Please check the highlighted fields.
          </p>
        ) : null}
      </form>
      <Preview own={own} profile={profile} />
    </div>
  );
}

function DirectoryProfile() {
  const { directory } = useServices();
  const loaded = useResultLoad(useCallback(() => directory.ownProfile(), [directory]));
  return (
    <div className="page directory-page">
      <div className="container">
        <h1>{TITLE}</h1>
        <p>
          Choose what other signed-in members see of you in the <Link to="/Directory">Member Directory</Link>. Officers see the same in the
          directory. <Link to="/Member-Area">Back to the Member Area</Link>
        </p>
        {loaded.status === 'loading' && !loaded.value ? <p role="status">Loading your directory profile...</p> : null}
        {loaded.error ? (
          <p role="alert" className="notice-inline error">
            {loaded.error.message}
          </p>
        ) : null}
        {loaded.value ? <ProfileForm own={loaded.value} /> : null}
      </div>
    </div>
  );
}

/** `/Member-Area/directory-profile`: a member's directory fields and what other members may see, with a live preview (issue 20). */
export function DirectoryProfilePage() {
  useDocumentTitle(TITLE);
  return (
    <MembersOnly>
      <DirectoryProfile />
    </MembersOnly>
  );
}
