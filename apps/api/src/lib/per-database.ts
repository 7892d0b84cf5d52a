import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * Gives each database handle its own value, made by `create` on first use and dropped with the
 * handle: a test's database never sees what another test's kept.
 */
export function perDatabase<Value>(create: (db: Kysely<Database>) => Value): (db: Kysely<Database>) => Value {
  const values = new WeakMap<Kysely<Database>, Value>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = create(db);
      values.set(db, value);
    }
    return value;
  };
}
