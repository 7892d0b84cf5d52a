import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { JobQueue, RetryPolicy } from './jobs/job-queue.ts';

// Purges the CDN when the content changes (decision 054). Every instance watches the content
// revision (the page cache's own signal: staff edits, content imports, a scheduled article whose
// time came, a write by another instance); the purge itself is a background job keyed by the
// job, retried when the CDN does not take it. Of the instances that notice one change, the one
// that moves `cdn_purge`'s revision to it sends the job; the others find it moved.

const QUEUE = 'cdn-purge';
/** A CDN's purge API may be down for a while: about half an hour of attempts. */
const PURGE_RETRY = { firstDelayMs: 5_000, maxAttempts: 9 };
/** How soon an instance notices a change: the CDN serves the old page at most this much longer. */
const WATCH_MS = 1_000;
const PURGE_TIMEOUT_MS = 10_000;

export interface CdnPurgeOptions {
  db: Kysely<Database>;
  jobs: JobQueue;
  /** The content's current revision (createContentRevisionReader). */
  readRevision: () => Promise<string>;
  /** CDN_PURGE_URL: takes `POST {"purge_everything":true}`, as Cloudflare's purge call does. */
  url: string;
  /** CDN_PURGE_TOKEN, sent as `Authorization: Bearer …`. */
  token?: string;
  log: FastifyBaseLogger;
  watchMs?: number;
  retry?: RetryPolicy;
}

export async function startCdnPurges({
  db,
  jobs,
  readRevision,
  url,
  token,
  log,
  watchMs = WATCH_MS,
  retry = PURGE_RETRY,
}: CdnPurgeOptions): Promise<{ stop(): void }> {
  await jobs.work(
    QUEUE,
    async ({ revision }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-rennfeld-content-revision': String(revision),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ purge_everything: true }),
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The CDN refused the purge: HTTP ${response.status}.`);
    },
    { retry },
  );

  // Checked at start too: a change made while no instance ran (an import between deploys) is purged then.
  let seen: string | undefined;
  let stopped = false;
  const watch = async () => {
    const revision = await readRevision();
    if (stopped || revision === seen) return;
    if (await claimPurgeOf(db, revision)) await jobs.send(QUEUE, { revision });
    seen = revision;
  };
  const timer = setInterval(() => {
    watch().catch((error: unknown) =>
      log.warn({ reason: (error as Error).message }, 'a change of the content could not be passed on to the CDN'),
    );
  }, watchMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

/** Moves the revision last purged to `revision`; false when another instance did already. */
async function claimPurgeOf(db: Kysely<Database>, revision: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('cdn_purge')
    .set({ revision })
    .where('id', '=', 1)
    .where('revision', '<>', revision)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}
