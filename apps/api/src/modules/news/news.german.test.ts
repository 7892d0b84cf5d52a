import { NewsDetailResponseSchema, NewsListResponseSchema } from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { createNews } from '../../../test/builders.ts';
import { useTestApi } from '../../../test/test-app.ts';

// News in German beside English (decision 049): German where written, English and `untranslated` where not.

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };

const api = useTestApi({
  seed: async (db) => {
    await createNews(db, {
      name: 'Double podium at Spa',
      nameDe: 'Doppelpodium in Spa',
      slug: 'double-podium-at-spa',
      shortDescription: 'Both cars on the podium.',
      shortDescriptionDe: 'Beide Autos auf dem Podium.',
      longDescription: '<p>A <em>wet</em> race.</p>',
      longDescriptionDe: '<p>Ein <em>nasses</em> Rennen.</p><img src="x" onerror="alert(1)">',
      createdAt: '2025-06-01T12:30:00.000Z',
    });
    await createNews(db, {
      name: 'Season opener',
      nameDe: 'Saisonauftakt',
      slug: 'season-opener',
      shortDescription: 'The first race of the year.',
      longDescription: '<p>Report.</p>',
      createdAt: '2025-01-10T08:00:00.000Z',
    });
  },
});

const inject = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('GET /api/news/list in German', () => {
  it('answers the German texts, and the English with `untranslated` where the German is missing', async () => {
    const response = await inject('/api/news/list?locale=de');
    expect(response.statusCode).toBe(200);
    const [spa, opener] = NewsListResponseSchema.parse(response.json()).news;
    expect(spa).toMatchObject({ name: 'Doppelpodium in Spa', short_description: 'Beide Autos auf dem Podium.' });
    expect(spa).not.toHaveProperty('untranslated');
    expect(opener).toMatchObject({
      name: 'Saisonauftakt',
      short_description: 'The first race of the year.',
      untranslated: ['short_description'],
    });
  });

  it('negotiates Accept-Language, says so in Content-Language, and varies on Accept-Language', async () => {
    const response = await inject('/api/news/list', GERMAN);
    expect(response.headers['content-language']).toBe('de');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/i);
    expect(NewsListResponseSchema.parse(response.json()).news[0]!.name).toBe('Doppelpodium in Spa');
  });

  it('answers English for ?locale=en whatever Accept-Language says, without `untranslated`', async () => {
    const response = await inject('/api/news/list?locale=en', GERMAN);
    expect(response.headers['content-language']).toBe('en');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/i);
    const news = NewsListResponseSchema.parse(response.json()).news;
    expect(news.map((item) => item.name)).toEqual(['Double podium at Spa', 'Season opener']);
    expect(response.body).not.toContain('untranslated');
  });

  it('answers English without Accept-Language', async () => {
    const response = await inject('/api/news/list');
    expect(response.headers['content-language']).toBe('en');
    expect(NewsListResponseSchema.parse(response.json()).news[1]!.name).toBe('Season opener');
  });
});

describe('GET /api/news/show/:slug in German', () => {
  it('answers the German article, its long description sanitised as the English is', async () => {
    const response = await inject('/api/news/show/double-podium-at-spa', GERMAN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('de');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/i);
    const { news_details } = NewsDetailResponseSchema.parse(response.json());
    expect(news_details).toMatchObject({
      name: 'Doppelpodium in Spa',
      short_description: 'Beide Autos auf dem Podium.',
      long_description: '<p>Ein <em>nasses</em> Rennen.</p><img src="x" />',
    });
    expect(news_details).not.toHaveProperty('untranslated');
  });

  it('falls back to the English texts one by one and names them', async () => {
    const response = await inject('/api/news/show/season-opener?locale=de');
    const { news_details } = NewsDetailResponseSchema.parse(response.json());
    expect(news_details).toMatchObject({
      name: 'Saisonauftakt',
      short_description: 'The first race of the year.',
      long_description: '<p>Report.</p>',
      untranslated: ['short_description', 'long_description'],
    });
  });

  it('answers English for ?locale=en over a German Accept-Language', async () => {
    const response = await inject('/api/news/show/double-podium-at-spa?locale=en', GERMAN);
    expect(response.headers['content-language']).toBe('en');
    const { news_details } = NewsDetailResponseSchema.parse(response.json());
    expect(news_details).toMatchObject({
      name: 'Double podium at Spa',
      long_description: '<p>A <em>wet</em> race.</p>',
    });
    expect(news_details).not.toHaveProperty('untranslated');
  });

  it('refuses a locale it does not know', async () => {
    expect((await inject('/api/news/show/season-opener?locale=fr')).statusCode).toBe(400);
  });
});
