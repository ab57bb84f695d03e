import { useDocumentTitle } from './document-title';

/** A page that is its heading and nothing more (spec section 2: News, Committees). */
export function HeadingOnlyPage({ title }: { readonly title: string }) {
  useDocumentTitle(title);
  return (
    <div className="page">
      <div className="container">
        <h1>{title}</h1>
      </div>
    </div>
  );
}
