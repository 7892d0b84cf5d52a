import {
  ErrorResponseSchema,
  LEGAL_DOCUMENT_KINDS,
  LEGAL_DOCUMENTS,
  buildLegalDocumentResponseSchema,
} from '@rennfeld/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLegalDocument } from '../../../test/builders.ts';
import { useTestApi } from '../../../test/test-app.ts';

const api = useTestApi();

describe.each(LEGAL_DOCUMENT_KINDS)('GET the %s document', (kind) => {
  const url = `/api/${LEGAL_DOCUMENTS[kind].path}`;

  it('answers 404 JSON while the document is missing', async () => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(response.json())).toMatchObject({ success: false });
  });

  it(`answers { success, ${kind} } with the sanitised HTML`, async () => {
    await createLegalDocument(api.db, kind, {
      description: `<h2>${LEGAL_DOCUMENTS[kind].title}</h2><p>Text<script>alert(1)</script></p>`,
      updatedAt: '2025-05-01T00:00:00.000Z',
    });
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const body = buildLegalDocumentResponseSchema(kind).parse(response.json());
    expect(body.success).toBe(true);
    expect(body[kind]).toEqual({
      description: `<h2>${LEGAL_DOCUMENTS[kind].title}</h2><p>Text</p>`,
      updated_at: '2025-05-01T00:00:00.000Z',
    });
    expect(Object.keys(response.json()).sort()).toEqual([kind, 'success'].sort());
  });
});

describe('the legal documents in German (decision 049)', () => {
  const inject = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  beforeEach(async () => {
    await api.db.deleteFrom('legal_documents').execute();
  });

  it('answers the German text, sanitised like the English, when asked in German', async () => {
    await createLegalDocument(api.db, 'terms', {
      description: '<p>Terms</p>',
      descriptionDe: '<p>AGB<img src=x onerror="alert(1)"></p>',
    });
    const response = await inject(`/api/${LEGAL_DOCUMENTS.terms.path}`, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('de');
    expect(response.headers.vary).toContain('Accept-Language');
    const document = buildLegalDocumentResponseSchema('terms').parse(response.json()).terms;
    expect(document.description).toBe('<p>AGB<img src="x" /></p>');
    expect(document).not.toHaveProperty('untranslated');

    const english = await inject(`/api/${LEGAL_DOCUMENTS.terms.path}?locale=en`, {
      'accept-language': 'de-DE,de;q=0.9',
    });
    expect(english.headers['content-language']).toBe('en');
    expect(english.headers.vary).toContain('Accept-Language');
    expect(buildLegalDocumentResponseSchema('terms').parse(english.json()).terms).toEqual({
      description: '<p>Terms</p>',
      updated_at: expect.any(String),
    });
  });

  it('answers the English text marked untranslated while the German is missing', async () => {
    await createLegalDocument(api.db, 'copyright', {
      description: '<p>All rights reserved.</p>',
      updatedAt: '2025-05-01T00:00:00.000Z',
    });
    const response = await inject(`/api/${LEGAL_DOCUMENTS.copyright.path}?locale=de`);
    expect(response.headers['content-language']).toBe('de');
    expect(buildLegalDocumentResponseSchema('copyright').parse(response.json()).copyright).toEqual({
      description: '<p>All rights reserved.</p>',
      updated_at: '2025-05-01T00:00:00.000Z',
      untranslated: ['description'],
    });
  });
});
