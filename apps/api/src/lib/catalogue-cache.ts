import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { computeEtag, isNotModified } from './http-cache.ts';
import { createLoadingCache, type LoadingCache } from './loading-cache.ts';
import { createSingleFlight } from './single-flight.ts';

/**
 * An in-process cache of catalogue answers (categories, filter options, listings, product pages,
 * searches), kept as the UTF-8 JSON bytes the route sends, so a hit costs neither SQL,
 * serialisation nor encoding. Bytes live outside the JavaScript heap: the heap, which V8 lets
 * grow in proportion to what it holds, stays small under load.
 *
 * It is valid while the content is unchanged: triggers count every write to the content tables in
 * `content_revision` (migration 2026-11-23-0001), and each read of a kept answer compares that one
 * row with the revision the cache was filled at. Writes by another process or another host (an
 * admin back office, a second instance) are seen at once; nothing expires by time. The API makes
 * one cache and hands it to the modules that read the catalogue.
 *
 * Each kind of answer has a byte budget and drops its least recently used entries beyond it, so
 * a crawler walking every product page cannot push the hot listings out. Where the visitor chooses
 * the key (a selection, a product page, a search), an answer is kept the second time it is asked
 * for: one asked once is sent and dropped (decision 083).
 */

type CacheSpace = 'catalogue' | 'listing' | 'detail' | 'search';

/** A lookup answered from what was kept (`hit`) or by a load, its own or one under way (`miss`). */
export type CatalogueCacheLookup = (space: CacheSpace | 'derived', result: 'hit' | 'miss') => void;

/** An answer as the route sends it: UTF-8 JSON and its ETag, both made once. */
export interface JsonAnswer {
  body: Buffer;
  etag: string;
}

// A crawler asking for a new selection each time fills any budget, so the budgets are what it
// can cost in memory; listings, the largest answers, get the most (bench/README.md tells how
// many answers of each kind fit).
const BUDGETS: Record<CacheSpace, number> = {
  catalogue: 1 << 20,
  listing: 8 << 20,
  detail: 4 << 20,
  search: 2 << 20,
};

/**
 * The spaces whose keys visitors choose, without bound: most keys are asked once (a crawler, a
 * rare selection), and keeping those would push out the answers asked again and again.
 */
const KEPT_ON_SECOND_ASK: ReadonlySet<CacheSpace> = new Set(['listing', 'detail', 'search']);

/**
 * The characters of the keys remembered as asked once, least recently asked forgotten first:
 * about ten thousand keys, so a key asked again within that many others is kept.
 */
const ASKED_KEYS_BUDGET = 1 << 20;

/** Derived values (a category's facet index) kept at most, least recently used going first. */
const DERIVED_VALUES_KEPT = 1_000;

/** The cache as it is at one revision of the catalogue. */
export interface CatalogueAtRevision {
  /**
   * The answer stored under `key`, or what `load` gives: stored unless undefined or, in a space
   * whose keys visitors choose, asked for the first time. Requests asking for the same missing key
   * at the same time share one `load`.
   */
  json(space: CacheSpace, key: string, load: () => Promise<JsonAnswer | undefined>): Promise<JsonAnswer | undefined>;
  /**
   * A value computed from the catalogue (an index of a category), built once and shared until
   * the catalogue changes; requests asking at the same time share one build. A failed build is
   * not kept.
   */
  derived<T extends object>(key: string, build: () => Promise<T>): Promise<T>;
}

/**
 * A lookup of a kept answer reads the content's revision first (one small query); a lookup of
 * an answer not kept loads it without (the load reads the catalogue as it is).
 */
export interface CatalogueCache extends CatalogueAtRevision {
  /** As at a revision, for a `load` that reads the database only (no derived value). */
  json(space: CacheSpace, key: string, load: () => Promise<JsonAnswer | undefined>): Promise<JsonAnswer | undefined>;
  /**
   * The cache at the revision read now: a request that looks up several things (an answer, then
   * the indexes its load needs) reads the revision once, and its lookups agree with each other.
   */
  atCurrentRevision(): Promise<CatalogueAtRevision>;
}

/**
 * What is kept for one revision of the catalogue. A new revision starts a new generation: loads
 * still running for the old one answer their callers and are kept nowhere anyone looks.
 */
interface Generation {
  revision: string;
  answers: Record<CacheSpace, LRUCache<string, JsonAnswer>>;
  /** Loads of answers under way, by space and key: callers asking meanwhile share them. */
  loads: (id: string, load: () => Promise<JsonAnswer | undefined>) => Promise<JsonAnswer | undefined>;
  derived: LoadingCache<object>;
}

function createGeneration(revision: string): Generation {
  const answers = Object.fromEntries(
    Object.entries(BUDGETS).map(([space, budget]) => [
      space,
      new LRUCache<string, JsonAnswer>({
        maxSize: budget,
        sizeCalculation: (answer, key) => key.length + answer.body.length + answer.etag.length,
      }),
    ]),
  ) as Generation['answers'];
  return {
    revision,
    answers,
    loads: createSingleFlight<JsonAnswer | undefined>(),
    derived: createLoadingCache({ max: DERIVED_VALUES_KEPT }),
  };
}

/** Whether a key was asked for before (among those ASKED_KEYS_BUDGET holds); remembers it. */
function createAskedKeys(): (id: string) => boolean {
  const asked = new LRUCache<string, true>({ maxSize: ASKED_KEYS_BUDGET, sizeCalculation: (_, id) => id.length });
  return (id) => {
    if (asked.get(id)) return true;
    asked.set(id, true);
    return false;
  };
}

export interface CatalogueCacheOptions {
  /** The content's revision (createContentRevisionReader): what is kept is valid while it holds. */
  readRevision: () => Promise<string>;
  /** Told the result of every lookup, per space (metrics). */
  onLookup?: CatalogueCacheLookup;
}

export function createCatalogueCache({ readRevision, onLookup }: CatalogueCacheOptions): CatalogueCache {
  let generation: Generation | undefined;
  const askedBefore = createAskedKeys();

  /** The value `derived` holds under `key`, or what `build` gives; tells the listeners which. */
  async function fetchDerived(
    derived: LoadingCache<object>,
    key: string,
    build: () => Promise<object>,
  ): Promise<object | undefined> {
    if (!onLookup) return derived.fetch(key, { context: build });
    const status: LRUCache.Status<string, object> = {};
    const value = await derived.fetch(key, { context: build, status });
    onLookup('derived', status.fetch === 'hit' ? 'hit' : 'miss');
    return value;
  }

  async function readGeneration(): Promise<Generation> {
    const revision = await readRevision();
    if (generation?.revision !== revision) generation = createGeneration(revision);
    return generation;
  }

  function atGeneration({ answers, loads, derived }: Generation): CatalogueAtRevision {
    return {
      async derived<T extends object>(key: string, build: () => Promise<T>): Promise<T> {
        // The key names what was built, so the value under it is the T its build gives.
        return (await fetchDerived(derived, key, build)) as T;
      },
      async json(space, key, load) {
        const kept = answers[space].get(key);
        onLookup?.(space, kept ? 'hit' : 'miss');
        if (kept) return kept;
        const id = `${space}\n${key}`;
        const keeps = !KEPT_ON_SECOND_ASK.has(space) || askedBefore(id);
        const answer = await loads(id, load);
        if (keeps && answer) answers[space].set(key, answer);
        return answer;
      },
    };
  }

  const atCurrentRevision = async () => atGeneration(await readGeneration());

  return {
    atCurrentRevision,
    derived: async (key, build) => (await atCurrentRevision()).derived(key, build),
    json: async (space, key, load) => {
      // A key the generation lacks is loaded from the catalogue as it is now, at least as new as
      // the generation's revision, so the answer may be kept there unread: a newer revision, once
      // read, drops the generation with it. Only a kept answer is checked against the revision.
      const current = generation;
      if (current && !current.answers[space].has(key)) return atGeneration(current).json(space, key, load);
      return (await atCurrentRevision()).json(space, key, load);
    },
  };
}

/**
 * Whether an answer is checked against its schema before it is kept: in development and tests,
 * not in production (decision 064). The answer's type already follows the schema; the check
 * catches what types cannot (lengths, formats, a key the schema would drop) where tests run, and
 * costs a copy of every new answer where visitors wait.
 */
const CHECKS_ANSWERS = process.env.NODE_ENV !== 'production';

/**
 * The JSON of this answer as UTF-8: what Fastify's zod serializer would send. Where answers are
 * checked, one the schema rejects or would change (a key it drops, a default it adds) throws.
 */
export function toJson<Schema extends z.ZodType>(schema: Schema, answer: z.input<Schema>): JsonAnswer {
  const json = JSON.stringify(answer);
  if (CHECKS_ANSWERS && JSON.stringify(schema.parse(answer)) !== json) {
    throw new Error('The answer is not what its schema makes of it: a key or a value the schema would change.');
  }
  const body = Buffer.from(json);
  return { body, etag: computeEtag(body) };
}

/** Sends the answer's bytes as they are, or a 304 to a visitor who holds them already. */
export function sendJson(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  return isNotModified(request, reply, answer.etag) ? reply.send() : reply.send(answer.body);
}
