import pg from 'pg';

/** The PostgreSQL server of the reliability tests (POSTGRES_TEST_URL to point elsewhere). */
export const POSTGRES_URL = process.env.POSTGRES_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement on its own connection (a test's schema made or dropped). */
export async function runOnPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
