import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** Options every API module receives: the database it reads and writes. */
export interface ModuleOptions {
  db: Kysely<Database>;
}

/** A module's routes: a Fastify plugin typed by the shared zod contract. */
export type ApiModule = FastifyPluginAsyncZod<ModuleOptions>;
