import type { Kysely } from 'kysely';
import type { Category } from '@rennfeld/contract';
import type { Database } from '../../db/database.ts';

export async function listCategories(db: Kysely<Database>): Promise<Category[]> {
  const [categories, subCategories] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'name', 'slug', 'description', 'image'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('sub_categories')
      .select(['id', 'category_id', 'name', 'slug'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return categories.map((category) => ({
    ...category,
    sub_categories: subCategories
      .filter((sub) => sub.category_id === category.id)
      .map(({ id, name, slug }) => ({ id, name, slug })),
  }));
}
