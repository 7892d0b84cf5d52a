import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { revisionReader, type Database } from '../../db/database.ts';
import { etagOf, isNotModified } from '../../lib/http-cache.ts';

/**
 * An in-process cache of catalogue answers (categories, filter options, listings, product pages,
 * searches), kept as the UTF-8 JSON bytes the route sends, so a hit costs neither SQL,
 * serialisation nor encoding. Bytes live outside the JavaScript heap: the heap, which V8 lets
 * grow in proportion to what it holds, stays small under load.
 *
 * It is valid while the catalogue is unchanged: triggers count every write to the catalogue tables
 * in `catalogue_revision` (migration 2026-11-22-0002), and each read compares that one row with
 * the revision the cache was filled at. Writes by another process or another host (an admin
 * back office, a second instance) are seen at once; nothing expires by time.
 *
 * Each kind of answer has a byte budget and drops its least recently used entries beyond it, so
 * a crawler walking every product page cannot push the hot listings out.
 */

export type CacheSpace = 'catalogue' | 'listing' | 'detail' | 'search';

/** An answer as the route sends it: UTF-8 JSON and its ETag, both made once. */
export interface JsonAnswer {
  body: Buffer;
  etag: string;
}

// Bytes per kind, 15 MB in all: about 180 listing pages of 100 products (46 KB), 3 500 product
// answers, 1 500 searches. A crawler asking for a new selection each time fills any budget, so
// the budgets are what it can cost in memory.
const BUDGETS: Record<CacheSpace, number> = {
  catalogue: 1 << 20,
  listing: 8 << 20,
  detail: 4 << 20,
  search: 2 << 20,
};

const sizeOf = (key: string, answer: JsonAnswer) => key.length + answer.body.length + answer.etag.length;

/** Insertion-ordered map as LRU: a hit moves the entry to the end, eviction takes from the front. */
class LruBytes {
  #entries = new Map<string, JsonAnswer>();
  #bytes = 0;
  constructor(readonly budget: number) {}

  get(key: string): JsonAnswer | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: JsonAnswer): void {
    const size = sizeOf(key, value);
    if (size > this.budget) return;
    const previous = this.#entries.get(key);
    if (previous !== undefined) {
      this.#bytes -= sizeOf(key, previous);
      this.#entries.delete(key);
    }
    this.#entries.set(key, value);
    this.#bytes += size;
    for (const [oldKey, oldValue] of this.#entries) {
      if (this.#bytes <= this.budget) break;
      this.#entries.delete(oldKey);
      this.#bytes -= sizeOf(oldKey, oldValue);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}

export interface CatalogueCache {
  /**
   * The answer stored under `key`, or what `load` gives (stored unless undefined). Requests
   * asking for the same missing key at the same time share one `load`.
   */
  json(space: CacheSpace, key: string, load: () => Promise<JsonAnswer | undefined>): Promise<JsonAnswer | undefined>;
  /**
   * A value computed from the catalogue (an index of a category), built once and shared until
   * the catalogue changes; requests asking at the same time share one build. A failed build is
   * not kept.
   */
  derived<T>(key: string, build: () => Promise<T>): Promise<T>;
}

function createCatalogueCache(db: Kysely<Database>): CatalogueCache {
  const spaces = Object.fromEntries(
    Object.entries(BUDGETS).map(([space, budget]) => [space, new LruBytes(budget)]),
  ) as Record<CacheSpace, LruBytes>;
  const loading = new Map<string, Promise<JsonAnswer | undefined>>();
  const derivedValues = new Map<string, Promise<unknown>>();
  let filledAt: string | null = null;

  const currentRevision = revisionReader(db, 'catalogue_revision');

  /** The current revision; everything kept from an earlier one is dropped. */
  async function freshRevision(): Promise<string> {
    const revision = await currentRevision();
    if (revision !== filledAt) {
      for (const lru of Object.values(spaces)) lru.clear();
      loading.clear();
      derivedValues.clear();
      filledAt = revision;
    }
    return revision;
  }

  return {
    async derived<T>(key: string, build: () => Promise<T>): Promise<T> {
      await freshRevision();
      let value = derivedValues.get(key) as Promise<T> | undefined;
      if (!value) {
        value = build();
        derivedValues.set(key, value);
        value.catch(() => {
          if (derivedValues.get(key) === value) derivedValues.delete(key);
        });
      }
      return value;
    },

    async json(space, key, load) {
      const revision = await freshRevision();
      const hit = spaces[space].get(key);
      if (hit !== undefined) return hit;

      const loadingKey = `${revision}\u0000${space}\u0000${key}`;
      let pending = loading.get(loadingKey);
      if (!pending) {
        pending = load()
          .then((value) => {
            // A write may have moved the revision on while this loaded: keep it only if not.
            if (value !== undefined && filledAt === revision) spaces[space].set(key, value);
            return value;
          })
          .finally(() => loading.delete(loadingKey));
        loading.set(loadingKey, pending);
      }
      return pending;
    },
  };
}

const caches = new WeakMap<Kysely<Database>, CatalogueCache>();

/** The one cache of this database handle, shared by every module that reads the catalogue. */
export function catalogueCache(db: Kysely<Database>): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCatalogueCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/** The JSON Fastify's zod serializer would send for this answer (validated, then stringified), as UTF-8. */
export function toJson<Schema extends z.ZodType>(schema: Schema, answer: z.input<Schema>): JsonAnswer {
  const body = Buffer.from(JSON.stringify(schema.parse(answer)));
  return { body, etag: etagOf(body) };
}

/** Sends the answer's bytes as they are, or a 304 to a visitor who holds them already. */
export function sendJson(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  return isNotModified(request, reply, answer.etag) ? reply.send() : reply.send(answer.body);
}
