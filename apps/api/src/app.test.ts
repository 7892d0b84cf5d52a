import { ErrorResponseSchema, FILTER_GROUPS, LEGAL_DOCUMENTS } from '@rennfeld/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, createTestDatabase, type TestDatabase } from '../test/test-app.ts';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApi(database.db);
});

afterAll(async () => {
  await app.close();
  await database.destroy();
});

/** Every call of SPEC §7, as OpenAPI spells the path. */
const SPEC_PATHS = {
  '/api/categories': 'get',
  '/api/category/list': 'get',
  '/api/concept-categories': 'get',
  '/api/concept-category/{slug}': 'get',
  '/api/news/list': 'get',
  '/api/news/show/{slug}': 'get',
  '/api/products/{categorySlug}': 'get',
  '/api/products/{categorySlug}/{subCategorySlug}': 'get',
  '/api/product-detail/{slug}': 'get',
  '/api/search-materials': 'get',
  '/api/product-list': 'get',
  '/api/catelog/list': 'get',
  '/api/team-members/list': 'get',
  '/api/about-company': 'get',
  '/api/partnership/list': 'get',
  ...Object.fromEntries(Object.values(LEGAL_DOCUMENTS).map(({ path }) => [`/api/${path}`, 'get'])),
  '/api/newsletter-store': 'post',
  '/api/contact-store': 'post',
} as const;

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

describe('GET /api/openapi.json', () => {
  let paths: Record<string, Record<string, OpenApiOperation>>;

  beforeAll(async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    paths = response.json().paths;
  });

  it('lists every path of the API and nothing else', () => {
    expect(Object.keys(paths).sort()).toEqual(Object.keys(SPEC_PATHS).sort());
    for (const [path, method] of Object.entries(SPEC_PATHS)) expect(paths[path]?.[method], path).toBeDefined();
  });

  it('documents the 200 answer of every call and the 404 of every slug route', () => {
    for (const [path, method] of Object.entries(SPEC_PATHS)) {
      const { responses } = paths[path]![method]!;
      expect(
        Object.keys(responses).some((status) => status.startsWith('2')),
        path,
      ).toBe(true);
      if (path.includes('{')) expect(responses['404'], path).toBeDefined();
    }
  });

  it('documents the filter groups of a listing and the bodies and errors of the forms', () => {
    const listingParams = paths['/api/products/{categorySlug}']!.get!.parameters!.map((p) => `${p.in}:${p.name}`);
    expect(listingParams.sort()).toEqual(
      ['path:categorySlug', ...FILTER_GROUPS.map((group) => `query:${group}[]`)].sort(),
    );
    for (const path of ['/api/newsletter-store', '/api/contact-store']) {
      const operation = paths[path]!.post!;
      expect(operation.requestBody, path).toBeDefined();
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201', '400', '413', '422']));
    }
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/no-such-endpoint'],
    ['GET', '/api/news'],
    ['POST', '/api/news/list'],
  ] as const)('%s %s answers 404 JSON', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(ErrorResponseSchema.parse(response.json())).toEqual({ success: false, message: 'Not found.' });
  });
});
