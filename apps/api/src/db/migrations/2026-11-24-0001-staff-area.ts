import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// The staff area. The staff_* tables are better-auth's (users, sessions, credential accounts,
// verification tokens, TOTP secrets), with the column names better-auth uses, so its Kysely
// adapter reads them unchanged; booleans are integers in SQLite, as that adapter writes them.
// audit_events is ours: who did what to which record, when and from where, never updated.
// A contact message gains the time staff marked it handled.

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bool = isPostgres ? 'boolean' : 'integer';
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('staff_user')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('emailVerified', bool, (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('twoFactorEnabled', bool)
    .addColumn('role', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expiresAt', 'timestamptz', (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (col) => col.notNull().references('staff_user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('staff_session_user_id').on('staff_session').column('userId').execute();

  await db.schema
    .createTable('staff_account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('accountId', 'text', (col) => col.notNull())
    .addColumn('providerId', 'text', (col) => col.notNull())
    .addColumn('userId', 'text', (col) => col.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', 'timestamptz')
    .addColumn('refreshTokenExpiresAt', 'timestamptz')
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_account_user_id').on('staff_account').column('userId').execute();

  await db.schema
    .createTable('staff_verification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expiresAt', 'timestamptz', (col) => col.notNull())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('staff_verification_identifier').on('staff_verification').column('identifier').execute();

  await db.schema
    .createTable('staff_two_factor')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('backupCodes', 'text', (col) => col.notNull())
    .addColumn('userId', 'text', (col) => col.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('verified', bool)
    .addColumn('failedVerificationCount', 'integer')
    .addColumn('lockedUntil', 'timestamptz')
    .execute();
  await db.schema.createIndex('staff_two_factor_secret').on('staff_two_factor').column('secret').execute();
  await db.schema.createIndex('staff_two_factor_user_id').on('staff_two_factor').column('userId').execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'integer', (col) =>
      isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    // No foreign key: the record of what a staff member did outlives their account.
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('target_type', 'varchar(64)')
    .addColumn('target_id', 'text')
    .addColumn('ip_address', 'varchar(64)')
    .execute();
  await db.schema.createIndex('audit_events_at').on('audit_events').columns(['at', 'id']).execute();

  await db.schema.alterTable('contact_messages').addColumn('handled_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('handled_at').execute();
  for (const table of [
    'audit_events',
    'staff_two_factor',
    'staff_verification',
    'staff_account',
    'staff_session',
    'staff_user',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
