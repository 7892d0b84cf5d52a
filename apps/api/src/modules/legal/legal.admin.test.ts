import { LEGAL_DOCUMENTS, buildLegalDocumentResponseSchema } from '@rennfeld/contract';
import { LegalDocumentListSchema, LegalDocumentRecordSchema } from '@rennfeld/contract/staff';
import { describe, expect, it } from 'vitest';
import { createLegalDocument } from '../../../test/builders.ts';
import { useStaffRequests } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';

const api = useTestApi();
const asEditor = useStaffRequests(api);

describe('the legal texts in the staff area', () => {
  it('lists the documents in footer order and saves one, sanitised, over its version', async () => {
    await createLegalDocument(api.db, 'imprint', { description: '<p>Rennfeld GmbH</p>' });
    await createLegalDocument(api.db, 'privacyPolicy', { description: '<p>We keep little.</p>' });
    const list = LegalDocumentListSchema.parse((await asEditor('GET', '/api/admin/legal-documents')).json());
    expect(list.data.map((document) => document.id)).toEqual(['privacyPolicy', 'imprint']);

    const imprint = LegalDocumentRecordSchema.parse(
      (await asEditor('GET', '/api/admin/legal-documents/imprint')).json(),
    );
    expect(imprint).toMatchObject({ title: LEGAL_DOCUMENTS.imprint.title, version: 1 });
    const saved = await asEditor('PUT', '/api/admin/legal-documents/imprint', {
      description: '<p>Rennfeld GmbH, Hünfeld<img src=x onerror="alert(1)"></p>',
      version: imprint.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(LegalDocumentRecordSchema.parse(saved.json()).version).toBe(2);

    const seen = buildLegalDocumentResponseSchema('imprint').parse(
      (await api.app.inject({ url: `/api/${LEGAL_DOCUMENTS.imprint.path}` })).json(),
    );
    expect(seen.imprint.description).toContain('Hünfeld');
    expect(seen.imprint.description).not.toContain('onerror');

    const stale = await asEditor('PUT', '/api/admin/legal-documents/imprint', {
      description: '<p>Overwritten?</p>',
      version: imprint.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('saves the German text beside the English, sanitised alike, and the German page answers it', async () => {
    await createLegalDocument(api.db, 'copyright', { description: '<p>All rights reserved.</p>' });
    const copyright = LegalDocumentRecordSchema.parse(
      (await asEditor('GET', '/api/admin/legal-documents/copyright')).json(),
    );
    expect(copyright.descriptionDe).toBe('');
    const saved = await asEditor('PUT', '/api/admin/legal-documents/copyright', {
      description: '<p>All rights reserved.</p>',
      descriptionDe: '<p>Alle Rechte vorbehalten.<script>alert(1)</script></p>',
      version: copyright.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(LegalDocumentRecordSchema.parse(saved.json())).toMatchObject({
      title: LEGAL_DOCUMENTS.copyright.title,
      descriptionDe: '<p>Alle Rechte vorbehalten.</p>',
    });
    const list = LegalDocumentListSchema.parse((await asEditor('GET', '/api/admin/legal-documents')).json());
    expect(list.data.find((document) => document.id === 'copyright')?.descriptionDe).toBe(
      '<p>Alle Rechte vorbehalten.</p>',
    );
    const german = buildLegalDocumentResponseSchema('copyright').parse(
      (await api.app.inject({ url: `/api/${LEGAL_DOCUMENTS.copyright.path}?locale=de` })).json(),
    );
    expect(german.copyright.description).toBe('<p>Alle Rechte vorbehalten.</p>');

    const withoutGerman = await asEditor('PUT', '/api/admin/legal-documents/copyright', {
      description: '<p>All rights reserved.</p>',
      version: 2,
    });
    expect(LegalDocumentRecordSchema.parse(withoutGerman.json()).descriptionDe).toBe('');
  });

  it('answers 404 for a kind that is not there yet or does not exist', async () => {
    expect((await asEditor('GET', '/api/admin/legal-documents/terms')).statusCode).toBe(404);
    const unknown = await asEditor('PUT', '/api/admin/legal-documents/cookies', {
      description: '<p>x</p>',
      version: 1,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an empty text next to its field', async () => {
    await createLegalDocument(api.db, 'terms', { description: '<p>Terms</p>' });
    const empty = await asEditor('PUT', '/api/admin/legal-documents/terms', { description: '', version: 1 });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['description']);
  });
});
