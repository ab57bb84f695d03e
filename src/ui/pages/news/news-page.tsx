import { useCallback } from 'react';
import { loadNews } from '../../../application/browser/use-cases/load-news.use-case';
import type { NewsPost } from '../../../domain/news';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../components/document-title';
import { EventDate } from '../../components/event-date';
import { LoadedList } from '../../components/loaded-list';
import { RichText } from '../../components/rich-text';
import { useResultLoad } from '../../components/use-result';
import { NEWS as TEXT } from '../../content/news';
import './news.css';

/** The News page (spec section 2: its heading): the chapter's news posts, newest first, fetched after it shows. */
export function NewsPage() {
  useDocumentTitle(TEXT.title);
  const { news } = useServices();
  const load = useCallback(() => loadNews({ news }), [news]);
  const loaded = useResultLoad(load);
  return (
    <div className="page">
      <div className="container">
        <h1>{TEXT.title}</h1>
        <p className="page-intro">{TEXT.intro}</p>
        <div aria-busy={loaded.status === 'loading'}>
          <LoadedList loaded={loaded} words={TEXT}>
            {(posts) => (
              <div className="content-list">
                {posts.map((post) => (
                  <NewsArticle key={post.id} post={post} />
                ))}
              </div>
            )}
          </LoadedList>
        </div>
      </div>
    </div>
  );
}

function NewsArticle({ post }: { readonly post: NewsPost }) {
  const headingId = `news-${post.id}`;
  return (
    <article id={`post-${post.id}`} className="card content-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{post.title}</h2>
      <p className="content-card-meta">
        {TEXT.posted} <EventDate eventDate={post.postDate} />
      </p>
      <RichText html={post.textHtml} />
    </article>
  );
}
