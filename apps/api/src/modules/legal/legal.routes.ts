import {
  ErrorResponseSchema,
  LEGAL_DOCUMENT_KINDS,
  LEGAL_DOCUMENTS,
  LocaleQuerySchema,
  buildLegalDocumentResponseSchema,
  type LegalDocumentKind,
  type LegalDocumentResponse,
} from '@rennfeld/contract';
import { negotiateContentLocale } from '../../lib/content-language.ts';
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
          querystring: LocaleQuerySchema,
          response: {
            200: buildLegalDocumentResponseSchema(kind),
            400: ErrorResponseSchema,
            404: ErrorResponseSchema,
            503: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const locale = negotiateContentLocale(request, reply);
        const document = ensureFound(await findLegalDocument(db, kind, locale), `${title} not found.`);
        return { success: true, [kind]: document } as LegalDocumentResponse<K>;
      },
    );
  };
}

export const legalRoutes: ApiModule = async (app, options) => {
  for (const kind of LEGAL_DOCUMENT_KINDS) await app.register(legalDocumentRoute(kind), options);
};
