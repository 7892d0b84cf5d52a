import { buildNewsArticlePath } from '@rennfeld/contract/site-paths';
import type { MetaDescriptor } from 'react-router';
import { buildStorageUrl } from '../../lib/storage.ts';
import { buildPageMeta } from './page-meta.ts';
import { buildNewsArticleData } from './structured-data.ts';

export interface NewsArticleMetaInput {
  siteUrl: string;
  storageBase: string;
  slug: string;
  article: { name: string; short_description: string; image: string; created_at: string; updated_at: string };
}

/** The meta of a news article: shared as an article, with its NewsArticle structured data. */
export function buildNewsArticleMeta({ siteUrl, storageBase, slug, article }: NewsArticleMetaInput): MetaDescriptor[] {
  const path = buildNewsArticlePath(slug);
  const image = buildStorageUrl(storageBase, 'news', article.image);
  return buildPageMeta({
    siteUrl,
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
        path,
        published: article.created_at,
        modified: article.updated_at,
      }),
    ],
  });
}
