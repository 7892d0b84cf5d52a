import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { LRUCache } from 'lru-cache';
import { createLoadingCache, computeEtag } from '@rennfeld/api';

/** One rendered answer of the web app, as the page cache keeps it. */
export interface RenderedPage {
  status: number;
  headers: Array<[name: string, value: string]>;
  /**
   * The HTML (or a client navigation's data) as bytes, cut where the CSP nonce goes (see
   * splitAtNonce): sending an answer joins the parts with its own nonce, one copy and no encoding.
   */
  body: Buffer[];
  /** False when an API call behind the page failed: such a page is sent as it is, never kept. */
  complete: boolean;
}

/**
 * A page kept for every visitor: the same bytes for all, so they are compressed once. Its inline
 * scripts are allowed by their hashes, not by a nonce (a nonce must be new in every answer, which
 * would make every answer's bytes different): the hash-based strict CSP recommended for cached
 * pages.
 */
export interface SharedPage {
  status: number;
  headers: Array<[name: string, value: string]>;
  /** CSP sources (`'sha256-…'`) of the page's inline scripts. */
  scriptHashes: string[];
  /** The validator of the page's bytes, made once. */
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function isSharedPage(page: RenderedPage | SharedPage): page is SharedPage {
  return 'scriptHashes' in page;
}

/**
 * What pages for the cache are rendered with instead of a nonce. It is random per process, so no
 * content can contain it by chance or on purpose. A kept page loses it (its scripts are allowed
 * by hash); a page sent without being kept gets it replaced by the answer's own fresh nonce.
 */
export const NONCE_PLACEHOLDER = randomBytes(16).toString('hex');

export interface PageCacheOptions {
  /** The content's current revision (a counter moved by every write to a table pages show). */
  currentRevision: () => Promise<string>;
  /** Memory the kept pages may take, in bytes (least recently used pages go first). */
  maxBytes: number;
  /**
   * How long a kept page stays current without a change of content: pages show relative ages
   * ("3 days ago"), which must not fall behind by more than this.
   */
  maxAgeMs: number;
  /** The clock (tests move it). */
  now?: () => number;
  /** Told where each answer came from (metrics). */
  onOutcome?: (outcome: PageCacheOutcome) => void;
  /** Told of each rendered page kept for every visitor (metrics). */
  onStore?: () => void;
}

/**
 * Where an answer came from: kept and current (`hit`), kept from before a change while the new one
 * renders (`stale`), rendered for this request or one asking at the same time (`miss`), or rendered
 * without the cache because the database could not tell the revision (`bypass`).
 */
export type PageCacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass';

export interface PageCache {
  /**
   * The page under `key`: the kept one while the content is unchanged; else what `render` gives,
   * one render per key and revision however many visitors ask at once. While a changed page is
   * being rendered anew, other visitors get the one kept before (stale while revalidating).
   */
  page(
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<{ page: RenderedPage | SharedPage; outcome: PageCacheOutcome }>;
  /** Pages kept now (for tests and diagnostics). */
  readonly size: number;
}

/** A page as the cache holds it: shared (kept) or, when it may not be kept, as rendered. */
interface PageEntry {
  revision: string;
  renderedAt: number;
  page: RenderedPage | SharedPage;
}

/**
 * Every visitor is anonymous, so a page depends on its URL and the content alone: rendered once,
 * it can be sent to everyone until the content changes. Only complete 200 answers are kept, and
 * none whose Cache-Control says `no-store` or `private` (a page carrying a one-time form id).
 */
export function createPageCache({
  currentRevision,
  maxBytes,
  maxAgeMs,
  now = Date.now,
  onOutcome = () => {},
  onStore = () => {},
}: PageCacheOptions): PageCache {
  const entries = createLoadingCache<PageEntry>({
    maxSize: maxBytes,
    // A page that may not be kept is given a size beyond the budget: lru-cache keeps no such entry,
    // and still hands it to every visitor who shared its render.
    sizeCalculation: ({ page }, key) =>
      isSharedPage(page) ? key.length + 256 + page.identity.length + page.br.length + page.gzip.length : maxBytes + 1,
  });

  return {
    get size() {
      return entries.size;
    },
    async page(key, render) {
      const answer = await findPage(key, render);
      onOutcome(answer.outcome);
      return answer;
    },
  };

  async function findPage(
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<{ page: RenderedPage | SharedPage; outcome: PageCacheOutcome }> {
    let revision: string;
    try {
      revision = await currentRevision();
    } catch {
      // The database is away: the render shows the SPEC §8 messages; nothing is kept or trusted.
      return { page: await render(), outcome: 'bypass' };
    }
    const kept = entries.peek(key);
    const isCurrent = kept?.revision === revision && now() - kept.renderedAt < maxAgeMs;

    // The revision is read before the render, so a write during it marks the page stale at once.
    const renderEntry = async (): Promise<PageEntry> => {
      const renderedAt = now();
      const rendered = await render();
      const shared = isKeepable(rendered) ? await toSharedPage(rendered) : undefined;
      if (shared) onStore();
      return { revision, renderedAt, page: shared ?? rendered };
    };
    const status: LRUCache.Status<string, PageEntry> = {};
    // allowStale: visitors who join the render of a changed page get the one kept before it.
    let entry = await entries.forceFetch(key, {
      context: renderEntry,
      forceRefresh: !isCurrent,
      allowStale: true,
      status,
    });
    if (status.fetch === 'hit') return { page: entry.page, outcome: 'hit' };
    if (status.returnedStale) return { page: entry.page, outcome: 'stale' };
    // This visitor started the render, and lru-cache handed it the kept page: it waits for the new one.
    if (status.fetch === 'refresh') entry = await entries.forceFetch(key, { context: renderEntry });
    // It joined a render begun at another revision than the one it read: it renders anew.
    if (entry.revision !== revision) {
      entry = await entries.forceFetch(key, { context: renderEntry, forceRefresh: true });
    }
    return { page: entry.page, outcome: 'miss' };
  }
}

function isKeepable(page: RenderedPage): boolean {
  if (page.status !== 200 || !page.complete) return false;
  const cacheControl = page.headers.find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '';
  return !/\b(no-store|private)\b/i.test(cacheControl);
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * The smallest brotli window that holds the whole page: a larger one compresses no better, and
 * brotli allocates it for each compression, outside the JavaScript heap (decision 088).
 */
function brotliWindowBitsFor(size: number): number {
  const bits = Math.ceil(Math.log2(Math.max(size, 1)));
  return Math.min(Math.max(bits, zlibConstants.BROTLI_MIN_WINDOW_BITS), zlibConstants.BROTLI_DEFAULT_WINDOW);
}

/** Inline scripts rendered with the placeholder nonce; React escapes "<" inside them. */
const PLACEHOLDER_SCRIPT = new RegExp(`<script\\b[^>]*\\snonce="${NONCE_PLACEHOLDER}"[^>]*>([\\s\\S]*?)</script>`, 'g');

/**
 * The rendered page made the same for everyone: the placeholder nonce removed, each inline
 * script's SHA-256 noted for the policy, the bytes compressed once (brotli and gzip, on the thread
 * pool). Undefined when that is not possible (the placeholder stands somewhere but in a nonce
 * attribute, or a script holds a carriage return, which the browser would hash differently).
 */
export async function toSharedPage(page: RenderedPage): Promise<SharedPage | undefined> {
  const text = joinWithNonce(page.body, NONCE_PLACEHOLDER).toString();
  const scriptHashes = new Set<string>();
  for (const [, script = ''] of text.matchAll(PLACEHOLDER_SCRIPT)) {
    if (script.includes('\r')) return undefined;
    scriptHashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  const shared = text.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, '');
  if (shared.includes(NONCE_PLACEHOLDER)) return undefined;
  const identity = Buffer.from(shared);
  const [br, gzipped] = await Promise.all([
    compressBrotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBitsFor(identity.length),
      },
    }),
    compressGzip(identity, { level: 9 }),
  ]);
  return {
    status: page.status,
    headers: page.headers,
    scriptHashes: [...scriptHashes],
    etag: computeEtag(identity),
    identity,
    br,
    gzip: gzipped,
  };
}

/** A rendered body's bytes, cut at every NONCE_PLACEHOLDER. */
export function splitAtNonce(text: string): Buffer[] {
  return text.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part));
}

/** The body with this answer's nonce wherever the placeholder stood. */
export function joinWithNonce(parts: Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  const separator = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part])));
}

/**
 * A fetch that notes whether any call failed (could not be made, or answered 5xx), so a page
 * rendered while the API or its database was in trouble is not kept.
 */
export function failureTrackingFetch(inner: typeof fetch): { fetch: typeof fetch; failed: () => boolean } {
  let failed = false;
  return {
    fetch: async (input, init) => {
      try {
        const response = await inner(input, init);
        if (response.status >= 500) failed = true;
        return response;
      } catch (error) {
        failed = true;
        throw error;
      }
    },
    failed: () => failed,
  };
}
