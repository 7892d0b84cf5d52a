import { buildNewsArticlePath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import type { NewsItem } from '@rennfeld/contract';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { SHORT_DESCRIPTION_LENGTH, truncate } from '../../lib/format.ts';
import type { SafeHtml } from '../../lib/safe-html.ts';
import { RichText } from '../../ui/rich-text.tsx';
import { type Aged, RelativeTime } from '../../ui/relative-time.tsx';
import { EmptyText } from '../../ui/status.tsx';
import '../../styles/content.css';
import { buildColumnSizes } from '../../lib/storage.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { GoToArticleLink } from '../../ui/card-links.tsx';
import { StorageImage } from '../../ui/storage-image.tsx';

/** The news page: every article as a card with its age, title, short description and a Go To Article link. */
export function NewsCardList({ news }: { news: Aged<NewsItem>[] }) {
  const t = useT();
  const localePath = useLocalePath();
  if (news.length === 0) return <EmptyText text={t('content.news.empty')} />;
  return (
    <ul className="list-unstyled d-grid gap-4 mb-0" aria-label={t('content.news.articles')}>
      {news.map((item, index) => (
        <li key={item.id}>
          <article className="card content-card border-0 shadow-sm overflow-hidden">
            <div className="row g-0">
              <div className="col-12 col-md-4">
                <StorageImage
                  folder="news/thumb"
                  sizes={buildColumnSizes({ md: 3 })}
                  file={item.image}
                  alt=""
                  className="content-card-image content-card-image-fill"
                  eager={index === 0}
                />
              </div>
              <div className="col-12 col-md-8">
                <div className="card-body p-4">
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
                </div>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

export interface NewsArticleContent {
  name: string;
  image: string;
  short_description: string;
  created_at: string;
  /** Its age, as `RelativeTime` shows it. */
  age: string;
  updated_at: string;
  long_description: SafeHtml;
  /** Fields answered in English on a German page (decision 049). */
  untranslated?: string[];
}

export function NewsArticle({ article }: { article: NewsArticleContent }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <article className="container py-5 content-article">
      <p className="mb-3">
        <Link to={localePath(SITE_PATHS.news)} className="link-secondary">
          {t('content.news.allNews')}
        </Link>
      </p>
      <h1 className="display-6 fw-bold" lang={fallbackLang(article, 'name')}>
        {article.name}
      </h1>
      <p className="text-secondary">
        <RelativeTime item={article} />
      </p>
      <StorageImage
        folder="news"
        file={article.image}
        alt={article.name}
        sizes={buildColumnSizes({})}
        className="content-hero-image mb-4"
        eager
      />
      <p className="lead" lang={fallbackLang(article, 'short_description')}>
        {article.short_description}
      </p>
      <RichText
        html={article.long_description}
        className="content-rich-text"
        lang={fallbackLang(article, 'long_description')}
      />
    </article>
  );
}
