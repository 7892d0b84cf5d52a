import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
import type { SafeHtml } from '../../lib/safe-html.ts';
import { RichText } from '../../ui/rich-text.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import '../../styles/content.css';
import { buildColumnSizes } from '../../lib/storage.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { StorageImage } from '../../ui/storage-image.tsx';

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
