import type { Category } from '@rennfeld/contract';

/** A category with one sub-category, as the header's list holds it. */
export const ENGINE_OILS: Category = {
  id: 1,
  name: 'Engine Oils',
  slug: 'engine-oils',
  description: 'Oils for every engine.',
  image: 'engine-oils.jpg',
  sub_categories: [{ id: 11, name: 'Racing Oils', slug: 'racing-oils' }],
};
