import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.ts';

/**
 * A database handle that counts the queries sent through it (for the tests that keep the number
 * of queries per request constant: no N+1). A handle has its own catalogue cache.
 */
export function createQueryCounter(db: Kysely<Database>): { db: Kysely<Database>; queries: () => number } {
  let queries = 0;
  const counting = db.withPlugin({
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      queries += 1;
      return args.result;
    },
  });
  return { db: counting, queries: () => queries };
}

/** How many queries `run` sends through the (fresh, counting) database handle it is given. */
export async function countQueries(
  db: Kysely<Database>,
  run: (counting: Kysely<Database>) => Promise<unknown>,
): Promise<number> {
  const counter = createQueryCounter(db);
  await run(counter.db);
  return counter.queries();
}
