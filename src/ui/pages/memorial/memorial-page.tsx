import { useDocumentTitle } from '../../components/document-title';
import { ExternalLink } from '../../components/external-link';
import { SiteText } from '../../components/site-text';
import { MEMORIAL as TEXT } from '../../content/memorial';

/** The memorial tribute to the programme's founder, with his obituary and the memorial video. */
export function MemorialPage() {
  useDocumentTitle(TEXT.title);
  return (
    <div className="page">
      <article className="container prose">
        <h1>{TEXT.title}</h1>
        <p className="lifespan">{TEXT.lifespan}</p>
        <SiteText name="memorial.body" />
        <h2>{TEXT.linksTitle}</h2>
        <ul>
          <li>
            <ExternalLink href={TEXT.obituary.href}>{TEXT.obituary.label}</ExternalLink>
          </li>
          <li>
            <ExternalLink href={TEXT.video.href}>{TEXT.video.label}</ExternalLink>
          </li>
        </ul>
      </article>
    </div>
  );
}
