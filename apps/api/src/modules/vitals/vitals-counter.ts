import type { VitalsBeacon } from '@rennfeld/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { bucketOf } from './vitals-histogram.ts';
import { addVitalsCounts, type VitalsBucketCount } from './vitals.repository.ts';

/** How often an instance writes what it counted: a beacon is never a database write of its own. */
const FLUSH_MS = 5_000;

export interface VitalsCounter {
  /** Counts one page view's values on the day `at` falls on (UTC). */
  count(beacon: VitalsBeacon, at: Date): void;
  /** Writes what was counted since the last write; kept for the next one if the database fails. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

/**
 * Counts beacons into histogram buckets in memory and adds them to the stored counts every few
 * seconds and on close. The counts in memory are bounded: one per day, page, language, metric and
 * bucket seen.
 */
export function startVitalsCounter({ db, log }: { db: Kysely<Database>; log: FastifyBaseLogger }): VitalsCounter {
  let pending = new Map<string, VitalsBucketCount>();
  let flushing: Promise<void> | undefined;

  const add = (row: VitalsBucketCount) => {
    const key = `${row.day}\0${row.route}\0${row.language}\0${row.metric}\0${row.bucket}`;
    const kept = pending.get(key);
    if (kept) kept.count += row.count;
    else pending.set(key, { ...row });
  };

  const write = async () => {
    const rows = [...pending.values()];
    pending = new Map();
    try {
      await addVitalsCounts(db, rows);
    } catch (error) {
      // Nothing was written (one transaction): the counts wait for the next flush.
      for (const row of rows) add(row);
      log.error({ err: error }, 'the real-user timings could not be written');
    }
  };

  const flush = async (): Promise<void> => {
    // One write at a time; a flush asked for during one writes again after it.
    while (flushing) await flushing;
    if (pending.size === 0) return;
    flushing = write().finally(() => {
      flushing = undefined;
    });
    await flushing;
  };

  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  return {
    count({ route, language, metrics }, at) {
      const day = at.toISOString().slice(0, 10);
      for (const { name, value } of metrics) {
        add({ day, route, language, metric: name, bucket: bucketOf(name, value), count: 1 });
      }
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
