import { ProductDetailResponseSchema, ProductsResponseSchema } from '@rennfeld/contract';
import {
  ApprovalListSchema,
  ApprovalRecordSchema,
  ContainerSizeRecordSchema,
  FilterOptionRecordSchema,
  ManufacturerRecordSchema,
  ProductRecordSchema,
  ProductSummaryListSchema,
  type ProductInputSchema,
} from '@rennfeld/contract/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createCategory,
  createProduct,
  createSubCategory,
  ensureAttribute,
  ensureContainerSize,
} from '../../../test/builders.ts';
import { useStaffRequests } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';
import { findRedirect } from '../../lib/content-editing.ts';

const api = useTestApi();
const asEditor = useStaffRequests(api);
let category: { id: number; slug: string };
let sizes: { oneLitre: number; fiveLitres: number };
let brandId: number;

beforeAll(async () => {
  category = await createCategory(api.db);
  sizes = {
    oneLitre: (await ensureContainerSize(api.db, '1l')).id,
    fiveLitres: (await ensureContainerSize(api.db, '5l')).id,
  };
  brandId = (await ensureAttribute(api.db, 'brands', 'Apexwerk')).id;
});

/** A save as staff send it: the German twin may be left out (it is then untranslated). */
type ProductInput = z.input<typeof ProductInputSchema>;

let sequence = 0;
function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  sequence += 1;
  return {
    name: `Qualifying Oil ${sequence} 0W-20`,
    slug: `qualifying-oil-${sequence}-0w-20`,
    status: 'draft',
    categoryId: category.id,
    subCategoryId: null,
    image: 'qualifying.webp',
    details: '<p>For one fast lap.</p>',
    brandId,
    manufacturerId: null,
    viscosityId: null,
    specificationAreaId: null,
    position: 1,
    usedOilNotice: null,
    variants: [
      { containerSizeId: sizes.oneLitre, price: 24.9, stock: 40, productNumber: `QO-${sequence}-1` },
      {
        containerSizeId: sizes.fiveLitres,
        price: 99.5,
        stock: 0,
        productNumber: `QO-${sequence}-5`,
      },
    ],
    ...overrides,
  };
}

async function createRecord(overrides: Partial<ProductInput> = {}) {
  const response = await asEditor('POST', '/api/admin/products', productInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return ProductRecordSchema.parse(response.json());
}

function editable(record: ReturnType<typeof ProductRecordSchema.parse>) {
  const { id: _id, updatedAt: _updatedAt, ...fields } = record;
  return fields;
}

/** What visitors can find of a product: its page, its card in the listing, a search hit, its brand as a filter. */
async function publicView(slug: string) {
  const page = await api.app.inject({ url: `/api/product-detail/${slug}` });
  const listing = (await api.app.inject({ url: `/api/products/${category.slug}?per_page=100` })).json();
  const search = (await api.app.inject({ url: `/api/product-list?q=${encodeURIComponent('Apexwerk')}` })).json();
  const materials = (await api.app.inject({ url: '/api/search-materials' })).json();
  return {
    page: page.statusCode === 200 ? ProductDetailResponseSchema.parse(page.json()).product : undefined,
    card: (listing.products as { slug: string; price: number }[]).find((product) => product.slug === slug),
    found: (search.products as { slug: string }[]).some((product) => product.slug === slug),
    brandOffered: JSON.stringify(materials).includes('apexwerk'),
  };
}

describe('products in the staff area', () => {
  it('keeps a draft from its page, the listing, the search and the filters; publishing shows it at once', async () => {
    const draft = await createRecord();
    expect(await publicView(draft.slug)).toEqual({
      page: undefined,
      card: undefined,
      found: false,
      brandOffered: false,
    });

    const published = await asEditor('PUT', `/api/admin/products/${draft.id}`, {
      ...editable(draft),
      status: 'published',
    });
    expect(published.statusCode).toBe(200);
    const seen = await publicView(draft.slug);
    expect(seen.page).toMatchObject({ name: draft.name, price: 24.9, in_stock: true });
    expect(seen.page?.variants.map((variant) => variant.in_stock)).toEqual([true, false]);
    expect(seen.card?.price).toBe(24.9);
    expect(seen.found).toBe(true);
    expect(seen.brandOffered).toBe(true);
  });

  it('shows a new price and stock state on the page and the listing as soon as it is saved', async () => {
    const record = await createRecord({ status: 'published' });
    await publicView(record.slug);
    const response = await asEditor('PUT', `/api/admin/products/${record.id}`, {
      ...editable(record),
      variants: [{ ...record.variants[0]!, price: 19.95, stock: 0 }, record.variants[1]],
    });
    expect(response.statusCode).toBe(200);
    const seen = await publicView(record.slug);
    expect(seen.page).toMatchObject({ price: 19.95, in_stock: false });
    expect(seen.card?.price).toBe(19.95);
  });

  it('saves the German details sanitised beside the English, answered on German pages and cards', async () => {
    const record = await createRecord({
      status: 'published',
      detailsDe: '<p>Für eine <em>schnelle</em> Runde.</p><script>alert(1)</script>',
    });
    expect(record.details).toBe('<p>For one fast lap.</p>');
    expect(record.detailsDe).toBe('<p>Für eine <em>schnelle</em> Runde.</p>');
    const stored = await api.db
      .selectFrom('products')
      .select(['product_details_de', 'product_summary', 'product_summary_de'])
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      product_details_de: '<p>Für eine <em>schnelle</em> Runde.</p>',
      product_summary: 'For one fast lap.',
      product_summary_de: 'Für eine schnelle Runde.',
    });
    const read = ProductRecordSchema.parse((await asEditor('GET', `/api/admin/products/${record.id}`)).json());
    expect(read.detailsDe).toBe(record.detailsDe);

    const page = ProductDetailResponseSchema.parse(
      (await api.app.inject({ url: `/api/product-detail/${record.slug}?locale=de` })).json(),
    ).product;
    expect(page.product_details).toBe('<p>Für eine <em>schnelle</em> Runde.</p>');
    expect(page).not.toHaveProperty('untranslated');
    const cards = ProductsResponseSchema.parse(
      (await api.app.inject({ url: `/api/products/${category.slug}?per_page=100&locale=de` })).json(),
    ).products;
    expect(cards.find((card) => card.slug === record.slug)?.product_details).toBe('Für eine schnelle Runde.');
  });

  it('stores no German for a save without it, an empty one or an editor emptied by hand', async () => {
    const without = await createRecord({ status: 'published' });
    expect(without.detailsDe).toBe('');
    for (const detailsDe of ['<p>Schnell.</p>', '', '<p></p>', '<p> <br></p>']) {
      const current = ProductRecordSchema.parse((await asEditor('GET', `/api/admin/products/${without.id}`)).json());
      const saved = await asEditor('PUT', `/api/admin/products/${without.id}`, { ...editable(current), detailsDe });
      expect(saved.statusCode).toBe(200);
      expect(ProductRecordSchema.parse(saved.json()).detailsDe).toBe(detailsDe === '<p>Schnell.</p>' ? detailsDe : '');
    }
    const stored = await api.db
      .selectFrom('products')
      .select(['product_details_de', 'product_summary_de'])
      .where('id', '=', without.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ product_details_de: null, product_summary_de: null });
    const page = ProductDetailResponseSchema.parse(
      (await api.app.inject({ url: `/api/product-detail/${without.slug}?locale=de` })).json(),
    ).product;
    expect(page).toMatchObject({ product_details: '<p>For one fast lap.</p>', untranslated: ['product_details'] });
  });

  it('marks a product without German details in the staff list', async () => {
    const without = await createRecord({ name: 'Untranslated Assembly Lube', slug: 'untranslated-assembly-lube' });
    const translated = await createRecord({
      name: 'Translated Assembly Lube',
      slug: 'translated-assembly-lube',
      detailsDe: '<p>Montagepaste.</p>',
    });
    const list = ProductSummaryListSchema.parse(
      (await asEditor('GET', '/api/admin/products?q=assembly%20lube&perPage=10')).json(),
    );
    const untranslated = Object.fromEntries(list.data.map((product) => [product.id, product.untranslated]));
    expect(untranslated).toEqual({ [without.id]: true, [translated.id]: false });
  });

  it('lists products with search, state and category filters', async () => {
    const record = await createRecord({ name: 'Findable Gearbox Fluid', slug: 'findable-gearbox-fluid' });
    const list = ProductSummaryListSchema.parse(
      (await asEditor('GET', `/api/admin/products?q=gearbox&status=draft&categoryId=${category.id}`)).json(),
    );
    expect(list.data.map((product) => product.id)).toEqual([record.id]);
    expect(list.data[0]).toMatchObject({ minPrice: 24.9, status: 'draft' });
  });

  it('answers by field: a product number in use, a sub-category of another category, a size twice, three decimals', async () => {
    const other = await createProduct(api.db, { categoryId: category.id });
    const foreignSub = await createSubCategory(api.db, (await createCategory(api.db)).id);
    const taken = await asEditor(
      'POST',
      '/api/admin/products',
      productInput({
        subCategoryId: foreignSub.id,
        variants: [
          {
            containerSizeId: sizes.oneLitre,
            price: 10,
            stock: 40,
            productNumber: other.variants[0]!.product_number,
          },
        ],
      }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      'variants.0.productNumber': ['Another product already uses this product number.'],
      subCategoryId: ['Choose a sub-category of the chosen category.'],
    });

    const twice = await asEditor(
      'POST',
      '/api/admin/products',
      productInput({
        variants: [
          { containerSizeId: sizes.oneLitre, price: 10.555, stock: 40, productNumber: 'X-1' },
          { containerSizeId: sizes.oneLitre, price: 10, stock: 40, productNumber: 'X-2' },
        ],
      }),
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({
      'variants.0.price': ['At most two decimals.'],
      'variants.1.containerSizeId': ['Each container size once.'],
    });
  });

  it('keeps each size’s stock as a whole number or not tracked, and refuses anything else by field', async () => {
    const saved = await asEditor(
      'POST',
      '/api/admin/products',
      productInput({
        variants: [
          { containerSizeId: sizes.oneLitre, price: 10, stock: 12, productNumber: `ST-${sequence}-1` },
          { containerSizeId: sizes.fiveLitres, price: 40, stock: null, productNumber: `ST-${sequence}-5` },
        ],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(ProductRecordSchema.parse(saved.json()).variants.map((variant) => variant.stock)).toEqual([12, null]);

    const message = 'Enter the stock as a whole number, or leave it empty.';
    for (const [stock, expected] of [
      [-1, 'Stock cannot be negative.'],
      [1.5, message],
      ['abc', message],
    ] as const) {
      const refused = await asEditor(
        'POST',
        '/api/admin/products',
        productInput({
          variants: [
            { containerSizeId: sizes.oneLitre, price: 10, stock: stock as number, productNumber: `ST-X-${sequence}` },
          ],
        }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ 'variants.0.stock': [expected] });
    }
  });

  it('keeps every version of its data sheets; the page offers the newest of each kind and language', async () => {
    const sheet = <Kind extends string, Language extends string>(
      kind: Kind,
      language: Language,
      versionDate: string,
    ) => ({
      kind,
      language,
      versionDate,
      file: `${kind}-${language}-${versionDate}.pdf`,
    });
    const documents = [
      sheet('technical_data_sheet', 'en', '2026-01-15'),
      sheet('safety_data_sheet', 'de', '2025-06-12'),
      sheet('safety_data_sheet', 'en', '2026-03-02'),
      sheet('safety_data_sheet', 'de', '2026-03-02'),
    ];
    const product = await createRecord({ status: 'published', documents });
    expect(product.documents).toEqual(documents);
    const page = ProductDetailResponseSchema.parse(
      (await api.app.inject({ url: `/api/product-detail/${product.slug}` })).json(),
    ).product;
    expect(page.documents).toEqual([
      {
        kind: 'safety_data_sheet',
        language: 'de',
        version_date: '2026-03-02',
        url: '/storage/documents/safety_data_sheet-de-2026-03-02.pdf',
      },
      {
        kind: 'safety_data_sheet',
        language: 'en',
        version_date: '2026-03-02',
        url: '/storage/documents/safety_data_sheet-en-2026-03-02.pdf',
      },
      {
        kind: 'technical_data_sheet',
        language: 'en',
        version_date: '2026-01-15',
        url: '/storage/documents/technical_data_sheet-en-2026-01-15.pdf',
      },
    ]);

    const twice = await asEditor('PUT', `/api/admin/products/${product.id}`, {
      ...editable(product),
      documents: [...documents, sheet('safety_data_sheet', 'de', '2026-03-02')],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'documents.4.versionDate': ['One version a day.'] });
    const refused = await asEditor('PUT', `/api/admin/products/${product.id}`, {
      ...editable(product),
      // Sent as a broken client would: the contract's types do not allow it.
      documents: [
        { ...sheet('manual', 'fr', '2026-13-40'), file: 'manual.docx' } as unknown as (typeof documents)[number],
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'documents.0.kind': ['Choose safety or technical data sheet.'],
      'documents.0.language': ['Choose German or English.'],
      'documents.0.versionDate': ['Enter the version’s date.'],
      'documents.0.file': ['Choose a PDF.'],
    });
    // Nothing of the refused save was kept.
    expect(
      ProductRecordSchema.parse((await asEditor('GET', `/api/admin/products/${product.id}`)).json()).documents,
    ).toEqual(documents);
  });

  it('refuses a stale save, keeps a renamed page as a redirect, and deletes with its sizes', async () => {
    const record = await createRecord({ status: 'published' });
    const stale = await asEditor('PUT', `/api/admin/products/${record.id}`, { ...editable(record), version: 7 });
    expect(stale.statusCode).toBe(409);

    const renamed = await asEditor('PUT', `/api/admin/products/${record.id}`, {
      ...editable(record),
      slug: `${record.slug}-2027`,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await findRedirect(api.db, `/product-detail/${record.slug}`)).toBe(`/product-detail/${record.slug}-2027`);

    expect((await asEditor('DELETE', `/api/admin/products/${record.id}`)).statusCode).toBe(204);
    expect(await findRedirect(api.db, `/product-detail/${record.slug}`)).toBeUndefined();
    expect((await publicView(`${record.slug}-2027`)).page).toBeUndefined();
    const left = await api.db.selectFrom('product_variants').select('id').where('product_id', '=', record.id).execute();
    expect(left).toEqual([]);
  });
});

describe('filter values in the staff area', () => {
  it('renaming a brand makes its products findable by the new name; one in use cannot be deleted', async () => {
    const brand = FilterOptionRecordSchema.parse(
      (await asEditor('POST', '/api/admin/brands', { name: 'Kurvenwerk', slug: 'kurvenwerk', position: 5 })).json(),
    );
    const product = await createRecord({ status: 'published', brandId: brand.id });
    const renamed = await asEditor('PUT', `/api/admin/brands/${brand.id}`, {
      name: 'Zielflagge',
      slug: 'zielflagge',
      position: 5,
      version: brand.version,
    });
    expect(FilterOptionRecordSchema.parse(renamed.json())).toMatchObject({ productCount: 1, version: 2 });
    const hits = (await api.app.inject({ url: '/api/product-list?q=zielflagge' })).json();
    expect(hits.products.map((hit: { slug: string }) => hit.slug)).toEqual([product.slug]);

    const refused = await asEditor('DELETE', `/api/admin/brands/${brand.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('One product uses this value. Change it first.');

    const unused = ContainerSizeRecordSchema.parse(
      (
        await asEditor('POST', '/api/admin/container-sizes', {
          name: '20 L',
          slug: '20l',
          position: 9,
          quantity: 20,
          unit: 'l',
        })
      ).json(),
    );
    expect(unused).toMatchObject({ quantity: 20, unit: 'l', productCount: 0 });
    expect((await asEditor('DELETE', `/api/admin/container-sizes/${unused.id}`)).statusCode).toBe(204);
  });

  it('approvals: a product lists them in its order; renamed codes are found; one in use stays', async () => {
    const create = async (name: string, issuer: string, kind: string) => {
      const response = await asEditor('POST', '/api/admin/approvals', {
        name,
        slug: name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'),
        position: 0,
        issuer,
        kind,
      });
      expect(response.statusCode, response.body).toBe(201);
      return ApprovalRecordSchema.parse(response.json());
    };
    const refused = await asEditor('POST', '/api/admin/approvals', {
      name: 'BMW LL-04',
      slug: 'bmw-ll-04',
      position: 0,
      issuer: '',
      kind: 'approved',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ issuer: ['Enter the issuer.'], kind: ['Choose approval or meets.'] });

    const vw = await create('VW 504 00', 'Volkswagen', 'approval');
    const acea = await create('ACEA C3', 'ACEA', 'meets');
    const product = await createRecord({ status: 'published', approvalIds: [acea.id, vw.id] });
    expect(product.approvalIds).toEqual([acea.id, vw.id]);
    const approvalsOnPage = async () =>
      ProductDetailResponseSchema.parse((await api.app.inject({ url: `/api/product-detail/${product.slug}` })).json())
        .product.approvals;
    expect(await approvalsOnPage()).toEqual([
      { code: 'ACEA C3', issuer: 'ACEA', kind: 'meets' },
      { code: 'VW 504 00', issuer: 'Volkswagen', kind: 'approval' },
    ]);
    const found = async (q: string) =>
      (await api.app.inject({ url: `/api/product-list?q=${encodeURIComponent(q)}` }))
        .json()
        .products.map((hit: { slug: string }) => hit.slug);
    expect(await found('VW 504')).toEqual([product.slug]);

    const renamed = await asEditor('PUT', `/api/admin/approvals/${vw.id}`, {
      name: 'VW 504 00/507 00',
      slug: vw.slug,
      position: 0,
      issuer: 'Volkswagen',
      kind: 'approval',
      version: vw.version,
    });
    expect(ApprovalRecordSchema.parse(renamed.json())).toMatchObject({ productCount: 1, version: 2 });
    expect(await found('507 00')).toEqual([product.slug]);
    // A change of kind alone reaches the cached page at once: only an approval may be called one.
    // The catalogue cache keeps a product page from its second ask on.
    for (let ask = 0; ask < 2; ask++) {
      expect((await approvalsOnPage())[0]).toEqual({ code: 'ACEA C3', issuer: 'ACEA', kind: 'meets' });
    }
    const reclassified = await asEditor('PUT', `/api/admin/approvals/${acea.id}`, {
      name: 'ACEA C3',
      slug: acea.slug,
      position: 0,
      issuer: 'ACEA',
      kind: 'approval',
      version: acea.version,
    });
    expect(reclassified.statusCode).toBe(200);
    expect((await approvalsOnPage())[0]).toEqual({ code: 'ACEA C3', issuer: 'ACEA', kind: 'approval' });
    const restored = await asEditor('PUT', `/api/admin/approvals/${acea.id}`, {
      name: 'ACEA C3',
      slug: acea.slug,
      position: 0,
      issuer: 'ACEA',
      kind: 'meets',
      version: acea.version + 1,
    });
    expect(restored.statusCode).toBe(200);
    expect(ApprovalListSchema.parse((await asEditor('GET', '/api/admin/approvals')).json()).data).toHaveLength(2);

    const unknown = await asEditor('PUT', `/api/admin/products/${product.id}`, {
      ...editable(product),
      approvalIds: [vw.id, 999_999],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ approvalIds: ['This choice no longer exists. Reload and choose again.'] });
    const twice = await asEditor('PUT', `/api/admin/products/${product.id}`, {
      ...editable(product),
      approvalIds: [vw.id, vw.id],
    });
    expect(twice.json().errors).toEqual({ approvalIds: ['Each approval once.'] });

    expect((await asEditor('DELETE', `/api/admin/approvals/${vw.id}`)).statusCode).toBe(409);
    const dropped = await asEditor('PUT', `/api/admin/products/${product.id}`, {
      ...editable(product),
      approvalIds: [acea.id],
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await approvalsOnPage()).toEqual([{ code: 'ACEA C3', issuer: 'ACEA', kind: 'meets' }]);
    expect(await found('VW 504')).toEqual([]);
    expect((await asEditor('DELETE', `/api/admin/approvals/${vw.id}`)).statusCode).toBe(204);
  });

  it('a container size says how much it holds, and the unit prices of its products follow it', async () => {
    const missing = await asEditor('POST', '/api/admin/container-sizes', { name: 'Tin', slug: 'tin', position: 3 });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['quantity', 'unit']);

    const tin = ContainerSizeRecordSchema.parse(
      (
        await asEditor('POST', '/api/admin/container-sizes', {
          name: '400 g tin',
          slug: 'tin-400g',
          position: 3,
          quantity: 400,
          unit: 'g',
        })
      ).json(),
    );
    const product = await createRecord({
      status: 'published',
      variants: [{ containerSizeId: tin.id, price: 7.9, stock: 40, productNumber: 'RF-TIN-400' }],
    });
    const unitPrice = async () =>
      ProductDetailResponseSchema.parse((await api.app.inject({ url: `/api/product-detail/${product.slug}` })).json())
        .product.unit_price;
    const cardUnitPrice = async () =>
      ProductsResponseSchema.parse(
        (await api.app.inject({ url: `/api/products/${category.slug}?per_page=100` })).json(),
      ).products.find((card) => card.slug === product.slug)?.unit_price;
    expect(await unitPrice()).toEqual({ amount: 19.75, per: 'kg' });
    expect(await cardUnitPrice()).toEqual({ amount: 19.75, per: 'kg' });

    const saved = await asEditor('PUT', `/api/admin/container-sizes/${tin.id}`, {
      name: '1 kg tin',
      slug: 'tin-1kg',
      position: 3,
      quantity: 1,
      unit: 'kg',
      version: tin.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(await unitPrice()).toEqual({ amount: 7.9, per: 'kg' });
    expect(await cardUnitPrice()).toEqual({ amount: 7.9, per: 'kg' });
  });

  it('a manufacturer gives its address whole, and one outside the EEA its responsible person there (GPSR)', async () => {
    const outside = {
      name: 'Marlow Fluid Technologies',
      slug: 'marlow-fluid',
      position: 4,
      street: '3 Riverside Works',
      postalCode: 'SL7 1NA',
      city: 'Marlow',
      country: 'GB',
      email: 'safety@marlow.example',
    };
    const refused = async (body: object) => {
      const answer = await asEditor('POST', '/api/admin/manufacturers', body);
      expect(answer.statusCode).toBe(422);
      return answer.json().errors as Record<string, string[]>;
    };
    expect(await refused({ ...outside, city: '', country: 'XX' })).toEqual({
      city: ['Enter the whole address, or none.'],
      country: ['Choose a country.'],
    });
    expect(await refused({ ...outside, email: '' })).toMatchObject({ email: ['Enter the whole address, or none.'] });
    expect(await refused(outside)).toEqual({
      responsiblePersonName: ['A manufacturer outside the EEA needs its responsible person in the EEA.'],
    });
    const responsiblePerson = {
      responsiblePersonName: 'Rennfeld Lubricants GmbH',
      responsiblePersonStreet: 'Am Ölhafen 7',
      responsiblePersonPostalCode: '55120',
      responsiblePersonCity: 'Rennfeld',
      responsiblePersonCountry: 'CH',
      responsiblePersonEmail: 'produktsicherheit@rennfeld.example',
    };
    expect(await refused({ ...outside, ...responsiblePerson })).toEqual({
      responsiblePersonCountry: ['The responsible person is established in the EEA.'],
    });

    const created = await asEditor('POST', '/api/admin/manufacturers', {
      ...outside,
      ...responsiblePerson,
      responsiblePersonCountry: 'DE',
    });
    expect(created.statusCode).toBe(201);
    const manufacturer = ManufacturerRecordSchema.parse(created.json());
    expect(manufacturer).toMatchObject({ country: 'GB', responsiblePersonCountry: 'DE', productCount: 0 });
    const product = await createRecord({ status: 'published', manufacturerId: manufacturer.id });
    const detail = ProductDetailResponseSchema.parse(
      (await api.app.inject({ url: `/api/product-detail/${product.slug}` })).json(),
    );
    expect(detail.product.manufacturer?.eu_responsible_person?.address.country).toBe('DE');

    // In the EEA, with no address at all: both are allowed.
    const inside = await asEditor('PUT', `/api/admin/manufacturers/${manufacturer.id}`, {
      name: manufacturer.name,
      slug: manufacturer.slug,
      position: manufacturer.position,
      version: manufacturer.version,
    });
    expect(inside.statusCode).toBe(200);
    expect(ManufacturerRecordSchema.parse(inside.json())).toMatchObject({ street: '', responsiblePersonName: '' });
  });

  it('a size may carry its GTIN, which must have the right check digit, and the page states it', async () => {
    const wrong = await asEditor(
      'POST',
      '/api/admin/products',
      productInput({
        variants: [
          {
            containerSizeId: sizes.oneLitre,
            price: 9.9,
            stock: 40,
            productNumber: 'G-1',
            gtin: '4006381333932',
          },
        ],
      }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      'variants.0.gtin': ['This GTIN’s check digit does not fit: check the number.'],
    });
    const product = await createRecord({
      status: 'published',
      variants: [
        {
          containerSizeId: sizes.oneLitre,
          price: 9.9,
          stock: 40,
          productNumber: 'G-1',
          gtin: '4006381333931',
        },
        { containerSizeId: sizes.fiveLitres, price: 39.9, stock: 40, productNumber: 'G-5' },
      ],
    });
    expect(product.variants.map((variant) => variant.gtin)).toEqual(['4006381333931', '']);
    const { product: page } = ProductDetailResponseSchema.parse(
      (await api.app.inject({ url: `/api/product-detail/${product.slug}` })).json(),
    );
    expect(page.gtin).toBe('4006381333931');
    expect(page.variants.map((variant) => variant.gtin)).toEqual(['4006381333931', null]);
  });

  it('a card’s unit price is its cheapest size’s; of two at the same price, the first in the sizes’ order', async () => {
    const size = async (name: string, slug: string, position: number, quantity: number) =>
      ContainerSizeRecordSchema.parse(
        (await asEditor('POST', '/api/admin/container-sizes', { name, slug, position, quantity, unit: 'l' })).json(),
      );
    const [pail, drum, can] = [
      await size('10 L pail', 'pail-10l', 40, 10),
      await size('25 L drum', 'drum-25l', 42, 25),
      await size('4 L can', 'can-4l', 41, 4),
    ];
    const variant = (containerSizeId: number, price: number, productNumber: string) => ({
      containerSizeId,
      price,
      stock: 40,
      productNumber,
    });
    const product = await createRecord({
      status: 'published',
      variants: [variant(drum.id, 50, 'RF-TIE-25'), variant(pail.id, 50, 'RF-TIE-10'), variant(can.id, 60, 'RF-TIE-4')],
    });
    const card = async () =>
      ProductsResponseSchema.parse(
        (await api.app.inject({ url: `/api/products/${category.slug}?per_page=100` })).json(),
      ).products.find((listed) => listed.slug === product.slug);
    expect(await card()).toMatchObject({ price: 50, unit_price: { amount: 5, per: 'l' } });

    // The drum moves before the pail in the sizes' order: it is now the first at 50.
    const moved = await asEditor('PUT', `/api/admin/container-sizes/${drum.id}`, {
      name: drum.name,
      slug: drum.slug,
      position: 39,
      quantity: 25,
      unit: 'l',
      version: drum.version,
    });
    expect(moved.statusCode).toBe(200);
    expect(await card()).toMatchObject({ price: 50, unit_price: { amount: 2, per: 'l' } });
  });
});
