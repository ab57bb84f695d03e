import type { DirectoryEntry } from '../../../domain/directory';

/** The lines of an entry below its heading, in the profile form's order: only what the member shares. */
function lines(entry: DirectoryEntry): readonly (readonly [string, string])[] {
  const place = [entry.city, entry.state].filter(Boolean).join(', ');
  const all: readonly (readonly [string, string | undefined])[] = [
    ['Graduation year', entry.gradYear],
    ['City and state', place || undefined],
    ['Employer', entry.employer],
    ['Job title', entry.jobTitle],
  ];
  return all.filter((line): line is readonly [string, string] => line[1] !== undefined);
}

/** One member as other members see them: a heading (their name, if shared), then each shared field. */
export function DirectoryEntryCard({ entry, headingLevel = 2 }: { readonly entry: DirectoryEntry; readonly headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="directory-card">
      <Heading className="directory-card-name">{entry.name ?? 'A member (name not shared)'}</Heading>
      <dl>
        {lines(entry).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {entry.email ? (
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${entry.email}`}>{entry.email}</a>
            </dd>
          </div>
        ) : null}
        {entry.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${entry.phone}`}>{entry.phone}</a>
            </dd>
          </div>
        ) : null}
        {entry.website ? (
          <div>
            <dt>LinkedIn or website</dt>
            <dd>
              <a href={entry.website} rel="noopener noreferrer nofollow" target="_blank">
                {entry.website}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {entry.bio ? <p className="directory-card-bio">{entry.bio}</p> : null}
    </article>
  );
}
