import { CataloguesResponseSchema } from '@rennfeld/contract';
import { CatalogueRecordSchema } from '@rennfeld/contract/staff';
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../../test/builders.ts';
import { useStaffRequests } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';

// The catalogues in German beside English (decision 049): the German name where written, the
// English and `untranslated` where not.

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };

const api = useTestApi({
  seed: async (db) => {
    await createCatalogue(db, {
      name: 'Racing Catalogue 2026',
      nameDe: 'Rennsportkatalog 2026',
      slug: 'racing-2026',
      position: 1,
    });
    await createCatalogue(db, { name: 'Classic Cars', slug: 'classic-cars', position: 2 });
  },
});
const asEditor = useStaffRequests(api);

const inject = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });
const names = async (url: string, headers: Record<string, string> = {}) =>
  CataloguesResponseSchema.parse((await inject(url, headers)).json()).catelogs.map((item) => item.name);

describe('GET /api/catelog/list in German', () => {
  it('answers the German name, and the English with `untranslated` where the German is missing', async () => {
    const response = await inject('/api/catelog/list?locale=de');
    expect(response.statusCode).toBe(200);
    const [racing, classic] = CataloguesResponseSchema.parse(response.json()).catelogs;
    expect(racing).toMatchObject({ name: 'Rennsportkatalog 2026', slug: 'racing-2026', pdf: 'racing-2026.pdf' });
    expect(racing).not.toHaveProperty('untranslated');
    expect(classic).toMatchObject({ name: 'Classic Cars', untranslated: ['name'] });
  });

  it('negotiates Accept-Language, says so in Content-Language, and varies on Accept-Language', async () => {
    const response = await inject('/api/catelog/list', GERMAN);
    expect(response.headers['content-language']).toBe('de');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/i);
    expect(await names('/api/catelog/list', GERMAN)).toEqual(['Rennsportkatalog 2026', 'Classic Cars']);
  });

  it('answers English for ?locale=en whatever Accept-Language says, and without a language asked', async () => {
    const response = await inject('/api/catelog/list?locale=en', GERMAN);
    expect(response.headers['content-language']).toBe('en');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/i);
    expect(response.body).not.toContain('untranslated');
    expect(await names('/api/catelog/list?locale=en', GERMAN)).toEqual(['Racing Catalogue 2026', 'Classic Cars']);
    expect(await names('/api/catelog/list')).toEqual(['Racing Catalogue 2026', 'Classic Cars']);
  });
});

describe('catalogues in the staff area, in German', () => {
  it('saves the German name beside the English and reads it back', async () => {
    const catalogue = {
      name: 'Endurance Catalogue',
      slug: 'endurance',
      image: 'endurance.png',
      pdf: 'endurance.pdf',
      status: 'published',
      position: 3,
    };
    const created = await asEditor('POST', '/api/admin/catalogues', catalogue);
    expect(created.statusCode).toBe(201);
    const untranslated = CatalogueRecordSchema.parse(created.json());
    expect(untranslated.nameDe).toBe('');

    const translated = await asEditor('PUT', `/api/admin/catalogues/${untranslated.id}`, {
      ...catalogue,
      nameDe: '  Langstreckenkatalog ',
      version: untranslated.version,
    });
    expect(translated.statusCode).toBe(200);
    expect(CatalogueRecordSchema.parse(translated.json())).toMatchObject({
      name: 'Endurance Catalogue',
      nameDe: 'Langstreckenkatalog',
    });
    const stored = CatalogueRecordSchema.parse(
      (await asEditor('GET', `/api/admin/catalogues/${untranslated.id}`)).json(),
    );
    expect(stored.nameDe).toBe('Langstreckenkatalog');
    expect(await names('/api/catelog/list?locale=de')).toContain('Langstreckenkatalog');
    expect(await names('/api/catelog/list')).toContain('Endurance Catalogue');

    const cleared = await asEditor('PUT', `/api/admin/catalogues/${untranslated.id}`, {
      ...catalogue,
      nameDe: '',
      version: stored.version,
    });
    expect(CatalogueRecordSchema.parse(cleared.json()).nameDe).toBe('');
    expect(await names('/api/catelog/list?locale=de')).toContain('Endurance Catalogue');
  });
});
