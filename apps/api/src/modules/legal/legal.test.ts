import {
  ErrorResponseSchema,
  LEGAL_DOCUMENT_KINDS,
  LEGAL_DOCUMENTS,
  buildLegalDocumentResponseSchema,
} from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
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
