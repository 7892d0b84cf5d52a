import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// The shop (decision 102): its settings in one row (pages state its shipping rule, so a change
// moves content_revision), and guest orders with prepayment. An order's number is drawn at random,
// so it tells nothing of other orders or how many there are. An order keeps what was bought as it
// was sold (names, sizes, prices in cents), so a later change to the catalogue never rewrites it. The Idempotency-Key and a hash of its body make a repeated request
// find the order it made; the confirmation page is found by the hash of an unguessable key.

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('shop_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('shipping_fee_minor', 'integer', (col) => col.notNull().check(sql`shipping_fee_minor >= 0`))
    .addColumn('free_shipping_above_minor', 'integer', (col) =>
      col.notNull().check(sql`free_shipping_above_minor >= 0`),
    )
    .addColumn('payment_days', 'integer', (col) => col.notNull().check(sql`payment_days between 1 and 60`))
    .addColumn('bank_account_holder', 'varchar(70)', (col) => col.notNull().defaultTo(''))
    .addColumn('iban', 'varchar(34)', (col) => col.notNull().defaultTo(''))
    .addColumn('bic', 'varchar(11)', (col) => col.notNull().defaultTo(''))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // SPEC §9's shipping rule; no bank account until staff or the content folder give one.
  await db
    .insertInto('shop_settings' as never)
    .values({
      id: 1,
      shipping_fee_minor: 749,
      free_shipping_above_minor: 7500,
      payment_days: 10,
      updated_at: new Date().toISOString(),
    } as never)
    .execute();
  // Every page that states shipping costs follows a change at once.
  if (isPostgres) {
    await sql`create trigger shop_settings_content_revision
      after insert or update or delete or truncate on shop_settings
      for each statement execute function bump_content_revision()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`shop_settings_${event}_content_revision`)}
        after ${sql.raw(event)} on shop_settings begin
          update content_revision set revision = revision + 1 where id = 1;
        end`.execute(db);
    }
  }

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (col) =>
      isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('number', 'varchar(12)', (col) => col.notNull().unique())
    .addColumn('confirmation_key_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('idempotency_key', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'varchar(30)', (col) => col.notNull())
    .addColumn('locale', 'varchar(2)', (col) => col.notNull())
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)')
    .addColumn('vat_id', 'varchar(14)')
    .addColumn('billing_address', 'text', (col) => col.notNull())
    .addColumn('shipping_address', 'text')
    .addColumn('payment_method', 'varchar(20)', (col) => col.notNull())
    .addColumn('subtotal_minor', 'integer', (col) => col.notNull())
    .addColumn('shipping_minor', 'integer', (col) => col.notNull())
    .addColumn('vat_minor', 'integer', (col) => col.notNull())
    .addColumn('total_minor', 'integer', (col) => col.notNull())
    .addColumn('vat_rate', 'integer', (col) => col.notNull())
    .addColumn('payment_account', 'text', (col) => col.notNull())
    .addColumn('payment_due_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('orders_created_at').on('orders').column('created_at').execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'integer', (col) =>
      isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('variant_id', 'integer', (col) => col.references('product_variants.id').onDelete('set null'))
    .addColumn('product_slug', 'varchar(200)', (col) => col.notNull())
    .addColumn('size_key', 'varchar(100)', (col) => col.notNull())
    .addColumn('product_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('container_size', 'varchar(100)', (col) => col.notNull())
    .addColumn('product_number', 'varchar(100)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_minor', 'integer', (col) => col.notNull())
    .addUniqueConstraint('order_lines_position', ['order_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_lines').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('shop_settings').execute();
}
