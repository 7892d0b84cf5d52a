import type { NewsItem } from '@rennfeld/contract';
import { SHORT_DESCRIPTION_LENGTH, truncate } from '../../lib/format.ts';
import { buildColumnSizes } from '../../lib/storage.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { type Aged, RelativeTime } from '../../ui/relative-time.tsx';
import { GoToArticleLink } from '../../ui/card-links.tsx';
import { StorageImage } from '../../ui/storage-image.tsx';

/** The home page lists the latest few articles; the carousel above holds them all. */
export const LATEST_NEWS_LIMIT = 4;

/**
 * SPEC §2 Home: each article's age, title, short description and a Go To Article link; the
 * image alternates between left and right (on phones it always sits on top).
 */
export function LatestNewsList({ news }: { news: Aged<NewsItem>[] }) {
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
                sizes={buildColumnSizes({ md: 12 / 5, lg: 3.6 })}
                className="home-news-list__image"
              />
            </div>
            <div className="col-md-7">
              <p className="small text-secondary mb-1">
                <RelativeTime item={item} />
              </p>
              <h3 className="h4" lang={fallbackLang(item, 'name')}>
                {item.name}
              </h3>
              <p lang={fallbackLang(item, 'short_description')}>
                {truncate(item.short_description, SHORT_DESCRIPTION_LENGTH)}
              </p>
              <GoToArticleLink article={item} className="link-danger fw-semibold" />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
