import { ErrorResponseSchema } from '@rennfeld/contract';
import type { StaffRole } from '@rennfeld/contract/staff';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestStaffMember, signIn } from '../test/staff-session.ts';
import { useTestApi } from '../test/test-app.ts';

/*
 * The whole permission matrix of the staff API: every route under /api/admin, as the OpenAPI
 * document lists them, for an anonymous caller, an editor and an admin. A staff route added
 * without a line here fails the first test.
 */

const api = useTestApi();

/** The least role of each staff route. */
const LEAST_ROLE: Record<string, StaffRole> = {
  'GET /admin/me': 'editor',
  'GET /admin/staff': 'admin',
  'POST /admin/staff': 'admin',
  'GET /admin/staff/{id}': 'admin',
  'PATCH /admin/staff/{id}': 'admin',
  'DELETE /admin/staff/{id}': 'admin',
  'POST /admin/staff/{id}/password': 'admin',
  'GET /admin/contact-messages': 'editor',
  'GET /admin/contact-messages/export.csv': 'editor',
  'GET /admin/contact-messages/{id}': 'editor',
  'PATCH /admin/contact-messages/{id}': 'editor',
  'DELETE /admin/contact-messages/{id}': 'editor',
  'GET /admin/newsletter-subscribers': 'editor',
  'GET /admin/newsletter-subscribers/export.csv': 'editor',
  'DELETE /admin/newsletter-subscribers/{id}': 'editor',
  'GET /admin/audit-events': 'admin',
  // The mail outbox: read and sent again by editors.
  'GET /admin/mail-outbox': 'editor',
  'GET /admin/mail-outbox/{id}': 'editor',
  'POST /admin/mail-outbox/{id}/retry': 'editor',
  // The background jobs: counts and failures, no personal data; read by editors.
  'GET /admin/jobs': 'editor',
  // What needs attention: counts only, for editors.
  'GET /admin/dashboard': 'editor',
  // The real-user timings: read by editors.
  'GET /admin/vitals': 'editor',
  // The brand's own details: one record, read and saved.
  'GET /admin/company-details/{id}': 'editor',
  'PUT /admin/company-details/{id}': 'editor',
  // The shop settings: the bank account prepayments go to, for admins alone.
  'GET /admin/shop-settings/{id}': 'admin',
  'PUT /admin/shop-settings/{id}': 'admin',
  // The four legal texts: listed, read and saved, never added or deleted.
  'GET /admin/legal-documents': 'editor',
  'GET /admin/legal-documents/{id}': 'editor',
  'PUT /admin/legal-documents/{id}': 'editor',
  // Uploads and the list of unused files for editors; removing those files for admins.
  'POST /admin/media/{folder}': 'editor',
  'GET /admin/media/unused': 'editor',
  'DELETE /admin/media/unused': 'admin',
  // Content: list, read, create, save and delete, for editors.
  ...Object.fromEntries(
    [
      'news',
      'categories',
      'products',
      'brands',
      'manufacturers',
      'viscosities',
      'specification-areas',
      'container-sizes',
      'approvals',
      'team-members',
      'partnerships',
      'about-blocks',
      'catalogues',
      'concept-categories',
    ].flatMap((resource) => [
      [`GET /admin/${resource}`, 'editor'],
      [`POST /admin/${resource}`, 'editor'],
      [`GET /admin/${resource}/{id}`, 'editor'],
      [`PUT /admin/${resource}/{id}`, 'editor'],
      [`DELETE /admin/${resource}/{id}`, 'editor'],
    ]),
  ),
};

/** A request to the route with ids that match nothing, so no call changes a record. */
function requestFor(route: string, cookie?: string): InjectOptions {
  const [method, path] = route.split(' ') as [InjectOptions['method'], string];
  const url = `/api${path
    .replace('{id}', path.startsWith('/admin/staff') ? 'no-such-member' : '999999')
    .replace('{folder}', 'product')}`;
  const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
  return { method, url, ...(payload ? { payload } : {}), ...(cookie ? { headers: { cookie } } : {}) };
}

let documentedRoutes: string[];
const cookies: Partial<Record<StaffRole, string>> = {};

beforeAll(async () => {
  const document = (await api.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  documentedRoutes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/admin/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
  for (const role of ['editor', 'admin'] as const) {
    cookies[role] = await signIn(api.app, await createTestStaffMember(api.db, role));
  }
});

/**
 * Let through: the route's own handler answered (a 404 of a record that is not there counts), and
 * the route is registered as documented, so a 404 of the router would not pass.
 */
function expectLetThrough(route: string, status: number) {
  const [method, path] = route.split(' ') as ['GET', string];
  expect(api.app.hasRoute({ method, url: `/api${path.replace(/\{(\w+)\}/g, ':$1')}` }), route).toBe(true);
  expect([401, 403, 405], route).not.toContain(status);
  expect(status, route).toBeLessThan(500);
}

describe('the staff API permission matrix', () => {
  it('covers every documented staff route', () => {
    expect(documentedRoutes.sort()).toEqual(Object.keys(LEAST_ROLE).sort());
  });

  it.each(Object.keys(LEAST_ROLE))('%s: anonymous 401 JSON, never cached', async (route) => {
    const response = await api.app.inject(requestFor(route));
    expect(response.statusCode).toBe(401);
    expect(ErrorResponseSchema.parse(response.json()).message).toBe('Sign in to use the staff area.');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(Object.keys(LEAST_ROLE))('%s: an editor is let through only where editors may go', async (route) => {
    const response = await api.app.inject(requestFor(route, cookies.editor));
    expect(response.headers['cache-control']).toBe('no-store');
    if (LEAST_ROLE[route] === 'admin') {
      expect(response.statusCode).toBe(403);
      expect(ErrorResponseSchema.parse(response.json()).message).toBe('Your role does not allow this.');
    } else {
      expectLetThrough(route, response.statusCode);
    }
  });

  it.each(Object.keys(LEAST_ROLE))('%s: an admin is let through', async (route) => {
    const response = await api.app.inject(requestFor(route, cookies.admin));
    expectLetThrough(route, response.statusCode);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses an unknown staff path with 401 before 404, so nothing is revealed', async () => {
    expect((await api.app.inject({ url: '/api/admin/no-such-thing' })).statusCode).toBe(401);
    expect(
      (await api.app.inject({ url: '/api/admin/no-such-thing', headers: { cookie: cookies.admin! } })).statusCode,
    ).toBe(404);
  });

  it('refuses a staff path asked with a method it does not take with 401 before 405', async () => {
    const request = { method: 'PATCH', url: '/api/admin/news/999999' } as const;
    expect((await api.app.inject(request)).statusCode).toBe(401);
    const signedIn = await api.app.inject({ ...request, headers: { cookie: cookies.admin! } });
    expect(signedIn.statusCode).toBe(405);
    expect(signedIn.headers.allow).toBe('GET, HEAD, PUT, DELETE');
  });
});
