import type { SiteLocale } from '@rennfeld/contract/constants';
import { buildNewsArticlePath, localizePath } from '@rennfeld/contract/site-paths';
import type { MetaDescriptor } from 'react-router';
import { buildStorageUrl } from '../../lib/storage.ts';
import { buildPageMeta } from './page-meta.ts';
import { buildNewsArticleData } from './structured-data.ts';

export interface NewsArticleMetaInput {
  siteUrl: string;
  storageBase: string;
  locale: SiteLocale;
  slug: string;
  article: { name: string; short_description: string; image: string; created_at: string; updated_at: string };
}

/** The meta of a news article: shared as an article, with its NewsArticle structured data. */
export function buildNewsArticleMeta({
  siteUrl,
  storageBase,
  locale,
  slug,
  article,
}: NewsArticleMetaInput): MetaDescriptor[] {
  const path = buildNewsArticlePath(slug);
  const image = buildStorageUrl(storageBase, 'news', article.image);
  return buildPageMeta({
    siteUrl,
    locale,
    path,
    title: article.name,
    description: article.short_description,
    image: { url: image, alt: article.name },
    type: 'article',
    structuredData: [
      buildNewsArticleData(siteUrl, {
        headline: article.name,
        description: article.short_description,
        image,
        // The page the article is on: in the page's language, as its canonical link.
        path: localizePath(path, locale),
        published: article.created_at,
        modified: article.updated_at,
      }),
    ],
  });
}
