import { ErrorResponseSchema, NewsDetailResponseSchema, NewsListResponseSchema } from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { createNews } from '../../../test/builders.ts';
import { useTestApi } from '../../../test/test-app.ts';

let podium: Awaited<ReturnType<typeof createNews>>;

const api = useTestApi({
  seed: async (db) => {
    await createNews(db, { name: 'Season opener', slug: 'season-opener', createdAt: '2025-01-10T08:00:00.000Z' });
    podium = await createNews(db, {
      name: 'Double podium at Spa',
      slug: 'double-podium-at-spa',
      image: 'spa.webp',
      shortDescription: 'Both cars on the podium.',
      longDescription: '<p>A <em>wet</em> race.</p><img src="x" onerror="alert(1)">',
      createdAt: '2025-06-01T12:30:00.000Z',
      updatedAt: '2025-06-02T09:00:00.000Z',
    });
    await createNews(db, { name: 'Mid-season test', slug: 'mid-season-test', createdAt: '2025-04-15T08:00:00.000Z' });
  },
});

describe('GET /api/news/list', () => {
  it('lists news newest first', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/news/list' });
    expect(response.statusCode).toBe(200);
    const body = NewsListResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.news.map((n) => n.slug)).toEqual(['double-podium-at-spa', 'mid-season-test', 'season-opener']);
    expect(body.news[0]).toEqual({
      id: podium.id,
      name: 'Double podium at Spa',
      slug: 'double-podium-at-spa',
      image: 'spa.webp',
      short_description: 'Both cars on the podium.',
      created_at: '2025-06-01T12:30:00.000Z',
    });
  });
});

describe('GET /api/news/show/:slug', () => {
  it('answers news_details with the sanitised long description', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/news/show/double-podium-at-spa' });
    expect(response.statusCode).toBe(200);
    const body = NewsDetailResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.news_details).toEqual({
      id: podium.id,
      name: 'Double podium at Spa',
      slug: 'double-podium-at-spa',
      image: 'spa.webp',
      short_description: 'Both cars on the podium.',
      long_description: '<p>A <em>wet</em> race.</p><img src="x" />',
      created_at: '2025-06-01T12:30:00.000Z',
      updated_at: '2025-06-02T09:00:00.000Z',
    });
  });

  it.each([
    ['an unknown slug', '/api/news/show/no-such-news'],
    ['an invalid slug', '/api/news/show/-bad-'],
  ])('answers 404 JSON for %s', async (_case, url) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(response.json())).toMatchObject({ success: false });
  });
});
