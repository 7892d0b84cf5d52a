import { CategoriesResponseSchema, ProductSearchResponseSchema } from '@rennfeld/contract';
import { CategoryRecordListSchema, CategoryRecordSchema, type CategoryInputSchema } from '@rennfeld/contract/staff';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createProduct } from '../../../test/builders.ts';
import { useStaffRequests } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';
import { findRedirect } from '../../lib/content-editing.ts';

const api = useTestApi();
const asEditor = useStaffRequests(api);

/** A save as staff send it: the German twins may be left out (they are then untranslated). */
type CategoryInput = z.input<typeof CategoryInputSchema>;

let sequence = 0;
function categoryInput(overrides: Partial<CategoryInput> = {}): CategoryInput {
  sequence += 1;
  return {
    name: `Gear Oils ${sequence}`,
    slug: `gear-oils-${sequence}`,
    description: 'Oils for gearboxes and differentials.',
    image: 'gear-oils.webp',
    position: sequence,
    usedOilNotice: true,
    subCategories: [
      { name: 'Manual', slug: 'manual' },
      { name: 'Sequential', slug: 'sequential' },
    ],
    ...overrides,
  };
}

async function createRecord(overrides: Partial<CategoryInput> = {}) {
  const response = await asEditor('POST', '/api/admin/categories', categoryInput(overrides));
  expect(response.statusCode).toBe(201);
  return CategoryRecordSchema.parse(response.json());
}

/** The record as a save sends it back: its fields, its sub-categories with their ids, its version. */
function editable(record: ReturnType<typeof CategoryRecordSchema.parse>) {
  const { id: _id, productCount: _count, updatedAt: _updatedAt, ...fields } = record;
  return fields;
}

const publicCategory = async (slug: string, query = '') =>
  CategoriesResponseSchema.parse((await api.app.inject({ url: `/api/categories${query}` })).json()).categories.find(
    (category) => category.slug === slug,
  );

describe('categories in the staff area', () => {
  it('adds a category with its sub-categories, seen by visitors at once', async () => {
    const record = await createRecord();
    expect(record).toMatchObject({ version: 1, productCount: 0 });
    expect(record.subCategories.map((sub) => sub.slug)).toEqual(['manual', 'sequential']);
    const seen = await publicCategory(record.slug);
    expect(seen?.sub_categories.map((sub) => sub.slug)).toEqual(['manual', 'sequential']);

    const list = CategoryRecordListSchema.parse(
      (await asEditor('GET', `/api/admin/categories?q=${record.slug}`)).json(),
    );
    expect(list.data.map((category) => category.id)).toEqual([record.id]);
  });

  it('renames, reorders, adds and removes sub-categories in one save, swapping slugs included', async () => {
    const record = await createRecord();
    const [manual, sequential] = record.subCategories;
    const response = await asEditor('PUT', `/api/admin/categories/${record.id}`, {
      ...editable(record),
      name: 'Transmission Oils',
      subCategories: [
        { id: sequential!.id, name: 'Manual now', slug: 'manual' },
        { id: manual!.id, name: 'Sequential now', slug: 'sequential' },
        { name: 'Differential', slug: 'differential' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = CategoryRecordSchema.parse(response.json());
    expect(saved.version).toBe(2);
    expect(saved.subCategories.map((sub) => [sub.name, sub.slug])).toEqual([
      ['Manual now', 'manual'],
      ['Sequential now', 'sequential'],
      ['Differential', 'differential'],
    ]);
    expect((await publicCategory(record.slug))?.name).toBe('Transmission Oils');

    const trimmed = await asEditor('PUT', `/api/admin/categories/${record.id}`, {
      ...editable(saved),
      subCategories: [saved.subCategories[0]],
    });
    expect(CategoryRecordSchema.parse(trimmed.json()).subCategories).toHaveLength(1);
  });

  it('saves the German twins of the name, the description and the sub-categories, answered in German', async () => {
    const record = await createRecord({
      nameDe: '  Getriebeöle ',
      descriptionDe: 'Öle für Getriebe und Differenziale.',
      subCategories: [
        { name: 'Manual', nameDe: 'Schaltgetriebe', slug: 'manual' },
        { name: 'Sequential', slug: 'sequential' },
      ],
    });
    expect(record).toMatchObject({ nameDe: 'Getriebeöle', descriptionDe: 'Öle für Getriebe und Differenziale.' });
    expect(record.subCategories.map((sub) => sub.nameDe)).toEqual(['Schaltgetriebe', '']);
    const read = CategoryRecordSchema.parse((await asEditor('GET', `/api/admin/categories/${record.id}`)).json());
    expect(read).toEqual(record);

    const german = await publicCategory(record.slug, '?locale=de');
    expect(german).toMatchObject({ name: 'Getriebeöle', description: 'Öle für Getriebe und Differenziale.' });
    expect(german).not.toHaveProperty('untranslated');
    expect(german?.sub_categories).toEqual([
      { id: record.subCategories[0]!.id, name: 'Schaltgetriebe', slug: 'manual' },
      { id: record.subCategories[1]!.id, name: 'Sequential', slug: 'sequential', untranslated: ['name'] },
    ]);
    const english = await publicCategory(record.slug);
    expect(english).toMatchObject({ name: record.name, description: record.description });
    expect(english?.sub_categories.map((sub) => sub.name)).toEqual(['Manual', 'Sequential']);

    // Emptied again: untranslated, and the German page shows the English.
    const emptied = await asEditor('PUT', `/api/admin/categories/${record.id}`, {
      ...editable(read),
      nameDe: '',
      subCategories: read.subCategories.map((sub) => ({ ...sub, nameDe: '' })),
    });
    expect(CategoryRecordSchema.parse(emptied.json())).toMatchObject({ nameDe: '', version: 2 });
    const stored = await api.db
      .selectFrom('categories')
      .select('name_de')
      .where('id', '=', record.id)
      .executeTakeFirst();
    expect(stored?.name_de).toBeNull();
    expect(await publicCategory(record.slug, '?locale=de')).toMatchObject({
      name: record.name,
      untranslated: ['name'],
    });
  });

  it("lets the search find its products by its and their sub-category's names in either language, renamed at once", async () => {
    const record = await createRecord({ nameDe: 'Getriebeöle' });
    const product = await createProduct(api.db, {
      name: 'Shift Master 75W-90',
      categoryId: record.id,
      subCategoryId: record.subCategories[1]!.id,
    });
    const found = async (q: string) =>
      ProductSearchResponseSchema.parse(
        (await api.app.inject({ url: `/api/product-list?q=${encodeURIComponent(q)}` })).json(),
      ).products.map((hit) => hit.slug);
    // A category's save writes its products' search text again (the builder wrote the name alone).
    expect(await found('Getriebeöl')).toEqual([]);
    const renamed = await asEditor('PUT', `/api/admin/categories/${record.id}`, {
      ...editable(record),
      nameDe: 'Getriebe- und Achsöle',
      subCategories: record.subCategories.map((sub, index) => (index === 1 ? { ...sub, nameDe: 'Sequenziell' } : sub)),
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found('Getriebe')).toEqual([product.slug]);
    expect(await found('achsöl')).toEqual([product.slug]);
    expect(await found('sequenziell')).toEqual([product.slug]);
    expect(await found('Getriebeöle')).toEqual([]);
  });

  it('refuses a stale version, a foreign sub-category and a removed sub-category that holds products, saving nothing', async () => {
    const record = await createRecord();
    const other = await createRecord();
    const stale = await asEditor('PUT', `/api/admin/categories/${record.id}`, {
      ...editable(record),
      version: record.version + 1,
    });
    expect(stale.statusCode).toBe(409);

    const foreign = await asEditor('PUT', `/api/admin/categories/${record.id}`, {
      ...editable(record),
      subCategories: [{ ...other.subCategories[0]! }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ 'subCategories.0.id': ['This sub-category belongs to another category.'] });

    await createProduct(api.db, { categoryId: record.id, subCategoryId: record.subCategories[1]!.id });
    const removing = await asEditor('PUT', `/api/admin/categories/${record.id}`, {
      ...editable(record),
      name: 'Should not be saved',
      subCategories: [record.subCategories[0]],
    });
    expect(removing.statusCode).toBe(409);
    expect(removing.json().message).toBe(
      'The sub-category Sequential still holds products. Move them to another sub-category first.',
    );
    const stored = CategoryRecordSchema.parse((await asEditor('GET', `/api/admin/categories/${record.id}`)).json());
    expect(stored).toMatchObject({ name: record.name, version: 1, productCount: 1 });
    expect(stored.subCategories).toHaveLength(2);
  });

  it('refuses to delete a category that holds products, naming how many; deletes an empty one', async () => {
    const full = await createRecord();
    await createProduct(api.db, { categoryId: full.id });
    await createProduct(api.db, { categoryId: full.id });
    const refused = await asEditor('DELETE', `/api/admin/categories/${full.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This category holds 2 products. Move or delete them first.');
    expect(await publicCategory(full.slug)).toBeDefined();

    const empty = await createRecord();
    expect((await asEditor('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(204);
    expect(await publicCategory(empty.slug)).toBeUndefined();
    expect((await asEditor('GET', `/api/admin/categories/${empty.id}`)).statusCode).toBe(404);
  });

  it('keeps the listing addresses of a renamed category and sub-category as redirects', async () => {
    const record = await createRecord();
    const [manual, sequential] = record.subCategories;
    await asEditor('PUT', `/api/admin/categories/${record.id}`, {
      ...editable(record),
      slug: `${record.slug}-new`,
      subCategories: [{ ...manual!, slug: 'stick-shift' }, sequential],
    });
    expect(await findRedirect(api.db, `/products/${record.slug}`)).toBe(`/products/${record.slug}-new`);
    expect(await findRedirect(api.db, `/products/${record.slug}/manual`)).toBe(
      `/products/${record.slug}-new/stick-shift`,
    );
    expect(await findRedirect(api.db, `/products/${record.slug}/sequential`)).toBe(
      `/products/${record.slug}-new/sequential`,
    );
  });

  it('answers a slug in use and duplicate sub-category slugs next to the fields', async () => {
    const record = await createRecord();
    const taken = await asEditor('POST', '/api/admin/categories', categoryInput({ slug: record.slug }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Another record already uses this slug.'] });
    const twins = await asEditor(
      'POST',
      '/api/admin/categories',
      categoryInput({
        subCategories: [
          { name: 'A', slug: 'same' },
          { name: 'B', slug: 'same' },
        ],
      }),
    );
    expect(twins.statusCode).toBe(422);
    expect(twins.json().errors).toEqual({ 'subCategories.1.slug': ['Two sub-categories cannot share a slug.'] });
  });
});
