import { ErrorResponseSchema, ValidationErrorResponseSchema } from '@rennfeld/contract';
import { CONTENT_MESSAGES, RecordIdParamsSchema } from '@rennfeld/contract/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { auditContentChange, moveContentPath, removeContentPath } from './content-editing.ts';
import { ConflictError, ensureFound, InvalidFieldsError } from './errors.ts';
import type { ListPage } from './list-page.ts';
import { isSlugTaken, type SluggedTable } from './slugs.ts';

type Db = Kysely<Database>;

/** A record staff edit as one form: it has an id and the version it was read at. */
interface VersionedRecord {
  id: number;
  version: number;
}

/**
 * One kind of content in the staff area, as its module defines it: its contract, its
 * repository's functions, and the rules a save must meet. `registerContentCollection` turns it
 * into the five routes every kind has, each save in one transaction with its audit entry.
 */
export interface ContentCollection<Input extends object, Item extends VersionedRecord, ListQuery, Summary = Item> {
  /** The path under /api/admin, and react-admin's resource name: `news`, `products`. */
  path: string;
  /** The record type in the audit log: `news`, `product`. */
  auditType: string;
  /** Operation ids: `News` gives listNewsRecords, getNewsRecord, createNewsRecord… */
  operationNoun: string;
  /** For the summaries: `news article`, `news articles`. */
  label: { singular: string; plural: string };
  notFound: string;
  schemas: {
    input: z.ZodType<Input>;
    update: z.ZodType<Input & { version: number }>;
    record: z.ZodType<Item>;
    listQuery: z.ZodType<ListQuery>;
    list: z.ZodType<ListPage<Summary>>;
  };
  list(db: Db, query: ListQuery): Promise<ListPage<Summary>>;
  find(db: Db, id: number): Promise<Item | undefined>;
  insert(db: Db, input: Input): Promise<number>;
  /** Saves over `version`; false when the record moved past it. */
  update(db: Db, id: number, version: number, input: Input): Promise<boolean>;
  remove(db: Db, id: number): Promise<void>;
  /** For a kind with slugs, its table: a slug another record has is refused (422, next to the field). */
  slugTable?: SluggedTable;
  /**
   * The rules of a save only the database can check (a slug in use, a reference that is gone),
   * thrown as InvalidFieldsError (422 by field) or ConflictError (409). `before` is absent when
   * the record is new.
   */
  checkSave?(db: Db, input: Input, before: Item | undefined): Promise<void>;
  /** What must hold before the record goes (nothing else still uses it), thrown as ConflictError. */
  checkDelete?(db: Db, before: Item): Promise<void>;
  /** Work a save leaves to do once the record is saved (derived text of other records). */
  afterUpdate?(db: Db, before: Item, after: Item): Promise<void>;
  /**
   * The public addresses of the record while visitors see it, by a key that stays the same when
   * the address changes (a sub-category's id). A save that moves one keeps the old address as a
   * 301 to the new one; a deletion, or a key that is gone, removes the redirects to it.
   */
  publicPaths?(record: Item): Map<string, string>;
}

async function followPaths(db: Db, before: Map<string, string>, after: Map<string, string>): Promise<void> {
  for (const [key, from] of before) {
    const to = after.get(key);
    if (to === undefined) await removeContentPath(db, from);
    else await moveContentPath(db, from, to);
  }
}

const noPaths = () => new Map<string, string>();

/** Checks a save against the database: its slug first, then the kind's own rules. */
async function checkSave<Input extends object, Item extends VersionedRecord>(
  db: Db,
  collection: Pick<ContentCollection<Input, Item, unknown, unknown>, 'slugTable' | 'checkSave'>,
  input: Input,
  before: Item | undefined,
): Promise<void> {
  const slug = (input as { slug?: unknown }).slug;
  const slugBefore = (before as { slug?: unknown } | undefined)?.slug;
  const { slugTable } = collection;
  if (
    slugTable &&
    typeof slug === 'string' &&
    slug !== slugBefore &&
    (await isSlugTaken(db, slugTable, slug, before?.id))
  ) {
    throw new InvalidFieldsError({ slug: [CONTENT_MESSAGES.slugTaken] });
  }
  await collection.checkSave?.(db, input, before);
}

/** The list, read, create, save and delete routes of one kind of content (editors and admins). */
export function registerContentCollection<Input extends object, Item extends VersionedRecord, ListQuery, Summary>(
  app: FastifyInstance,
  db: Db,
  collection: ContentCollection<Input, Item, ListQuery, Summary>,
): void {
  const { path, auditType, operationNoun, label, notFound, schemas } = collection;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const publicPaths = collection.publicPaths ?? noPaths;
  const target = (id: number) => ({ type: auditType, id });
  const tags = ['content-admin'];

  routes.get(
    `/${path}`,
    {
      schema: {
        tags,
        summary: `List ${label.plural}`,
        operationId: `list${operationNoun}Records`,
        querystring: schemas.listQuery,
        response: { 200: schemas.list, 400: ErrorResponseSchema },
      },
    },
    async (request) => collection.list(db, request.query as ListQuery),
  );

  routes.get(
    `/${path}/:id`,
    {
      schema: {
        tags,
        summary: `One ${label.singular}, as staff edit it`,
        operationId: `get${operationNoun}Record`,
        params: RecordIdParamsSchema,
        response: { 200: schemas.record, 404: ErrorResponseSchema },
      },
    },
    async (request) => ensureFound(await collection.find(db, request.params.id), notFound),
  );

  routes.post(
    `/${path}`,
    {
      schema: {
        tags,
        summary: `Add a ${label.singular}`,
        operationId: `create${operationNoun}Record`,
        body: schemas.input,
        response: { 201: schemas.record, 409: ErrorResponseSchema, 422: ValidationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const input = request.body as Input;
      const created = await db.transaction().execute(async (trx) => {
        await checkSave(trx, collection, input, undefined);
        const id = await collection.insert(trx, input);
        const record = (await collection.find(trx, id))!;
        await auditContentChange(trx, request, { kind: 'created', target: target(id), before: null, after: record });
        return record;
      });
      return reply.code(201).send(created);
    },
  );

  routes.put(
    `/${path}/:id`,
    {
      schema: {
        tags,
        summary: `Save a ${label.singular} over the version it was read at`,
        description:
          'Refused with 409 when someone saved it since. A public address that changes keeps working as a 301 to the new one.',
        operationId: `update${operationNoun}Record`,
        params: RecordIdParamsSchema,
        body: schemas.update,
        response: {
          200: schemas.record,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ValidationErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { version, ...input } = request.body as Input & { version: number };
      return db.transaction().execute(async (trx) => {
        const before = ensureFound(await collection.find(trx, id), notFound);
        if (before.version !== version) throw new ConflictError(CONTENT_MESSAGES.conflict);
        await checkSave(trx, collection, input as unknown as Input, before);
        if (!(await collection.update(trx, id, version, input as unknown as Input))) {
          throw new ConflictError(CONTENT_MESSAGES.conflict);
        }
        const after = (await collection.find(trx, id))!;
        await collection.afterUpdate?.(trx, before, after);
        await followPaths(trx, publicPaths(before), publicPaths(after));
        await auditContentChange(trx, request, { kind: 'updated', target: target(id), before, after });
        return after;
      });
    },
  );

  routes.delete(
    `/${path}/:id`,
    {
      schema: {
        tags,
        summary: `Delete a ${label.singular}`,
        operationId: `delete${operationNoun}Record`,
        params: RecordIdParamsSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const before = ensureFound(await collection.find(trx, id), notFound);
        await collection.checkDelete?.(trx, before);
        await collection.remove(trx, id);
        await followPaths(trx, publicPaths(before), noPaths());
        await auditContentChange(trx, request, { kind: 'deleted', target: target(id), before, after: null });
      });
      return reply.code(204).send(null);
    },
  );
}
