import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/document-title';

/** Any path that is not one of the site's routes. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="page">
      <div className="container">
        <h1>Page not found</h1>
        <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </div>
    </div>
  );
}
