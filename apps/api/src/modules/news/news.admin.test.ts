import { NewsDetailResponseSchema, NewsListResponseSchema } from '@rennfeld/contract';
import { AuditEventListSchema, NewsRecordListSchema, NewsRecordSchema, type NewsInput } from '@rennfeld/contract/staff';
import { describe, expect, it } from 'vitest';
import { useStaffRequests } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';
import { findRedirect } from '../../lib/content-editing.ts';

const api = useTestApi();
const asEditor = useStaffRequests(api);
const asAdmin = useStaffRequests(api, 'admin');

let sequence = 0;
function draftInput(overrides: Partial<NewsInput> = {}): NewsInput {
  sequence += 1;
  return {
    name: `Podium at the Nürburgring ${sequence}`,
    nameDe: '',
    slug: `podium-nurburgring-${sequence}`,
    image: 'podium.webp',
    shortDescription: 'A double podium on a wet weekend.',
    shortDescriptionDe: '',
    longDescription: '<p>Race report.</p>',
    longDescriptionDe: '',
    status: 'draft',
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

async function createRecord(overrides: Partial<NewsInput> = {}) {
  const response = await asEditor('POST', '/api/admin/news', draftInput(overrides));
  expect(response.statusCode).toBe(201);
  return NewsRecordSchema.parse(response.json());
}

const publicSlugs = async () =>
  NewsListResponseSchema.parse((await api.app.inject({ url: '/api/news/list' })).json()).news.map((item) => item.slug);
const publicArticleStatus = async (slug: string) =>
  (await api.app.inject({ url: `/api/news/show/${slug}` })).statusCode;

describe('news in the staff area', () => {
  it('keeps a draft from the public API, then shows it once published (sitemap: sitemap.test.ts)', async () => {
    const draft = await createRecord();
    expect(draft).toMatchObject({ status: 'draft', version: 1 });
    expect(await publicSlugs()).not.toContain(draft.slug);
    expect(await publicArticleStatus(draft.slug)).toBe(404);

    const { id, version, updatedAt: _updatedAt, ...fields } = draft;
    const published = await asEditor('PUT', `/api/admin/news/${id}`, { ...fields, status: 'published', version });
    expect(published.statusCode).toBe(200);
    expect(NewsRecordSchema.parse(published.json())).toMatchObject({ status: 'published', version: 2 });
    expect(await publicSlugs()).toContain(draft.slug);
    expect(await publicArticleStatus(draft.slug)).toBe(200);
  });

  it('keeps a scheduled article hidden until its publication time', async () => {
    const scheduled = await createRecord({
      status: 'published',
      publishedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(await publicSlugs()).not.toContain(scheduled.slug);
    expect(await publicArticleStatus(scheduled.slug)).toBe(404);
    const staffList = NewsRecordListSchema.parse((await asEditor('GET', '/api/admin/news?status=published')).json());
    expect(staffList.data.map((record) => record.slug)).toContain(scheduled.slug);
  });

  it('refuses the second of two saves from the same version, and keeps the first', async () => {
    const record = await createRecord();
    const { id, version, updatedAt: _updatedAt, ...fields } = record;
    const first = await asEditor('PUT', `/api/admin/news/${id}`, { ...fields, name: 'First title', version });
    expect(first.statusCode).toBe(200);
    const second = await asEditor('PUT', `/api/admin/news/${id}`, { ...fields, name: 'Second title', version });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'Someone else saved this record after you opened it. Reload it to see their changes, then make yours again.',
    );
    const stored = NewsRecordSchema.parse((await asEditor('GET', `/api/admin/news/${id}`)).json());
    expect(stored).toMatchObject({ name: 'First title', version: 2 });
  });

  it('answers invalid fields with 422 by field, and a slug in use next to the slug', async () => {
    const missing = await asEditor('POST', '/api/admin/news', draftInput({ name: '  ', slug: 'Not A Slug' }));
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['name', 'slug']);
    expect(missing.json().errors.name).toEqual(['Enter a title.']);

    const taken = await createRecord();
    const duplicate = await asEditor('POST', '/api/admin/news', draftInput({ slug: taken.slug }));
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ slug: ['Another record already uses this slug.'] });
  });

  it('stores rich text through the sanitiser the public pages use', async () => {
    const record = await createRecord({
      longDescription: '<p onclick="steal()">Fast<script>alert(1)</script> <a href="javascript:x">lap</a></p>',
    });
    expect(record.longDescription).not.toMatch(/script|onclick|javascript:/);
    expect(record.longDescription).toContain('Fast');
  });

  it('saves the German twins, sanitised as the English, and reads them back', async () => {
    const record = await createRecord({
      status: 'published',
      nameDe: '  Podium am Nürburgring  ',
      shortDescriptionDe: 'Ein Doppelpodium an einem nassen Wochenende.',
      longDescriptionDe: '<p onclick="steal()">Schnell<script>alert(1)</script></p>',
    });
    expect(record).toMatchObject({
      nameDe: 'Podium am Nürburgring',
      shortDescriptionDe: 'Ein Doppelpodium an einem nassen Wochenende.',
      longDescriptionDe: '<p>Schnell</p>',
    });
    const stored = NewsRecordSchema.parse((await asEditor('GET', `/api/admin/news/${record.id}`)).json());
    expect(stored).toMatchObject({ nameDe: 'Podium am Nürburgring', longDescriptionDe: '<p>Schnell</p>' });
    const german = NewsDetailResponseSchema.parse(
      (await api.app.inject({ url: `/api/news/show/${record.slug}?locale=de` })).json(),
    ).news_details;
    expect(german).toMatchObject({ name: 'Podium am Nürburgring', long_description: '<p>Schnell</p>' });

    // Cleared German (an emptied editor still sends a paragraph) is untranslated again.
    const { id, version, updatedAt: _updatedAt, ...fields } = stored;
    const cleared = await asEditor('PUT', `/api/admin/news/${id}`, {
      ...fields,
      nameDe: '',
      longDescriptionDe: '<p></p>',
      version,
    });
    expect(NewsRecordSchema.parse(cleared.json())).toMatchObject({ nameDe: '', longDescriptionDe: '' });
    const fallback = NewsDetailResponseSchema.parse(
      (await api.app.inject({ url: `/api/news/show/${record.slug}?locale=de` })).json(),
    ).news_details;
    expect(fallback).toMatchObject({ name: record.name, untranslated: ['name', 'long_description'] });

    // A save without the German (an older client) stores none.
    const { nameDe: _n, shortDescriptionDe: _s, longDescriptionDe: _l, ...englishOnly } = draftInput();
    const created = await asEditor('POST', '/api/admin/news', englishOnly);
    expect(created.statusCode).toBe(201);
    expect(NewsRecordSchema.parse(created.json())).toMatchObject({
      nameDe: '',
      shortDescriptionDe: '',
      longDescriptionDe: '',
    });
  });

  it('keeps the old address of a published article as a redirect when its slug changes', async () => {
    const record = await createRecord({ status: 'published' });
    const { id, version, updatedAt: _updatedAt, ...fields } = record;
    const renamed = await asEditor('PUT', `/api/admin/news/${id}`, { ...fields, slug: `${record.slug}-v2`, version });
    expect(renamed.statusCode).toBe(200);
    expect(await findRedirect(api.db, `/news-detail/${record.slug}`)).toBe(`/news-detail/${record.slug}-v2`);

    const draft = await createRecord();
    const { id: draftId, version: draftVersion, updatedAt: _draftUpdatedAt, ...draftFields } = draft;
    await asEditor('PUT', `/api/admin/news/${draftId}`, {
      ...draftFields,
      slug: `${draft.slug}-v2`,
      version: draftVersion,
    });
    expect(await findRedirect(api.db, `/news-detail/${draft.slug}`)).toBeUndefined();
  });

  it('writes who changed what, before and after, to the audit log, and deletes for good', async () => {
    const record = await createRecord();
    const { id, version, updatedAt: _updatedAt, ...fields } = record;
    await asEditor('PUT', `/api/admin/news/${id}`, { ...fields, name: 'Audited title', version });
    expect((await asEditor('DELETE', `/api/admin/news/${id}`)).statusCode).toBe(204);
    expect((await asEditor('GET', `/api/admin/news/${id}`)).statusCode).toBe(404);
    expect((await asEditor('DELETE', `/api/admin/news/${id}`)).statusCode).toBe(404);

    const log = AuditEventListSchema.parse(
      (await asAdmin('GET', '/api/admin/audit-events?perPage=500')).json(),
    ).data.filter((event) => event.targetType === 'news' && event.targetId === String(id));
    expect(log.map((event) => event.action)).toEqual(['content.deleted', 'content.updated', 'content.created']);
    const [deleted, updated, created] = log;
    expect(created!.changes).toMatchObject({ before: null, after: { name: record.name } });
    expect(updated!.changes).toMatchObject({ before: { name: record.name }, after: { name: 'Audited title' } });
    expect(deleted!.changes).toMatchObject({ before: { name: 'Audited title' }, after: null });
    expect(updated!.actorEmail).toMatch(/@/);
  });
});
