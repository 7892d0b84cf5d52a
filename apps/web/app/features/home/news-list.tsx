import type { NewsItem } from '@rennfeld/contract';
import { Link } from 'react-router';
import { relativeTime, truncate } from '../../lib/format.ts';
import { columnSizes } from '../../lib/storage.ts';
import { StorageImage } from '../../ui/storage-image.tsx';

/** SPEC §2/§9: the home news list cuts the short description to 300 characters. */
export const NEWS_LIST_SHORT_DESCRIPTION_LENGTH = 300;
/** The home page lists the latest few articles; the carousel above holds them all. */
export const HOME_NEWS_LIST_LIMIT = 4;

/**
 * SPEC §2 Home: each article's age, title, short description and a Go To Article link; the
 * image alternates between left and right (on phones it always sits on top).
 */
export function NewsList({ news }: { news: NewsItem[] }) {
  return (
    <ul className="list-unstyled mb-0 home-news-list">
      {news.map((item, index) => (
        <li key={item.slug}>
          <article className={`row g-3 g-md-4 align-items-center${index % 2 === 1 ? ' flex-md-row-reverse' : ''}`}>
            <div className="col-md-5">
              <StorageImage
                folder="news/thumb"
                file={item.image}
                alt=""
                sizes={columnSizes({ md: 12 / 5, lg: 3.6 })}
                className="home-news-list__image"
              />
            </div>
            <div className="col-md-7">
              <p className="small text-secondary mb-1">
                <time dateTime={item.created_at} suppressHydrationWarning>
                  {relativeTime(item.created_at)}
                </time>
              </p>
              <h3 className="h4">{item.name}</h3>
              <p>{truncate(item.short_description, NEWS_LIST_SHORT_DESCRIPTION_LENGTH)}</p>
              <Link
                className="link-danger fw-semibold"
                to={`/news-detail/${item.slug}`}
                aria-label={`Go To Article: ${item.name}`}
              >
                Go To Article
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
