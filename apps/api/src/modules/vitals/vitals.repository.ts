import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * The days the staff page sums, today included: the 28 days of Google's field data (CrUX). Older
 * days are deleted (lib/retention.ts).
 */
export const VITALS_WINDOW_DAYS = 28;

const DAY_MS = 24 * 3600 * 1000;

/** The first day (UTC, `YYYY-MM-DD`) of the window that ends on the day of `now`. */
export function firstDayOfWindow(now: Date): string {
  return new Date(now.getTime() - (VITALS_WINDOW_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** One histogram bucket's count of one metric, on one day, page and language. */
export interface VitalsBucketCount {
  day: string;
  route: string;
  language: string;
  metric: string;
  bucket: number;
  count: number;
}

/** Rows per statement: well under SQLite's limit of bound parameters. */
const ROWS_PER_INSERT = 500;

/**
 * Adds the counts to the stored ones, all or none: an upsert, so instances flushing at the same
 * moment add up instead of overwriting each other.
 */
export async function addVitalsCounts(db: Kysely<Database>, counts: readonly VitalsBucketCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < counts.length; start += ROWS_PER_INSERT) {
      await trx
        .insertInto('web_vitals')
        .values(counts.slice(start, start + ROWS_PER_INSERT))
        .onConflict((conflict) =>
          conflict
            .columns(['day', 'route', 'language', 'metric', 'bucket'])
            .doUpdateSet((eb) => ({ count: eb('web_vitals.count', '+', eb.ref('excluded.count')) })),
        )
        .execute();
    }
  });
}

/** Every bucket counted since `firstDay` (`YYYY-MM-DD`, included), summed over the days. */
export async function listVitalsBuckets(
  db: Kysely<Database>,
  firstDay: string,
): Promise<Array<Omit<VitalsBucketCount, 'day'>>> {
  const rows = await db
    .selectFrom('web_vitals')
    .select(['route', 'language', 'metric', 'bucket', (eb) => eb.fn.sum<number | string>('count').as('count')])
    .where('day', '>=', firstDay)
    .groupBy(['route', 'language', 'metric', 'bucket'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
