import { describe, expect, it } from 'vitest';
import { createNews, createTeamMember } from '../../test/builders.ts';
import { useTestApi } from '../../test/test-app.ts';

// Public answers that are not kept in the catalogue cache (news, company, legal, concepts) get a
// validator from their bytes, as kept ones do from theirs (decision 012): a visitor who holds an
// answer revalidates it for a 304 without the body.

const api = useTestApi({
  seed: async (db) => {
    await createNews(db, { name: 'Season opener', slug: 'season-opener' });
    await createTeamMember(db, { name: 'Greta Gasfuss' });
  },
});

function get(url: string, headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'GET', url, headers });
}

describe('validators of public answers that are not kept', () => {
  it('gives each answer an ETag of its bytes and asks for revalidation on every use', async () => {
    for (const url of [
      '/api/news/list',
      '/api/news/show/season-opener',
      '/api/team-members/list',
      '/api/about-company',
    ]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers.etag, url).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect((await get(url)).headers.etag, url).toBe(first.headers.etag);
    }
  });

  it('answers 304 without a body while the answer is unchanged, and the new answer once it changed', async () => {
    const first = await get('/api/team-members/list');
    const etag = first.headers.etag as string;
    const unchanged = await get('/api/team-members/list', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await createTeamMember(api.db, { name: 'Rudi Rundenzeit' });
    const changed = await get('/api/team-members/list', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Rudi Rundenzeit');
  });

  it('gives refusals and form answers no validator', async () => {
    const missing = await get('/api/news/show/no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const badQuery = await get('/api/news/list?locale=fr');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.headers.etag).toBeUndefined();
    const post = await api.app.inject({
      method: 'POST',
      url: '/api/newsletter-store',
      payload: { email: 'not-an-address' },
    });
    expect(post.statusCode).toBe(422);
    expect(post.headers.etag).toBeUndefined();
  });
});
