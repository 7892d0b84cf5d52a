import pg from 'pg';

/**
 * Test files in parallel workers share one PostgreSQL database. Kysely's migrator reads the
 * catalogue of every schema, which fails while another file creates, migrates or drops its own, so
 * those steps take turns under one advisory lock.
 */
export async function withSchemaChangeLock<T>(url: string, change: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_advisory_lock(hashtext('rennfeld:test-schema-change'))`);
    return await change(admin);
  } finally {
    await admin.end();
  }
}
