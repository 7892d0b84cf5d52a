import { type Kysely, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// The page that answers an unknown address is the route `routes/unknown-address` (it was
// `routes/not-found`): the real-user timings already kept move to its new name.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update web_vitals set route = 'routes/unknown-address' where route = 'routes/not-found'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update web_vitals set route = 'routes/not-found' where route = 'routes/unknown-address'`.execute(db);
}
