import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  createPageCache,
  failureTrackingFetch,
  isSharedPage,
  joinWithNonce,
  NONCE_PLACEHOLDER,
  type PageCacheOutcome,
  type RenderedPage,
  type SharedPage,
  splitAtNonce,
  toSharedPage,
} from '../src/page-cache.ts';

function page(body: string, overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    headers: [['content-type', 'text/html']],
    body: splitAtNonce(body),
    complete: true,
    ...overrides,
  };
}

/** What an answer says, for comparing: its status, body text and where it came from. */
function read({ page, outcome }: { page: RenderedPage | SharedPage; outcome: PageCacheOutcome }) {
  const body = isSharedPage(page) ? page.identity : joinWithNonce(page.body, 'nonce');
  return { status: page.status, body: body.toString(), outcome };
}

/** A render that counts its calls and finishes when the test says so. */
function controlledRender(body: string, overrides: Partial<RenderedPage> = {}) {
  let calls = 0;
  const finishers: Array<() => void> = [];
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  return {
    render: () => {
      calls++;
      markStarted();
      return new Promise<RenderedPage>((resolve) => finishers.push(() => resolve(page(`${body} ${calls}`, overrides))));
    },
    finishAll: () => finishers.splice(0).forEach((finish) => finish()),
    /** Settles once the cache has started the first render. */
    started,
    get calls() {
      return calls;
    },
  };
}

function cacheAt(revision: { value: string | Error }, maxBytes = 1 << 20, clock = { now: 0 }) {
  return createPageCache({
    currentRevision: async () => {
      if (revision.value instanceof Error) throw revision.value;
      return revision.value;
    },
    maxBytes,
    maxAgeMs: 60_000,
    now: () => clock.now,
  });
}

describe('the page cache', () => {
  it('renders a page once and sends the kept copy while the content is unchanged', async () => {
    const cache = cacheAt({ value: '1' });
    let renders = 0;
    const render = async () => page(`home ${++renders}`);

    expect(read(await cache.page('/', render))).toEqual({ status: 200, body: 'home 1', outcome: 'miss' });
    expect(read(await cache.page('/', render))).toEqual({ status: 200, body: 'home 1', outcome: 'hit' });
    expect(renders).toBe(1);
    expect(read(await cache.page('/news', render))).toMatchObject({ body: 'home 2', outcome: 'miss' });
  });

  it("tells each answer's outcome and each page it keeps (metrics)", async () => {
    const revision: { value: string | Error } = { value: '1' };
    const outcomes: PageCacheOutcome[] = [];
    let stores = 0;
    const cache = createPageCache({
      currentRevision: async () => {
        if (revision.value instanceof Error) throw revision.value;
        return revision.value;
      },
      maxBytes: 1 << 20,
      maxAgeMs: 60_000,
      onOutcome: (outcome) => outcomes.push(outcome),
      onStore: () => stores++,
    });
    await cache.page('/', async () => page('home'));
    await cache.page('/', async () => page('home'));
    await cache.page('/missing', async () => page('not found', { status: 404 }));
    revision.value = new Error('database away');
    await cache.page('/', async () => page('home'));
    expect(outcomes).toEqual(['miss', 'hit', 'miss', 'bypass']);
    expect(stores).toBe(1);
  });

  it('renders anew once the revision moves', async () => {
    const revision = { value: '1' };
    const cache = cacheAt(revision);
    let renders = 0;
    const render = async () => page(`home ${++renders}`);
    await cache.page('/', render);

    revision.value = '2';
    expect(read(await cache.page('/', render))).toMatchObject({ body: 'home 2', outcome: 'miss' });
    expect(read(await cache.page('/', render))).toMatchObject({ body: 'home 2', outcome: 'hit' });
  });

  it('renders a kept page anew once it is older than its maximum age (relative ages must not fall behind)', async () => {
    const clock = { now: 0 };
    const cache = cacheAt({ value: '1' }, 1 << 20, clock);
    let renders = 0;
    const render = async () => page(`news ${++renders}`);
    await cache.page('/news', render);
    clock.now = 59_999;
    expect(read(await cache.page('/news', render))).toMatchObject({ body: 'news 1', outcome: 'hit' });
    clock.now = 60_000;
    expect(read(await cache.page('/news', render))).toMatchObject({ body: 'news 2', outcome: 'miss' });
  });

  it('keeps no page whose Cache-Control says no-store or private (a one-time form id)', async () => {
    const cache = cacheAt({ value: '1' });
    for (const cacheControl of ['no-store', 'private, max-age=0']) {
      let renders = 0;
      const render = async () => page(`contact ${++renders}`, { headers: [['Cache-Control', cacheControl]] });
      await cache.page(`/contact?${cacheControl}`, render);
      expect(read(await cache.page(`/contact?${cacheControl}`, render))).toMatchObject({
        body: 'contact 2',
        outcome: 'miss',
      });
    }
    expect(cache.size).toBe(0);
  });

  it('renders once for visitors asking at the same time', async () => {
    const cache = cacheAt({ value: '1' });
    const render = controlledRender('listing');
    const answers = Promise.all([1, 2, 3, 4, 5].map(() => cache.page('/products/engine-oils', render.render)));
    await render.started;
    render.finishAll();
    const results = await answers;
    expect(render.calls).toBe(1);
    expect(new Set(results.map((result) => read(result).body))).toEqual(new Set(['listing 1']));
  });

  it('sends the previous page to others while a changed one renders (stale while revalidating)', async () => {
    const revision = { value: '1' };
    const cache = cacheAt(revision);
    await cache.page('/', async () => page('before'));

    revision.value = '2';
    const render = controlledRender('after');
    const first = cache.page('/', render.render);
    await render.started;
    expect(read(await cache.page('/', render.render))).toMatchObject({ body: 'before', outcome: 'stale' });
    render.finishAll();
    expect(read(await first)).toMatchObject({ body: 'after 1', outcome: 'miss' });
    expect(read(await cache.page('/', render.render))).toMatchObject({ body: 'after 1', outcome: 'hit' });
    expect(render.calls).toBe(1);
  });

  it('renders anew for a visitor who read a newer revision than the render under way', async () => {
    const revision = { value: '1' };
    const cache = cacheAt(revision);
    const before = controlledRender('before');
    const after = controlledRender('after');
    const first = cache.page('/news', before.render);
    await new Promise((resolve) => setTimeout(resolve, 0));
    revision.value = '2';
    const second = cache.page('/news', after.render);
    await new Promise((resolve) => setTimeout(resolve, 0));
    before.finishAll();
    expect(read(await first)).toMatchObject({ body: 'before 1', outcome: 'miss' });
    await vi.waitFor(() => expect(after.calls).toBe(1));
    after.finishAll();
    expect(read(await second)).toMatchObject({ body: 'after 1', outcome: 'miss' });
    expect(read(await cache.page('/news', after.render))).toMatchObject({ body: 'after 1', outcome: 'hit' });
  });

  it('keeps no page rendered while an API call failed, and no answer but a 200', async () => {
    const cache = cacheAt({ value: '1' });
    let renders = 0;
    const failing = async () => page(`Failed to load news. ${++renders}`, { complete: false });
    await cache.page('/news', failing);
    expect(read(await cache.page('/news', failing))).toMatchObject({ body: 'Failed to load news. 2', outcome: 'miss' });

    const missing = async () => page(`Page not found ${++renders}`, { status: 404 });
    await cache.page('/nope', missing);
    expect(read(await cache.page('/nope', missing))).toMatchObject({ status: 404, outcome: 'miss' });
    expect(cache.size).toBe(0);
  });

  it('renders without the cache when the database cannot tell the revision, and keeps nothing', async () => {
    const revision: { value: string | Error } = { value: new Error('database unavailable') };
    const cache = cacheAt(revision);
    let renders = 0;
    const render = async () => page(`home ${++renders}`);
    expect(read(await cache.page('/', render))).toMatchObject({ body: 'home 1', outcome: 'bypass' });
    expect(read(await cache.page('/', render))).toMatchObject({ body: 'home 2', outcome: 'bypass' });

    revision.value = '7';
    expect(read(await cache.page('/', render))).toMatchObject({ body: 'home 3', outcome: 'miss' });
    expect(await cache.page('/', render)).toMatchObject({ outcome: 'hit' });
  });

  it('holds no more than its byte budget, dropping the least recently used pages', async () => {
    const cache = cacheAt({ value: '1' }, 3_000);
    const big = 'x'.repeat(600);
    for (const key of ['/a', '/b', '/c', '/d']) await cache.page(key, async () => page(big));
    expect(cache.size).toBeLessThan(4);
    expect((await cache.page('/d', async () => page(big))).outcome).toBe('hit');
    expect((await cache.page('/a', async () => page(big))).outcome).toBe('miss');
  });
});

describe('nonces in kept pages', () => {
  it('puts each answer its own nonce where the placeholder stands', () => {
    const body = `<p>Öl ৳</p><script nonce="${NONCE_PLACEHOLDER}">a()</script><script nonce="${NONCE_PLACEHOLDER}">b()</script>`;
    const parts = splitAtNonce(body);
    expect(parts).toHaveLength(3);
    expect(joinWithNonce(parts, 'n0nce1').toString()).toBe(
      '<p>Öl ৳</p><script nonce="n0nce1">a()</script><script nonce="n0nce1">b()</script>',
    );
    expect(joinWithNonce(parts, 'other').toString()).toContain('nonce="other"');
    expect(joinWithNonce(splitAtNonce('no scripts'), 'n0nce1').toString()).toBe('no scripts');
    expect(NONCE_PLACEHOLDER).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('a page kept for every visitor', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('loses the placeholder nonce, names its inline scripts by hash and is compressed once', async () => {
    const html =
      `<link rel="modulepreload" href="/a.js" nonce="${NONCE_PLACEHOLDER}"/><p>Öl ৳</p>` +
      `<script nonce="${NONCE_PLACEHOLDER}">window.__ctx = {"a":"\\u003c/script>"};</script>` +
      `<script nonce="${NONCE_PLACEHOLDER}" type="module" async="">import("/b.js");</script>` +
      `<script nonce="${NONCE_PLACEHOLDER}">window.__ctx = {"a":"\\u003c/script>"};</script>`;
    const shared = (await toSharedPage(page(html)))!;
    const expected =
      '<link rel="modulepreload" href="/a.js"/><p>Öl ৳</p>' +
      '<script>window.__ctx = {"a":"\\u003c/script>"};</script>' +
      '<script type="module" async="">import("/b.js");</script>' +
      '<script>window.__ctx = {"a":"\\u003c/script>"};</script>';
    expect(shared.identity.toString()).toBe(expected);
    expect(shared.scriptHashes).toEqual([
      sha256('window.__ctx = {"a":"\\u003c/script>"};'),
      sha256('import("/b.js");'),
    ]);
    expect(brotliDecompressSync(shared.br).toString()).toBe(expected);
    expect(gunzipSync(shared.gzip).toString()).toBe(expected);
    expect(shared.br.length).toBeLessThan(shared.identity.length);
  });

  it('is not made when the placeholder stands outside a nonce attribute, or a script holds a carriage return', async () => {
    expect(await toSharedPage(page(`<p>${NONCE_PLACEHOLDER}</p>`))).toBeUndefined();
    expect(await toSharedPage(page(`<script nonce="${NONCE_PLACEHOLDER}">a()\r\nb()</script>`))).toBeUndefined();
  });

  it('is what the cache keeps: a render that can be shared comes back shared, and so does the hit', async () => {
    const cache = cacheAt({ value: '1' });
    const render = async () => page(`<script nonce="${NONCE_PLACEHOLDER}">go()</script>`);
    const miss = await cache.page('/', render);
    const hit = await cache.page('/', render);
    expect(hit.outcome).toBe('hit');
    for (const { page: answer } of [miss, hit]) {
      expect(isSharedPage(answer)).toBe(true);
      expect((answer as SharedPage).scriptHashes).toEqual([sha256('go()')]);
    }
  });
});

describe('failure tracking of the API calls behind a page', () => {
  it('notes a 5xx answer and a call that could not be made, not a 404', async () => {
    const answering = (status: number) => failureTrackingFetch(async () => new Response('{}', { status }));
    const notFound = answering(404);
    await notFound.fetch('/api/news/show/nope');
    expect(notFound.failed()).toBe(false);

    const unavailable = answering(503);
    await unavailable.fetch('/api/news/list');
    expect(unavailable.failed()).toBe(true);

    const unreachable = failureTrackingFetch(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(unreachable.fetch('/api/news/list')).rejects.toThrow('fetch failed');
    expect(unreachable.failed()).toBe(true);
  });
});
