import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * How many queries `run` sends through the database handle it is given (for the tests that keep
 * the number of queries per request constant: no N+1).
 */
export async function countQueries(
  db: Kysely<Database>,
  run: (counting: Kysely<Database>) => Promise<unknown>,
): Promise<number> {
  let queries = 0;
  const counting = db.withPlugin({
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      queries += 1;
      return args.result;
    },
  });
  await run(counting);
  return queries;
}
