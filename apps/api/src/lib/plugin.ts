import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mail-sender.ts';
import type { ProductSearch } from './product-search/product-search.ts';
import type { StaffAuth } from './staff-auth.ts';
import type { StaffPreviewCheck } from './staff-preview.ts';

/** Options every API module receives: the database it reads and writes. */
export interface ModuleOptions {
  db: Kysely<Database>;
}

/**
 * Options every public module receives: the database, the catalogue's cache, the product search,
 * and who may preview a draft.
 */
interface ApiModuleOptions extends ModuleOptions {
  catalogueCache: CatalogueCache;
  productSearch: ProductSearch;
  /** True when a `?preview` request carries a live staff session; its answer is then marked private. */
  allowsStaffPreview: StaffPreviewCheck;
}

/** A module's routes: a Fastify plugin typed by the shared zod contract. */
export type ApiModule = FastifyPluginAsyncZod<ApiModuleOptions>;

/**
 * Options every staff module receives: the database, better-auth for account changes, the storage
 * folder for uploads, the mailer (an e-mail sent again), the job engine (its state) and the
 * product search (the staff list's search box).
 */
interface StaffModuleOptions extends ModuleOptions {
  productSearch: ProductSearch;
  auth: StaffAuth;
  storageDir: string;
  mailer: Mailer;
  jobs: JobQueue;
}

/**
 * A module's staff routes under /api/admin, behind the session and role check (staff-guard.ts).
 * A route that needs more than an editor says `config: { staffRole: 'admin' }`.
 */
export type StaffModule = FastifyPluginAsyncZod<StaffModuleOptions>;
