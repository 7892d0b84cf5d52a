import { describe, expect, it } from 'vitest';
import { buildNewsArticleMeta, type NewsArticleMetaInput } from './news-article-meta.ts';

const input: NewsArticleMetaInput = {
  siteUrl: 'https://shop.example',
  storageBase: '/storage',
  locale: 'en',
  slug: 'le-mans-win',
  article: {
    name: 'Le Mans win',
    short_description: 'Our partner team won its class.',
    image: 'le-mans.jpg',
    created_at: '2026-06-15T10:00:00.000Z',
    updated_at: '2026-06-16T08:00:00.000Z',
  },
};

function newsArticleData(meta: ReturnType<typeof buildNewsArticleMeta>) {
  return meta
    .map((entry) => (entry as { 'script:ld+json'?: Record<string, unknown> })['script:ld+json'])
    .find((block) => block?.['@type'] === 'NewsArticle');
}

describe('buildNewsArticleMeta', () => {
  it('shares the article at its address, with its NewsArticle structured data', () => {
    const meta = buildNewsArticleMeta(input);
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/news-detail/le-mans-win',
    });
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://shop.example/storage/news/le-mans.jpg' });
    expect(newsArticleData(meta)).toMatchObject({
      headline: 'Le Mans win',
      description: 'Our partner team won its class.',
      image: ['https://shop.example/storage/news/le-mans.jpg'],
      datePublished: '2026-06-15T10:00:00.000Z',
      dateModified: '2026-06-16T08:00:00.000Z',
      mainEntityOfPage: 'https://shop.example/news-detail/le-mans-win',
    });
  });

  it('puts the German page at its German address, in its structured data too', () => {
    const meta = buildNewsArticleMeta({ ...input, locale: 'de' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/de/news-detail/le-mans-win',
    });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'de_DE' });
    expect(newsArticleData(meta)).toMatchObject({
      mainEntityOfPage: 'https://shop.example/de/news-detail/le-mans-win',
    });
  });
});
