import { useDocumentTitle } from '../../components/document-title';
import { ABOUT } from '../../content/about';

/** The /about page: loaded on demand; the original shows no content, so this is a short note. */
export function AboutPage() {
  useDocumentTitle(ABOUT.title);
  return (
    <div className="page">
      <div className="container">
        <h1>{ABOUT.title}</h1>
        <p>{ABOUT.text}</p>
      </div>
    </div>
  );
}
