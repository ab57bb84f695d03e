import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { loadNews } from '../../../application/browser/use-cases/load-news.use-case';
import { HOME_NEWS_COUNT } from '../../../domain/news';
import { useServices } from '../../app/services';
import { EventDate } from '../../components/event-date';
import { useResultLoad } from '../../components/use-result';
import { NEWS as TEXT } from '../../content/news';

/**
 * The latest news posts in the home page's news-and-events area (their title, date and summary,
 * plain text), each linking to the post on the News page. Nothing shows while there are none.
 */
export function LatestNews() {
  const { news } = useServices();
  const load = useCallback(() => loadNews({ news }).map((posts) => posts.slice(0, HOME_NEWS_COUNT)), [news]);
  const { status, value } = useResultLoad(load);
  if (status === 'failed') return <p className="latest-news-status">{TEXT.failed}</p>;
  if (value === null || value.length === 0) return null;
  return (
    <div className="latest-news">
      <h3 className="calendar-title">{TEXT.homeTitle}</h3>
      <ul className="latest-news-list">
        {value.map((post) => (
          <li key={post.id}>
            <Link to={`/News#post-${post.id}`} className="latest-news-title">
              {post.title}
            </Link>{' '}
            <EventDate className="latest-news-date" eventDate={post.postDate} />
            {post.summary ? <p>{post.summary}</p> : null}
          </li>
        ))}
      </ul>
      <Link to="/News">{TEXT.homeAll}</Link>
    </div>
  );
}
