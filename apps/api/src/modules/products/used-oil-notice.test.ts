import { ProductDetailResponseSchema } from '@rennfeld/contract';
import { AuditEventListSchema, CompanyDetailsRecordSchema, ProductRecordSchema } from '@rennfeld/contract/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DETAILS, createCategory, createProduct } from '../../../test/builders.ts';
import { useStaffRequests } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';

/*
 * The used-oil take-back notice (AltölV §8, decision 046): engine and gear oils name the brand's
 * take-back address on their product page; other products say nothing. The address is the brand's
 * own details, which staff keep in one record.
 */

const api = useTestApi();
const asEditor = useStaffRequests(api);
const asAdmin = useStaffRequests(api, 'admin');

const DETAILS = COMPANY_DETAILS;

let engineOils: { id: number };
let greases: { id: number };

beforeAll(async () => {
  engineOils = await createCategory(api.db, { name: 'Engine Oils' });
  greases = await createCategory(api.db, { name: 'Greases' });
  await api.db.updateTable('categories').set({ used_oil_notice: 1 }).where('id', '=', engineOils.id).execute();
});

const noticeOf = async (slug: string) =>
  ProductDetailResponseSchema.parse((await api.app.inject({ url: `/api/product-detail/${slug}` })).json()).product
    .used_oil_notice;

describe("the brand's details", () => {
  it('are one record staff save over its version, checked as an imprint needs them', async () => {
    const read = CompanyDetailsRecordSchema.parse((await asEditor('GET', '/api/admin/company-details/main')).json());
    expect(read).toMatchObject({ id: 'main', name: '', vatId: '' });

    const invalid = await asEditor('PUT', '/api/admin/company-details/main', {
      ...DETAILS,
      vatId: 'not a VAT id',
      email: 'nowhere',
      version: read.version,
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['email', 'vatId']);

    const saved = await asEditor('PUT', '/api/admin/company-details/main', { ...DETAILS, version: read.version });
    expect(saved.statusCode).toBe(200);
    expect(CompanyDetailsRecordSchema.parse(saved.json())).toMatchObject({ ...DETAILS, version: read.version + 1 });

    const stale = await asEditor('PUT', '/api/admin/company-details/main', { ...DETAILS, version: read.version });
    expect(stale.statusCode).toBe(409);
    const audit = AuditEventListSchema.parse((await asAdmin('GET', '/api/admin/audit-events')).json());
    expect(audit.data[0]).toMatchObject({ action: 'content.updated', targetType: 'company-details', targetId: 'main' });
  });
});

describe('the used-oil notice', () => {
  it("names the brand's take-back address on an engine oil's page, and nothing on a grease's", async () => {
    const oil = await createProduct(api.db, { categoryId: engineOils.id });
    const grease = await createProduct(api.db, { categoryId: greases.id });
    expect(await noticeOf(oil.slug)).toEqual({
      name: DETAILS.name,
      street: DETAILS.street,
      postal_code: DETAILS.postalCode,
      city: DETAILS.city,
      country: DETAILS.country,
    });
    expect(await noticeOf(grease.slug)).toBeNull();

    // The product's answer is cached until the catalogue changes: new details change it too.
    const read = CompanyDetailsRecordSchema.parse((await asEditor('GET', '/api/admin/company-details/main')).json());
    await asEditor('PUT', '/api/admin/company-details/main', {
      ...DETAILS,
      street: 'Hafenstraße 1',
      version: read.version,
    });
    expect(await noticeOf(oil.slug)).toMatchObject({ street: 'Hafenstraße 1' });
    await asEditor('PUT', '/api/admin/company-details/main', { ...DETAILS, version: read.version + 1 });
  });

  it('follows what staff set on a category or a product, at once', async () => {
    const oil = await createProduct(api.db, { categoryId: engineOils.id, status: 'published' });
    const record = ProductRecordSchema.parse((await asEditor('GET', `/api/admin/products/${oil.id}`)).json());
    expect(record.usedOilNotice).toBeNull();

    // A product may say otherwise than its category.
    const saved = await asEditor('PUT', `/api/admin/products/${oil.id}`, { ...record, usedOilNotice: false });
    expect(saved.statusCode).toBe(200);
    expect(await noticeOf(oil.slug)).toBeNull();

    const grease = await createProduct(api.db, { categoryId: greases.id });
    const category = (await asEditor('GET', `/api/admin/categories/${greases.id}`)).json();
    expect(category.usedOilNotice).toBe(false);
    const flagged = await asEditor('PUT', `/api/admin/categories/${greases.id}`, { ...category, usedOilNotice: true });
    expect(flagged.statusCode).toBe(200);
    expect(await noticeOf(grease.slug)).toMatchObject({ street: DETAILS.street });
  });
});
