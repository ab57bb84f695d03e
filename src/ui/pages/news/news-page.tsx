import { useCallback } from 'react';
import { loadNews } from '../../../application/browser/use-cases/load-news.use-case';
import type { NewsPost } from '../../../domain/news';
import { useServices } from '../../app/services';
import { EventDate } from '../../components/event-date';
import { LoadedListPage } from '../../components/loaded-list';
import { RichText } from '../../components/rich-text';
import { NEWS as TEXT } from '../../content/news';
import './news.css';

/** The News page (spec section 2: its heading): the chapter's news posts, newest first, fetched after it shows. */
export function NewsPage() {
  const { news } = useServices();
  const load = useCallback(() => loadNews({ news }), [news]);
  return (
    <LoadedListPage words={TEXT} load={load}>
      {(post) => <NewsArticle key={post.id} post={post} />}
    </LoadedListPage>
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
