import { useDocumentTitle } from '../../components/document-title';
import { SiteText } from '../../components/site-text';
import { ABOUT } from '../../content/about';

/** The /about page: loaded on demand; the original shows no content, so this is a short note administrators edit. */
export function AboutPage() {
  useDocumentTitle(ABOUT.title);
  return (
    <div className="page">
      <div className="container prose">
        <h1>{ABOUT.title}</h1>
        <SiteText name="about.body" />
      </div>
    </div>
  );
}
