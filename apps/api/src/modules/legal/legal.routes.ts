import {
  ErrorResponseSchema,
  LEGAL_DOCUMENT_KINDS,
  LEGAL_DOCUMENTS,
  buildLegalDocumentResponseSchema,
  type LegalDocumentKind,
  type LegalDocumentResponse,
} from '@rennfeld/contract';
import { ensureFound } from '../../lib/errors.ts';
import type { ApiModule } from '../../lib/plugin.ts';
import { findLegalDocument } from './legal.repository.ts';

/** GET /{path} → `{ success, [kind]: document }` for one legal document. */
function legalDocumentRoute<K extends LegalDocumentKind>(kind: K): ApiModule {
  const { path, title } = LEGAL_DOCUMENTS[kind];
  return async (app, { db }) => {
    app.get(
      `/${path}`,
      {
        schema: {
          tags: ['legal'],
          summary: `Get the ${title}`,
          operationId: `get${kind[0]!.toUpperCase()}${kind.slice(1)}`,
          response: { 200: buildLegalDocumentResponseSchema(kind), 404: ErrorResponseSchema, 503: ErrorResponseSchema },
        },
      },
      async () => {
        const document = ensureFound(await findLegalDocument(db, kind), `${title} not found.`);
        return { success: true, [kind]: document } as LegalDocumentResponse<K>;
      },
    );
  };
}

export const legalRoutes: ApiModule = async (app, options) => {
  for (const kind of LEGAL_DOCUMENT_KINDS) await app.register(legalDocumentRoute(kind), options);
};
