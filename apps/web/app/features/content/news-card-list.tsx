import { buildNewsArticlePath } from '@rennfeld/contract/site-paths';
import type { NewsItem } from '@rennfeld/contract';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { SHORT_DESCRIPTION_LENGTH, truncate } from '../../lib/format.ts';
import { type Aged, RelativeTime } from '../../ui/relative-time.tsx';
import { EmptyText } from '../../ui/status.tsx';
import '../../styles/content.css';
import { buildColumnSizes } from '../../lib/storage.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { GoToArticleLink } from '../../ui/card-links.tsx';
import { ImageCard } from '../../ui/image-card.tsx';

/** The news page: every article as a card with its age, title, short description and a Go To Article link. */
export function NewsCardList({ news }: { news: Aged<NewsItem>[] }) {
  const t = useT();
  const localePath = useLocalePath();
  if (news.length === 0) return <EmptyText text={t('content.news.empty')} />;
  return (
    <ul className="list-unstyled d-grid gap-4 mb-0" aria-label={t('content.news.articles')}>
      {news.map((item, index) => (
        <li key={item.id}>
          <ImageCard
            className="card content-card border-0 shadow-sm overflow-hidden"
            imageColumn="col-12 col-md-4"
            textColumn="col-12 col-md-8"
            textClassName="card-body p-4"
            image={{
              folder: 'news/thumb',
              sizes: buildColumnSizes({ md: 3 }),
              file: item.image,
              className: 'content-card-image content-card-image-fill',
              eager: index === 0,
            }}
          >
            <RelativeTime item={item} className="small text-secondary" />
            <h2 className="h4 card-title mt-1" lang={fallbackLang(item, 'name')}>
              <Link className="content-title-link" to={localePath(buildNewsArticlePath(item.slug))}>
                {item.name}
              </Link>
            </h2>
            <p className="card-text" lang={fallbackLang(item, 'short_description')}>
              {truncate(item.short_description, SHORT_DESCRIPTION_LENGTH)}
            </p>
            <GoToArticleLink article={item} className="btn btn-outline-dark btn-sm" />
          </ImageCard>
        </li>
      ))}
    </ul>
  );
}
