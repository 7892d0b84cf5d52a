import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.

type AnyTable = CreateTableBuilder<string, never>;

function withId(db: Kysely<unknown>, table: AnyTable): AnyTable {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPostgres
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

const now = sql`CURRENT_TIMESTAMP`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('categories'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image', 'varchar(255)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await withId(db, db.schema.createTable('sub_categories'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('slug', 'varchar(200)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('sub_categories_category_slug_unique', ['category_id', 'slug'])
    .execute();

  for (const attribute of ['brands', 'manufacturers', 'viscosities', 'specification_areas', 'container_sizes']) {
    await withId(db, db.schema.createTable(attribute))
      .addColumn('name', 'varchar(255)', (col) => col.notNull())
      .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }

  await withId(db, db.schema.createTable('products'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('image', 'varchar(255)', (col) => col.notNull())
    .addColumn('product_details', 'text', (col) => col.notNull())
    .addColumn('product_summary', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('sub_category_id', 'integer', (col) => col.references('sub_categories.id'))
    .addColumn('brand_id', 'integer', (col) => col.references('brands.id'))
    .addColumn('manufacturer_id', 'integer', (col) => col.references('manufacturers.id'))
    .addColumn('viscosity_id', 'integer', (col) => col.references('viscosities.id'))
    .addColumn('specification_area_id', 'integer', (col) => col.references('specification_areas.id'))
    .addColumn('min_price_minor', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('products_category_idx').on('products').columns(['category_id', 'position']).execute();
  await db.schema
    .createIndex('products_sub_category_idx')
    .on('products')
    .columns(['sub_category_id', 'position'])
    .execute();
  for (const column of ['brand_id', 'manufacturer_id', 'viscosity_id', 'specification_area_id']) {
    await db.schema.createIndex(`products_${column}_idx`).on('products').column(column).execute();
  }

  await withId(db, db.schema.createTable('product_variants'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('container_size_id', 'integer', (col) => col.notNull().references('container_sizes.id'))
    .addColumn('product_number', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('price_minor', 'integer', (col) => col.notNull())
    .addUniqueConstraint('product_variants_product_size_unique', ['product_id', 'container_size_id'])
    .execute();
  await db.schema
    .createIndex('product_variants_size_idx')
    .on('product_variants')
    .columns(['container_size_id', 'product_id'])
    .execute();

  await withId(db, db.schema.createTable('concept_categories'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('image', 'varchar(255)', (col) => col.notNull())
    .addColumn('short_desc', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await withId(db, db.schema.createTable('concepts'))
    .addColumn('concept_category_id', 'integer', (col) =>
      col.notNull().references('concept_categories.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('image', 'varchar(255)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('concepts_category_idx')
    .on('concepts')
    .columns(['concept_category_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('news'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('image', 'varchar(255)', (col) => col.notNull())
    .addColumn('short_description', 'text', (col) => col.notNull())
    .addColumn('long_description', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('news_created_at_idx').on('news').column('created_at').execute();

  await withId(db, db.schema.createTable('catalogues'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('image', 'varchar(255)', (col) => col.notNull())
    .addColumn('pdf', 'varchar(255)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('team_members'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('department', 'varchar(255)', (col) => col.notNull())
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('phone', 'varchar(64)', (col) => col.notNull())
    .addColumn('image', 'varchar(255)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('about_companies'))
    .addColumn('image', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('partnerships'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('partner_detail', 'text', (col) => col.notNull())
    .addColumn('link', 'varchar(2048)', (col) => col.notNull())
    .addColumn('image', 'varchar(255)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('legal_documents')
    .addColumn('kind', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await withId(db, db.schema.createTable('newsletter_subscriptions'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('email', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await withId(db, db.schema.createTable('contact_messages'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('phone', 'varchar(64)')
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'contact_messages',
    'newsletter_subscriptions',
    'legal_documents',
    'partnerships',
    'about_companies',
    'team_members',
    'catalogues',
    'news',
    'concepts',
    'concept_categories',
    'product_variants',
    'products',
    'container_sizes',
    'specification_areas',
    'viscosities',
    'manufacturers',
    'brands',
    'sub_categories',
    'categories',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
