import { ContactRequestSchema, NewsletterRequestSchema } from '@rennfeld/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createNews, createProduct } from '../test/builders.ts';
import { useTestApi } from '../test/test-app.ts';

/*
 * The API against arbitrary input (fast-check): whatever path segment, query string or body a
 * client sends, the answer is JSON with `success`, and a 2xx or a 4xx, never a 5xx. For the forms,
 * the API accepts a body exactly when the shared contract does (the web form checks the same).
 */

let categorySlug: string;
let productSlug: string;
let newsSlug: string;

const api = useTestApi();

beforeAll(async () => {
  const category = await createCategory(api.db);
  categorySlug = category.slug;
  productSlug = (await createProduct(api.db, { categoryId: category.id })).slug;
  newsSlug = (await createNews(api.db)).slug;
});

function expectJsonAnswer(response: Awaited<ReturnType<FastifyInstance['inject']>>, what: string) {
  expect(response.statusCode, what).toBeGreaterThanOrEqual(200);
  expect(response.statusCode, what).toBeLessThan(500);
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const body = response.json() as { success?: unknown };
  expect(typeof body.success, what).toBe('boolean');
  expect(body.success, what).toBe(response.statusCode < 300);
}

/**
 * Fastify's JSON parser answers 400 to a body that could poison prototypes (a `__proto__` key, or
 * a `constructor` key holding `prototype`, at any depth) before the contract sees it.
 */
function poisonsPrototypes(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, inner]) =>
      key === '__proto__' ||
      (key === 'constructor' && typeof inner === 'object' && inner !== null && Object.hasOwn(inner, 'prototype')) ||
      poisonsPrototypes(inner),
  );
}

/** Any text, percent-encoded the way a browser puts it into a URL. */
const encoded = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength }),
    fc.constantFrom('', ' ', '%', '__proto__', 'constructor', 'a'.repeat(250), '5w-30'),
  );
const queryKey = fc.oneof(
  encoded(12),
  encoded(12).map((key) => `${key}[]`),
  fc.constantFrom('viscosity[]', 'brand[]', 'q', 'size', '__proto__[]', 'toString[]', 'q[]', 'size[]', '[]'),
);
const queryString = fc
  .array(fc.tuple(queryKey, encoded(120)), { maxLength: 60 })
  .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&'));

describe('the API with arbitrary requests', () => {
  it('answers every GET with JSON and a 2xx or 4xx, whatever the path segment and query', async () => {
    const paths = (segment: string) => [
      `/api/products/${categorySlug}`,
      `/api/products/${segment}`,
      `/api/products/${categorySlug}/${segment}`,
      `/api/product-detail/${productSlug}`,
      `/api/product-detail/${segment}`,
      `/api/product-list`,
      `/api/search-materials`,
      `/api/news/show/${newsSlug}`,
      `/api/news/show/${segment}`,
      `/api/concept-category/${segment}`,
      `/api/categories`,
      `/api/${segment}`,
    ];
    await fc.assert(
      // A segment of '.' or '..' leaves /api altogether (browsers resolve it before sending).
      fc.asyncProperty(
        encoded(40).filter((segment) => segment !== '.' && segment !== '..'),
        queryString,
        fc.nat(),
        async (rawSegment, query, pick) => {
          const candidates = paths(encodeURIComponent(rawSegment));
          const url = `${candidates[pick % candidates.length]}?${query}`;
          expectJsonAnswer(await api.app.inject({ method: 'GET', url }), url);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('answers a raw query with brackets, repeats and stray characters', async () => {
    const raw = fc
      .array(fc.constantFrom('viscosity[]=a', 'q=x', '&', '=', '[', ']', '%', '%zz', '#', '?', 'a', 'size=1'), {
        maxLength: 30,
      })
      .map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(raw, async (query) => {
        for (const path of [
          `/api/products/${categorySlug}`,
          '/api/product-list',
          `/api/product-detail/${productSlug}`,
        ]) {
          const url = `${path}?${query}`;
          expectJsonAnswer(await api.app.inject({ method: 'GET', url }), url);
        }
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['/api/contact-store', ContactRequestSchema],
    ['/api/newsletter-store', NewsletterRequestSchema],
  ] as const)('accepts a JSON body at %s exactly when the contract does, and never fails', async (url, schema) => {
    const field = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom('Lukas', 'lukas@example.com', ' ', '+49 711 555', 'x'.repeat(300), 'a\u0000b', 'e\u0301'),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const body = fc.oneof(
      fc.record(
        {
          name: field,
          email: fc.oneof(field, fc.constantFrom('jana@example.com', 'JANA@Example.COM ')),
          phone: field,
          subject: field,
          message: field,
          website: fc.oneof(fc.constant(''), field),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await api.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expectJsonAnswer(response, JSON.stringify(payload));
        const accepted = schema.safeParse(payload).success && !poisonsPrototypes(payload);
        expect(response.statusCode < 300, JSON.stringify(payload)).toBe(accepted);
      }),
      {
        numRuns: 300,
        // Once found by a run: the contract drops the unknown `message`, the parser refuses its key.
        examples: [[JSON.parse('{"name":"¡","email":"jana@example.com","message":{"__proto__":false}}') as unknown]],
      },
    );
  });

  it('answers bodies that are not JSON objects, or not JSON at all, with a 4xx', async () => {
    const raw = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom('', '{', '{"name":', 'null', '[]', '"text"', '{"__proto__":{"x":1}}', '\u0000'),
    );
    await fc.assert(
      fc.asyncProperty(raw, fc.constantFrom('/api/contact-store', '/api/newsletter-store'), async (payload, url) => {
        const response = await api.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expectJsonAnswer(response, payload);
        expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 200 },
    );
  });
});
