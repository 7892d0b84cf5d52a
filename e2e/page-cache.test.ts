import { SQLite } from '@rennfeld/api/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromiumForTests } from './support/chromium.ts';
import { openVisitorPage } from './support/page.ts';
import { withoutRouterScripts } from './support/server-html.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/*
 * Rendered pages are kept for every visitor until the content changes (apps/server/src/page-cache.ts).
 * What must hold: a kept page is the same bytes for everyone, compressed once, its inline scripts
 * allowed by their hashes, and hydrates in the browser; a write to the content, by anyone, shows
 * on the next request; a page rendered while the API failed is never kept.
 */

const storageDir = inject('storageDir');

let server: TestServer;
const browser = launchChromiumForTests();

beforeAll(async () => {
  server = await startTestServer({ storageDir });
});

afterAll(async () => {
  await server?.stop();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers });
  return {
    status: response.status,
    outcome: response.headers.get('x-page-cache'),
    csp: response.headers.get('content-security-policy') ?? '',
    encoding: response.headers.get('content-encoding'),
    html: await response.text(),
  };
}

describe('the page cache', () => {
  it('renders a page once, then sends everyone the same kept bytes, in brotli, gzip or as they are', async () => {
    const first = await get('/news', { 'accept-encoding': 'br, gzip' });
    const second = await get('/news', { 'accept-encoding': 'gzip' });
    const third = await get('/news', { 'accept-encoding': 'identity' });
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect([first.outcome, second.outcome, third.outcome]).toEqual(['miss', 'hit', 'hit']);
    // Node's fetch decodes what it gets.
    expect([first.encoding, second.encoding, third.encoding]).toEqual(['br', 'gzip', null]);
    expect(second.html).toBe(first.html);
    expect(third.html).toBe(first.html);
    expect(second.csp).toBe(first.csp);
    expect(first.csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(first.html).not.toMatch(/<[^>]+\snonce=/);
  });

  it('shows a write to the content on the next request, whoever wrote it', async () => {
    const before = await get('/team');
    expect((await get('/team')).outcome).toBe('hit');

    const db = new SQLite(server.databaseFile);
    const name = db.prepare('SELECT name FROM team_members ORDER BY position, id LIMIT 1').pluck().get() as string;
    db.prepare('UPDATE team_members SET name = ? WHERE name = ?').run('Margarete Vollgas', name);
    db.close();

    const after = await get('/team');
    expect(after.outcome).toBe('miss');
    expect(before.html).toContain(name);
    expect(after.html).toContain('Margarete Vollgas');
    expect(after.html).not.toContain(`>${name}<`);
    expect((await get('/team')).outcome).toBe('hit');
  });

  it('lets a visitor revalidate a kept page: 304 while it is unchanged, the new page once it changed', async () => {
    const first = await fetch(`${server.baseUrl}/team`);
    await first.text();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    // Browsers revalidate every use; a CDN may keep it a minute, and serve it stale while it asks again.
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    expect(first.headers.get('cdn-cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');

    // As a browser revalidates on reload. (Fetch adds `Cache-Control: no-cache` to a request that
    // sets its own validator, which asks the server for the full answer.)
    const revalidate = { 'if-none-match': etag!, 'cache-control': 'max-age=0' };
    const again = await fetch(`${server.baseUrl}/team`, { headers: revalidate });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const db = new SQLite(server.databaseFile);
    db.prepare('UPDATE team_members SET name = ? WHERE id = (SELECT max(id) FROM team_members)').run(
      'Rosalind Revalidated',
    );
    db.close();

    const changed = await fetch(`${server.baseUrl}/team`, { headers: revalidate });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('Rosalind Revalidated');
  });

  it('gives a page rendered for one answer no validator', async () => {
    const contact = await fetch(`${server.baseUrl}/contact`);
    await contact.text();
    expect(contact.headers.get('etag')).toBeNull();
    expect(contact.headers.get('cache-control')).toBe('no-store');
    expect(contact.headers.get('cdn-cache-control')).toBeNull();
  });

  it('keeps no contact page: each one carries its own one-time submission id', async () => {
    const ids = new Set<string | undefined>();
    for (let i = 0; i < 3; i++) {
      const answer = await get('/contact');
      expect(answer.outcome).toBe('miss');
      ids.add(/name="submission_id" value="([^"]+)"/.exec(answer.html)?.[1]);
    }
    expect(ids.size).toBe(3);
    expect(ids.has(undefined)).toBe(false);
  });

  it('keeps no page whose content could not be loaded, nor a Not Found page', async () => {
    const missing = await get('/news-detail/no-such-article');
    expect(missing.status).toBe(404);
    expect((await get('/news-detail/no-such-article')).outcome).toBe('miss');

    // With the concept table out of the way (a change of schema, which moves no revision), the
    // home page's concept calls fail: the page says so, and is rendered anew until they work again.
    const db = new SQLite(server.databaseFile);
    db.exec('ALTER TABLE concept_categories RENAME TO concept_categories_away');
    try {
      const failed = await get('/');
      expect(failed.status).toBe(200);
      expect(withoutRouterScripts(failed.html)).toContain('Failed to load concepts.');
      expect((await get('/')).outcome).toBe('miss');
    } finally {
      db.exec('ALTER TABLE concept_categories_away RENAME TO concept_categories');
      db.close();
    }
    const recovered = await get('/');
    expect(withoutRouterScripts(recovered.html)).not.toContain('Failed to load concepts.');
    expect((await get('/')).outcome).toBe('hit');
  });

  it('sends a kept page that hydrates in the browser without a policy violation or console error', async () => {
    await get('/catalogue');
    expect((await get('/catalogue')).outcome).toBe('hit');
    const visitor = await openVisitorPage(browser(), server.baseUrl);
    try {
      const violations: string[] = [];
      await visitor.page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await visitor.page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          ),
        );
      });
      // The visitor's goto returns once the root has marked <html> hydrated.
      const response = await visitor.page.goto('/catalogue');
      expect(response?.headers()['x-page-cache']).toBe('hit');
      expect(await visitor.page.locator('html').getAttribute('data-hydrated')).toBe('true');
      await visitor.page.getByRole('heading', { level: 1 }).waitFor();
      expect(violations).toEqual([]);
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
