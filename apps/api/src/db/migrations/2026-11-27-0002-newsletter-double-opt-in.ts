import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this file must never import application code.
//
// The newsletter's double opt-in and the site's e-mail (decision 045):
// - a subscription has a state (pending until its address is confirmed, confirmed, unsubscribed)
//   and its consent log: language, version of the consent text, confirmation and unsubscription
//   times. A pending one holds the hash of its single-use confirmation token and when it expires.
//   Subscriptions stored before this had no confirmation: they are pending, without a token, and
//   their addresses are not exported as subscribers until they subscribe again.
// - mail_outbox holds every e-mail the site sends, queued until the mail server takes it.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  const subscriptions = () => db.schema.alterTable('newsletter_subscriptions');
  await subscriptions()
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('pending'))
    .execute();
  await subscriptions()
    .addColumn('locale', 'varchar(5)', (col) => col.notNull().defaultTo('en'))
    .execute();
  await subscriptions().addColumn('consent_version', 'varchar(40)').execute();
  await subscriptions().addColumn('confirm_token_hash', 'varchar(64)').execute();
  await subscriptions().addColumn('confirm_expires_at', 'timestamptz').execute();
  await subscriptions().addColumn('confirmed_at', 'timestamptz').execute();
  await subscriptions().addColumn('unsubscribed_at', 'timestamptz').execute();
  /** The last e-mail sent to the address from the form: a repeated form waits before it sends another. */
  await subscriptions().addColumn('last_mailed_at', 'timestamptz').execute();
  await db.schema
    .createIndex('newsletter_subscriptions_confirm_token_hash')
    .unique()
    .on('newsletter_subscriptions')
    .column('confirm_token_hash')
    .execute();
  await db.schema
    .createIndex('newsletter_subscriptions_status_created_at')
    .on('newsletter_subscriptions')
    .columns(['status', 'created_at'])
    .execute();

  let outbox = db.schema.createTable('mail_outbox');
  outbox = isPostgres(db)
    ? outbox.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : outbox.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  await outbox
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('to_address', 'varchar(255)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    /** Extra headers (List-Unsubscribe, Reply-To) as JSON. */
    .addColumn('headers', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('mail_outbox_status_next_attempt_at')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('mail_outbox_created_at').on('mail_outbox').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropIndex('newsletter_subscriptions_status_created_at').execute();
  await db.schema.dropIndex('newsletter_subscriptions_confirm_token_hash').execute();
  for (const column of [
    'last_mailed_at',
    'unsubscribed_at',
    'confirmed_at',
    'confirm_expires_at',
    'confirm_token_hash',
    'consent_version',
    'locale',
    'status',
  ]) {
    await db.schema.alterTable('newsletter_subscriptions').dropColumn(column).execute();
  }
}
