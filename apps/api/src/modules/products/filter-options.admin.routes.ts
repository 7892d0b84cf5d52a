import { ErrorResponseSchema, ValidationErrorResponseSchema } from '@rennfeld/contract';
import {
  CONTENT_MESSAGES,
  FILTER_OPTION_RESOURCES,
  FilterOptionInputSchema,
  FilterOptionListQuerySchema,
  FilterOptionListSchema,
  FilterOptionRecordSchema,
  RecordIdParamsSchema,
  UpdateFilterOptionRequestSchema,
  type FilterOptionResource,
} from '@rennfeld/contract/staff';
import { z } from 'zod';
import { auditContentChange } from '../../lib/content-editing.ts';
import { ConflictError, ensureFound, InvalidFieldsError } from '../../lib/errors.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import {
  deleteFilterOption,
  findFilterOptionRecord,
  insertFilterOption,
  isFilterOptionSlugTaken,
  listFilterOptionRecords,
  updateFilterOption,
} from './filter-options.repository.ts';
import { refreshProductSearchText } from './products.repository.ts';

const NOT_FOUND = 'No such filter value.';
const slugTaken = () => new InvalidFieldsError({ slug: [CONTENT_MESSAGES.slugTaken] });

/** `specification-areas` → `SpecificationAreas`, for operation ids. */
const pascal = (resource: string) =>
  resource.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/**
 * The filter vocabularies (brands, manufacturers, viscosities, specification areas, container
 * sizes): the same five routes for each (editors and admins). A value products use cannot be
 * deleted; renaming one that is part of the search text writes its products' search text again.
 */
export const filterOptionsAdminRoutes: StaffModule = async (app, { db }) => {
  for (const resource of Object.keys(FILTER_OPTION_RESOURCES) as FilterOptionResource[]) {
    const name = pascal(resource);
    const group = FILTER_OPTION_RESOURCES[resource];
    const target = (id: number) => ({ type: resource, id });

    app.get(
      `/${resource}`,
      {
        schema: {
          tags: ['content-admin'],
          summary: `List the filter values of ${resource}, with how many products use each`,
          operationId: `list${name}`,
          querystring: FilterOptionListQuerySchema,
          response: { 200: FilterOptionListSchema, 400: ErrorResponseSchema },
        },
      },
      async (request) => listFilterOptionRecords(db, resource, request.query),
    );

    app.get(
      `/${resource}/:id`,
      {
        schema: {
          tags: ['content-admin'],
          summary: `One filter value of ${resource}`,
          operationId: `get${name}Record`,
          params: RecordIdParamsSchema,
          response: { 200: FilterOptionRecordSchema, 404: ErrorResponseSchema },
        },
      },
      async (request) => ensureFound(await findFilterOptionRecord(db, resource, request.params.id), NOT_FOUND),
    );

    app.post(
      `/${resource}`,
      {
        schema: {
          tags: ['content-admin'],
          summary: `Add a filter value to ${resource}`,
          operationId: `create${name}Record`,
          body: FilterOptionInputSchema,
          response: { 201: FilterOptionRecordSchema, 422: ValidationErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const created = await db.transaction().execute(async (trx) => {
          if (await isFilterOptionSlugTaken(trx, resource, request.body.slug)) throw slugTaken();
          const id = await insertFilterOption(trx, resource, request.body);
          const record = (await findFilterOptionRecord(trx, resource, id))!;
          await auditContentChange(trx, request, { kind: 'created', target: target(id), before: null, after: record });
          return record;
        });
        return reply.code(201).send(created);
      },
    );

    app.put(
      `/${resource}/:id`,
      {
        schema: {
          tags: ['content-admin'],
          summary: `Save a filter value of ${resource} over the version it was read at`,
          operationId: `update${name}Record`,
          params: RecordIdParamsSchema,
          body: UpdateFilterOptionRequestSchema,
          response: {
            200: FilterOptionRecordSchema,
            404: ErrorResponseSchema,
            409: ErrorResponseSchema,
            422: ValidationErrorResponseSchema,
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { version, ...input } = request.body;
        return db.transaction().execute(async (trx) => {
          const before = ensureFound(await findFilterOptionRecord(trx, resource, id), NOT_FOUND);
          if (before.version !== version) throw new ConflictError(CONTENT_MESSAGES.conflict);
          if (input.slug !== before.slug && (await isFilterOptionSlugTaken(trx, resource, input.slug, id))) {
            throw slugTaken();
          }
          if (!(await updateFilterOption(trx, resource, id, version, input))) {
            throw new ConflictError(CONTENT_MESSAGES.conflict);
          }
          if (input.name !== before.name) await refreshProductSearchText(trx, group, id);
          const after = (await findFilterOptionRecord(trx, resource, id))!;
          await auditContentChange(trx, request, { kind: 'updated', target: target(id), before, after });
          return after;
        });
      },
    );

    app.delete(
      `/${resource}/:id`,
      {
        schema: {
          tags: ['content-admin'],
          summary: `Delete a filter value of ${resource} that no product uses`,
          operationId: `delete${name}Record`,
          params: RecordIdParamsSchema,
          response: { 204: z.null(), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        await db.transaction().execute(async (trx) => {
          const before = ensureFound(await findFilterOptionRecord(trx, resource, id), NOT_FOUND);
          if (before.productCount > 0) throw new ConflictError(CONTENT_MESSAGES.optionInUse(before.productCount));
          await deleteFilterOption(trx, resource, id);
          await auditContentChange(trx, request, { kind: 'deleted', target: target(id), before, after: null });
        });
        return reply.code(204).send(null);
      },
    );
  }
};
