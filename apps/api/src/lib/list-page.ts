import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** One page of a staff list, and how many rows the whole list holds (react-admin's `total`). */
export interface ListPage<Item> {
  data: Item[];
  total: number;
}

/** Which page of a staff list, in which order: by `sortColumn`, then by id, both as `order` says. */
export interface ListPaging {
  page: number;
  perPage: number;
  sortColumn: string;
  order: 'ASC' | 'DESC';
}

/**
 * Reads one page of `filtered`, its columns selected by `selectRows`, and the count of every row
 * `filtered` keeps, both at once.
 */
export async function readListPage<Tables extends keyof Database, Row, Item>(
  filtered: SelectQueryBuilder<Database, Tables, object>,
  selectRows: (query: SelectQueryBuilder<Database, Tables, object>) => SelectQueryBuilder<Database, Tables, Row>,
  { page, perPage, sortColumn, order }: ListPaging,
  toItem: (row: Row) => Item,
): Promise<ListPage<Item>> {
  const direction = order === 'ASC' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    selectRows(filtered)
      .orderBy(sql.ref(sortColumn), direction)
      .orderBy(sql.ref('id'), direction)
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map((row) => toItem(row as Row)), total: Number(count.total) };
}

/**
 * As readListPage, for items made from the whole page at once: with their nested rows or their
 * counts, read in one query for the page rather than one per row.
 */
export async function readListPageInBatch<Tables extends keyof Database, Row, Item>(
  filtered: SelectQueryBuilder<Database, Tables, object>,
  selectRows: (query: SelectQueryBuilder<Database, Tables, object>) => SelectQueryBuilder<Database, Tables, Row>,
  paging: ListPaging,
  toItems: (rows: Row[]) => Promise<Item[]>,
): Promise<ListPage<Item>> {
  const { data, total } = await readListPage(filtered, selectRows, paging, (row) => row);
  return { data: await toItems(data), total };
}
