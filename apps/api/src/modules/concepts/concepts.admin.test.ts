import { ConceptCategoriesResponseSchema, ConceptCategoryResponseSchema } from '@rennfeld/contract';
import { buildConceptCategoryPath } from '@rennfeld/contract/site-paths';
import {
  ConceptCategoryListSchema,
  ConceptCategoryRecordSchema,
  type ConceptCategoryInput,
  type ConceptCategoryRecord,
} from '@rennfeld/contract/staff';
import { describe, expect, it } from 'vitest';
import { useStaffRequests } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';
import { findRedirect } from '../../lib/content-editing.ts';
import { listSitePageEntries } from '../sitemap/sitemap.repository.ts';

const api = useTestApi();
const asEditor = useStaffRequests(api);

let sequence = 0;
function conceptCategoryInput(overrides: Partial<ConceptCategoryInput> = {}): ConceptCategoryInput {
  sequence += 1;
  return {
    name: `Endurance ${sequence}`,
    nameDe: '',
    slug: `endurance-${sequence}`,
    image: 'endurance.png',
    shortDescription: 'Oils for 24-hour races.',
    shortDescriptionDe: '',
    status: 'published',
    position: sequence,
    concepts: [
      { name: 'Night stints', nameDe: '', image: 'night.png', status: 'published' },
      { name: 'Pit strategy', nameDe: '', image: 'pit.png', status: 'published' },
    ],
    ...overrides,
  };
}

async function createRecord(overrides: Partial<ConceptCategoryInput> = {}) {
  const response = await asEditor('POST', '/api/admin/concept-categories', conceptCategoryInput(overrides));
  expect(response.statusCode).toBe(201);
  return ConceptCategoryRecordSchema.parse(response.json());
}

function editable({ id: _id, updatedAt: _updatedAt, ...fields }: ConceptCategoryRecord) {
  return fields;
}

const publicSlugs = async () =>
  ConceptCategoriesResponseSchema.parse(
    (await api.app.inject({ url: '/api/concept-categories' })).json(),
  ).conceptCategories.map((category) => category.slug);

const publicPage = (slug: string) => api.app.inject({ url: `/api/concept-category/${slug}` });

describe('concept categories in the staff area', () => {
  it('adds a category with its concepts, on the public list and page at once', async () => {
    const record = await createRecord();
    expect(record.concepts.map((concept) => concept.name)).toEqual(['Night stints', 'Pit strategy']);
    expect(await publicSlugs()).toContain(record.slug);
    const page = ConceptCategoryResponseSchema.parse((await publicPage(record.slug)).json());
    expect(page.conceptCategory.concepts.map((concept) => concept.name)).toEqual(['Night stints', 'Pit strategy']);

    const list = ConceptCategoryListSchema.parse(
      (await asEditor('GET', `/api/admin/concept-categories?q=${record.slug}`)).json(),
    );
    expect(list.data.map((category) => category.id)).toEqual([record.id]);
  });

  it('keeps a draft category and a draft concept from the public API and the sitemap', async () => {
    const draft = await createRecord({ status: 'draft' });
    expect(await publicSlugs()).not.toContain(draft.slug);
    expect((await publicPage(draft.slug)).statusCode).toBe(404);
    const shown = await createRecord();
    const sitemapPaths = (await listSitePageEntries(api.db)).map((entry) => entry.path);
    expect(sitemapPaths).not.toContain(buildConceptCategoryPath(draft.slug));
    expect(sitemapPaths).toContain(buildConceptCategoryPath(shown.slug));

    const published = await createRecord();
    const [night, pit] = published.concepts;
    const saved = await asEditor('PUT', `/api/admin/concept-categories/${published.id}`, {
      ...editable(published),
      concepts: [
        { ...night!, status: 'draft' },
        { ...pit!, name: 'Pit stops' },
        { name: 'Tyre wear', image: 'tyres.png', status: 'published' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const page = ConceptCategoryResponseSchema.parse((await publicPage(published.slug)).json());
    expect(page.conceptCategory.concepts.map((concept) => concept.name)).toEqual(['Pit stops', 'Tyre wear']);
    expect(ConceptCategoryRecordSchema.parse(saved.json()).concepts.map((concept) => concept.id)).toContain(night!.id);
  });

  it('saves the German twins of the category and its concepts, and reads them back', async () => {
    const record = await createRecord({
      nameDe: ' Langstrecke ',
      shortDescriptionDe: 'Öle für 24-Stunden-Rennen.',
      concepts: [
        { name: 'Night stints', nameDe: 'Nachtstints', image: 'night.png', status: 'published' },
        { name: 'Pit strategy', nameDe: '', image: 'pit.png', status: 'published' },
      ],
    });
    expect(record).toMatchObject({ nameDe: 'Langstrecke', shortDescriptionDe: 'Öle für 24-Stunden-Rennen.' });
    expect(record.concepts.map((concept) => concept.nameDe)).toEqual(['Nachtstints', '']);
    const stored = ConceptCategoryRecordSchema.parse(
      (await asEditor('GET', `/api/admin/concept-categories/${record.id}`)).json(),
    );
    expect(stored).toMatchObject({ nameDe: 'Langstrecke', shortDescriptionDe: 'Öle für 24-Stunden-Rennen.' });
    const german = ConceptCategoryResponseSchema.parse((await publicPage(`${record.slug}?locale=de`)).json());
    expect(german.conceptCategory).toMatchObject({ name: 'Langstrecke', short_desc: 'Öle für 24-Stunden-Rennen.' });
    expect(german.conceptCategory.concepts.map((concept) => concept.name)).toEqual(['Nachtstints', 'Pit strategy']);

    const [night, pit] = stored.concepts;
    const saved = await asEditor('PUT', `/api/admin/concept-categories/${record.id}`, {
      ...editable(stored),
      nameDe: '',
      concepts: [
        { ...night!, nameDe: '' },
        { ...pit!, nameDe: 'Boxenstrategie' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const updated = ConceptCategoryRecordSchema.parse(saved.json());
    expect(updated.nameDe).toBe('');
    expect(updated.concepts.map((concept) => concept.nameDe)).toEqual(['', 'Boxenstrategie']);

    // A save without the German (an older client) stores none.
    const { nameDe: _n, shortDescriptionDe: _s, concepts, ...englishOnly } = conceptCategoryInput();
    const created = await asEditor('POST', '/api/admin/concept-categories', {
      ...englishOnly,
      concepts: concepts.map(({ nameDe: _nameDe, ...concept }) => concept),
    });
    expect(created.statusCode).toBe(201);
    const withoutGerman = ConceptCategoryRecordSchema.parse(created.json());
    expect(withoutGerman).toMatchObject({ nameDe: '', shortDescriptionDe: '' });
    expect(withoutGerman.concepts.map((concept) => concept.nameDe)).toEqual(['', '']);
  });

  it('refuses a stale save, a taken slug and a concept of another category', async () => {
    const record = await createRecord();
    const other = await createRecord();
    const first = await asEditor('PUT', `/api/admin/concept-categories/${record.id}`, editable(record));
    expect(first.statusCode).toBe(200);
    const stale = await asEditor('PUT', `/api/admin/concept-categories/${record.id}`, editable(record));
    expect(stale.statusCode).toBe(409);

    const taken = await asEditor('POST', '/api/admin/concept-categories', conceptCategoryInput({ slug: other.slug }));
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['slug']);

    const current = ConceptCategoryRecordSchema.parse(first.json());
    const stolen = await asEditor('PUT', `/api/admin/concept-categories/${record.id}`, {
      ...editable(current),
      concepts: [other.concepts[0]],
    });
    expect(stolen.statusCode).toBe(422);
    expect(Object.keys(stolen.json().errors)).toEqual(['concepts.0.id']);
  });

  it('keeps the old address of a renamed page as a 301 and drops it with the page', async () => {
    const record = await createRecord();
    const renamed = await asEditor('PUT', `/api/admin/concept-categories/${record.id}`, {
      ...editable(record),
      slug: `${record.slug}-renamed`,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await findRedirect(api.db, buildConceptCategoryPath(record.slug))).toBe(
      buildConceptCategoryPath(`${record.slug}-renamed`),
    );

    expect((await asEditor('DELETE', `/api/admin/concept-categories/${record.id}`)).statusCode).toBe(204);
    expect(await findRedirect(api.db, buildConceptCategoryPath(record.slug))).toBeUndefined();
    expect((await publicPage(`${record.slug}-renamed`)).statusCode).toBe(404);
  });
});
