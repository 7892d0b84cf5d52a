import { z } from './zod.ts';

// The shape every staff list shares: react-admin's paging, sorting and search, and its answer.

export const SORT_ORDERS = ['ASC', 'DESC'] as const;

/** The query of every staff list: react-admin's page, page size, sort field and order, search. */
export function staffListQuerySchema<const Field extends string>(
  sortFields: readonly [Field, ...Field[]],
  defaultSort: Field,
) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(500).default(25),
    sort: z.enum(sortFields).default(defaultSort),
    order: z.enum(SORT_ORDERS).default('DESC'),
    q: z.string().trim().max(200).optional(),
  });
}

export function staffListResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), total: z.number().int().min(0) });
}
