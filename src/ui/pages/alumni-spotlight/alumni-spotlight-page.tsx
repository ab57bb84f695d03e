import { useDocumentTitle } from '../../components/document-title';
import { SiteText } from '../../components/site-text';
import { ALUMNI_SPOTLIGHT as TEXT } from '../../content/alumni-spotlight';
import './alumni-spotlight.css';

/** The Alumni Spotlight page: the featured article with its photo, and a gallery of ten images. */
export function AlumniSpotlightPage() {
  useDocumentTitle(TEXT.title);
  const { article } = TEXT;
  return (
    <div className="page">
      <div className="container">
        <h1>{TEXT.title}</h1>
        <article className="spotlight-article" aria-labelledby="spotlight-kicker">
          <img className="spotlight-photo" src={article.photo.src} alt={article.photo.alt} width="300" height="360" />
          <div className="prose">
            <p className="kicker" id="spotlight-kicker">
              {article.kicker}
            </p>
            <SiteText name="alumni-spotlight.article" />
          </div>
        </article>
        <section aria-labelledby="gallery-title">
          <h2 id="gallery-title">{TEXT.galleryTitle}</h2>
          <ul className="gallery">
            {TEXT.gallery.map((picture) => (
              <li key={picture.src}>
                <img src={picture.src} alt={picture.alt} width="400" height="300" loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
