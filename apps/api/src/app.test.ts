import { ErrorResponseSchema, FILTER_GROUPS, LEGAL_DOCUMENTS } from '@rennfeld/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../test/test-app.ts';

const api = useTestApi();

/** Every public call, as OpenAPI spells the path (relative to the server, `/api`): SPEC §7's and the few beyond it. */
const SPEC_PATHS = {
  '/categories': 'get',
  '/category/list': 'get',
  '/concept-categories': 'get',
  '/concept-category/{slug}': 'get',
  '/news/list': 'get',
  '/news/show/{slug}': 'get',
  '/products/{categorySlug}': 'get',
  '/products/{categorySlug}/{subCategorySlug}': 'get',
  '/product-detail/{slug}': 'get',
  '/search-materials': 'get',
  '/product-list': 'get',
  '/catelog/list': 'get',
  '/team-members/list': 'get',
  '/about-company': 'get',
  '/partnership/list': 'get',
  ...Object.fromEntries(Object.values(LEGAL_DOCUMENTS).map(({ path }) => [`/${path}`, 'get'])),
  '/newsletter-store': 'post',
  '/contact-store': 'post',
  // Beyond SPEC §7: the newsletter's double opt-in (decision 045).
  '/newsletter/confirm': 'post',
  '/newsletter/unsubscribe': 'post',
  // Beyond SPEC §7, which invokes performance reporting with no handler: real-user timings (decision 053).
  '/vitals': 'post',
  // Beyond SPEC §7: the company's details, the one source of the imprint and the hotline (decision 093).
  '/company-details': 'get',
  // Beyond SPEC §7: the guest checkout with prepayment (decision 102).
  '/orders': 'post',
  '/orders/{key}': 'get',
  '/shop': 'get',
  '/cart': 'post',
} as const;

/** The staff area's paths: its API under /admin, and sign-in (better-auth) under /auth. */
const isStaffPath = (path: string) => path.startsWith('/admin/') || path.startsWith('/auth/');

interface OpenApiOperation {
  security?: unknown[];
  summary?: string;
  operationId?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

interface OpenApiDocument {
  servers: Array<{ url: string }>;
  security?: unknown[];
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

describe('GET /api/openapi.json', () => {
  let document: OpenApiDocument;
  let paths: OpenApiDocument['paths'];
  let operations: Array<{ path: string; method: string; operation: OpenApiOperation }>;

  beforeAll(async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
    paths = document.paths;
    operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
  });

  it('lists every path of the API and nothing else', () => {
    const publicPaths = Object.keys(paths).filter((path) => !isStaffPath(path));
    expect(publicPaths.sort()).toEqual(Object.keys(SPEC_PATHS).sort());
    expect(Object.keys(paths).filter(isStaffPath)).toEqual(
      expect.arrayContaining(['/auth/sign-in/email', '/auth/sign-out', '/admin/me', '/admin/staff']),
    );
    for (const [path, method] of Object.entries(SPEC_PATHS)) expect(paths[path]?.[method], path).toBeDefined();
  });

  it('names the mount point as its server, so each server URL and path is a route of the app', () => {
    expect(document.servers.map(({ url }) => url)).toEqual(['/api']);
    for (const { path, method } of operations) {
      const url = `${document.servers[0]!.url}${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const upperMethod = method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE';
      expect(api.app.hasRoute({ method: upperMethod, url }), `${method} ${url}`).toBe(true);
    }
  });

  it('declares that public calls need no credentials and every staff API call the session cookie', () => {
    expect(document.security).toEqual([]);
    for (const { path, operation } of operations) {
      if (path.startsWith('/admin/')) expect(operation.security, path).toEqual([{ staffSession: [] }]);
      else expect(operation.security, path).toBeUndefined();
    }
  });

  it('gives every operation a summary, a declared tag and a unique verb-noun operationId', () => {
    const declaredTags = document.tags.map(({ name }) => name);
    for (const { path, operation } of operations) {
      expect(operation.summary, path).toMatch(/^[A-Z]\S* \S/);
      expect(operation.operationId, path).toMatch(/^[a-z]+(?:[A-Z][a-z]+)+$/);
      expect(operation.tags?.length, path).toBe(1);
      expect(declaredTags, path).toContain(operation.tags![0]);
    }
    const operationIds = operations.map(({ operation }) => operation.operationId);
    expect(new Set(operationIds).size).toBe(operationIds.length);
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

  it('documents a client error for every call that takes input, and the 503 of every call', () => {
    for (const { path, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      if (operation.parameters?.length || operation.requestBody) {
        expect(
          statuses.some((status) => status.startsWith('4')),
          path,
        ).toBe(true);
      }
      expect(statuses, path).toContain('503');
    }
  });

  it('documents the filter groups and the order of a listing and the bodies and errors of the forms', () => {
    const listingParams = paths['/products/{categorySlug}']!.get!.parameters!.map((p) => `${p.in}:${p.name}`);
    expect(listingParams.sort()).toEqual(
      ['path:categorySlug', 'query:locale', 'query:sort', ...FILTER_GROUPS.map((group) => `query:${group}[]`)].sort(),
    );
    for (const path of ['/newsletter-store', '/contact-store']) {
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
    ['DELETE', '/api/no-such-endpoint'],
  ] as const)('%s %s answers 404 JSON', async (method, url) => {
    const response = await api.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers.allow).toBeUndefined();
    expect(ErrorResponseSchema.parse(response.json())).toEqual({ success: false, message: 'Not found.' });
  });

  it.each([
    ['POST', '/api/news/list', 'GET, HEAD'],
    ['DELETE', '/api/orders', 'POST'],
    ['PUT', '/api/product-detail/some-oil', 'GET, HEAD'],
    ['GET', '/api/contact-store', 'POST'],
  ] as const)('%s %s answers 405 JSON with Allow: %s', async (method, url, allow) => {
    const response = await api.app.inject({ method, url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(ErrorResponseSchema.parse(response.json()).message).toBe(`This address takes ${allow}.`);
  });
});
