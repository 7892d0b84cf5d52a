import type { Kysely } from 'kysely';
import type { ApprovalKind, ContainerUnit } from '@rennfeld/contract';
import type {
  ApprovalInput,
  ApprovalRecord,
  ContainerSizeInput,
  ContainerSizeRecord,
  FilterOptionInput,
  FilterOptionListQuery,
  FilterOptionRecord,
  FilterOptionResource,
  ManufacturerInput,
  ManufacturerRecord,
} from '@rennfeld/contract/staff';
import { FILTER_OPTION_RESOURCES } from '@rennfeld/contract/staff';
import type { Database } from '../../db/database.ts';
import { type ListPage, readListPageInBatch } from '../../lib/list-page.ts';
import { updateAtVersion } from '../../lib/versioned-update.ts';
import { anyColumnContains } from '../../lib/text-search.ts';
import { ATTRIBUTE_GROUPS, isListGroup, LIST_GROUP_TABLES } from '../../db/filter-groups.ts';

// The filter vocabularies in the staff area: one table each, one shape for all.

type Db = Kysely<Database>;
type OptionTable = 'brands' | 'manufacturers' | 'viscosities' | 'specification_areas' | 'container_sizes' | 'approvals';

export function optionTableOf(resource: FilterOptionResource): OptionTable {
  const group = FILTER_OPTION_RESOURCES[resource];
  return isListGroup(group) ? LIST_GROUP_TABLES[group] : ATTRIBUTE_GROUPS[group].table;
}

/** How many products use each option: through a product column, a variant or a product's approvals. */
async function countProductsUsing(db: Db, resource: FilterOptionResource, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const group = FILTER_OPTION_RESOURCES[resource];
  const rows =
    group === 'container_size'
      ? await db
          .selectFrom('product_variants')
          .select(['container_size_id as option_id', (eb) => eb.fn.count<number | string>('product_id').as('count')])
          .where('container_size_id', 'in', ids)
          .groupBy('container_size_id')
          .execute()
      : group === 'approvals'
        ? await db
            .selectFrom('product_approvals')
            .select(['approval_id as option_id', (eb) => eb.fn.count<number | string>('product_id').as('count')])
            .where('approval_id', 'in', ids)
            .groupBy('approval_id')
            .execute()
        : await db
            .selectFrom('products')
            .select([
              `${ATTRIBUTE_GROUPS[group].column} as option_id`,
              (eb) => eb.fn.countAll<number | string>().as('count'),
            ])
            .where(ATTRIBUTE_GROUPS[group].column, 'in', ids)
            .groupBy(ATTRIBUTE_GROUPS[group].column)
            .execute();
  return new Map(rows.map((row) => [Number(row.option_id), Number(row.count)]));
}

const SORT_COLUMNS = { position: 'position', name: 'name' } as const;

export async function listFilterOptionRecords(
  db: Db,
  resource: FilterOptionResource,
  { page, perPage, sort, order, q }: FilterOptionListQuery,
): Promise<ListPage<FilterOptionRecord>> {
  let query = db.selectFrom(optionTableOf(resource));
  if (q) query = query.where(anyColumnContains(['name', 'slug'], q));
  return readListPageInBatch(
    query,
    (filtered) => filtered.select(['id', 'version', 'name', 'slug', 'position']),
    { page, perPage, order, sortColumn: SORT_COLUMNS[sort] },
    async (rows) => {
      const counts = await countProductsUsing(
        db,
        resource,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, productCount: counts.get(row.id) ?? 0 }));
    },
  );
}

export async function findFilterOptionRecord(
  db: Db,
  resource: FilterOptionResource,
  id: number,
): Promise<FilterOptionRecord | undefined> {
  const row = await db
    .selectFrom(optionTableOf(resource))
    .select(['id', 'version', 'name', 'slug', 'position'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const counts = await countProductsUsing(db, resource, [id]);
  return { ...row, productCount: counts.get(id) ?? 0 };
}

export async function insertFilterOption(
  db: Db,
  resource: FilterOptionResource,
  input: FilterOptionInput,
): Promise<number> {
  const { id } = await db.insertInto(optionTableOf(resource)).values(input).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Saves over `version`; false when the record moved past it (or is gone). */
export async function updateFilterOption(
  db: Db,
  resource: FilterOptionResource,
  id: number,
  version: number,
  input: FilterOptionInput,
): Promise<boolean> {
  return updateAtVersion(db, optionTableOf(resource), id, version, input);
}

export async function deleteFilterOption(db: Db, resource: FilterOptionResource, id: number): Promise<void> {
  await db.deleteFrom(optionTableOf(resource)).where('id', '=', id).execute();
}

/** The records of a vocabulary whose values carry more than a name, with what each carries. */
async function listWithDetails<Detailed>(
  db: Db,
  resource: FilterOptionResource,
  query: FilterOptionListQuery,
  addDetails: (db: Db, records: FilterOptionRecord[]) => Promise<Detailed[]>,
): Promise<ListPage<Detailed>> {
  const { data, total } = await listFilterOptionRecords(db, resource, query);
  return { data: await addDetails(db, data), total };
}

async function findWithDetails<Detailed>(
  db: Db,
  resource: FilterOptionResource,
  id: number,
  addDetails: (db: Db, records: FilterOptionRecord[]) => Promise<Detailed[]>,
): Promise<Detailed | undefined> {
  const record = await findFilterOptionRecord(db, resource, id);
  return record && (await addDetails(db, [record]))[0];
}

/** Each record with the details `loadRows` reads for it: a vocabulary's columns beyond the name. */
async function joinDetails<Listed extends { id: number }, Row extends { id: number }, Details>(
  records: Listed[],
  loadRows: (ids: number[]) => Promise<Row[]>,
  toDetails: (row: Row) => Details,
): Promise<(Listed & Details)[]> {
  if (records.length === 0) return [];
  const rows = await loadRows(records.map((record) => record.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return records.map((record) => {
    const row = byId.get(record.id);
    // Read in the same transaction as the records: a missing row is a bug, not a default.
    if (!row) throw new Error(`No details row for record ${record.id}`);
    return { ...record, ...toDetails(row) };
  });
}

// Container sizes are a vocabulary that also says how much each size holds.

const withQuantities = <Listed extends { id: number }>(db: Db, records: Listed[]) =>
  joinDetails(
    records,
    (ids) => db.selectFrom('container_sizes').select(['id', 'quantity', 'unit']).where('id', 'in', ids).execute(),
    (row): Pick<ContainerSizeRecord, 'quantity' | 'unit'> => ({
      quantity: row.quantity,
      unit: row.unit as ContainerUnit | null,
    }),
  );

export const listContainerSizeRecords = (
  db: Db,
  query: FilterOptionListQuery,
): Promise<ListPage<ContainerSizeRecord>> => listWithDetails(db, 'container-sizes', query, withQuantities);
export const findContainerSizeRecord = (db: Db, id: number): Promise<ContainerSizeRecord | undefined> =>
  findWithDetails(db, 'container-sizes', id, withQuantities);

export async function insertContainerSize(db: Db, input: ContainerSizeInput): Promise<number> {
  const { id } = await db.insertInto('container_sizes').values(input).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Saves over `version`; false when the record moved past it (or is gone). */
export async function updateContainerSize(
  db: Db,
  id: number,
  version: number,
  input: ContainerSizeInput,
): Promise<boolean> {
  return updateAtVersion(db, 'container_sizes', id, version, input);
}

// Manufacturers are a vocabulary that also gives what product pages state of each (GPSR Art. 19).

const MANUFACTURER_COLUMNS = {
  street: 'street',
  postalCode: 'postal_code',
  city: 'city',
  country: 'country',
  email: 'email',
  responsiblePersonName: 'responsible_person_name',
  responsiblePersonStreet: 'responsible_person_street',
  responsiblePersonPostalCode: 'responsible_person_postal_code',
  responsiblePersonCity: 'responsible_person_city',
  responsiblePersonCountry: 'responsible_person_country',
  responsiblePersonEmail: 'responsible_person_email',
} as const satisfies Record<Exclude<keyof ManufacturerInput, keyof FilterOptionInput>, string>;
type ManufacturerDetails = Omit<ManufacturerRecord, keyof FilterOptionRecord>;

const MANUFACTURER_FIELDS = Object.keys(MANUFACTURER_COLUMNS) as (keyof ManufacturerDetails)[];

const withAddresses = <Listed extends { id: number }>(db: Db, records: Listed[]) =>
  joinDetails(
    records,
    (ids) =>
      db
        .selectFrom('manufacturers')
        .select(['id', ...Object.values(MANUFACTURER_COLUMNS)])
        .where('id', 'in', ids)
        .execute(),
    (row) =>
      Object.fromEntries(
        MANUFACTURER_FIELDS.map((field) => [field, row[MANUFACTURER_COLUMNS[field]]]),
      ) as ManufacturerDetails,
  );

const toManufacturerRow = ({ name, slug, position, ...details }: ManufacturerInput) => ({
  name,
  slug,
  position,
  ...(Object.fromEntries(MANUFACTURER_FIELDS.map((field) => [MANUFACTURER_COLUMNS[field], details[field]])) as Record<
    (typeof MANUFACTURER_COLUMNS)[keyof ManufacturerDetails],
    string
  >),
});

export const listManufacturerRecords = (db: Db, query: FilterOptionListQuery): Promise<ListPage<ManufacturerRecord>> =>
  listWithDetails(db, 'manufacturers', query, withAddresses);
export const findManufacturerRecord = (db: Db, id: number): Promise<ManufacturerRecord | undefined> =>
  findWithDetails(db, 'manufacturers', id, withAddresses);

export async function insertManufacturer(db: Db, input: ManufacturerInput): Promise<number> {
  const { id } = await db
    .insertInto('manufacturers')
    .values(toManufacturerRow(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Saves over `version`; false when the record moved past it (or is gone). */
export async function updateManufacturer(
  db: Db,
  id: number,
  version: number,
  input: ManufacturerInput,
): Promise<boolean> {
  return updateAtVersion(db, 'manufacturers', id, version, toManufacturerRow(input));
}

// Approvals are a vocabulary that also names each one's issuer and kind; the name is its code.

const withIssuers = <Listed extends { id: number }>(db: Db, records: Listed[]) =>
  joinDetails(
    records,
    (ids) => db.selectFrom('approvals').select(['id', 'issuer', 'kind']).where('id', 'in', ids).execute(),
    (row): Pick<ApprovalRecord, 'issuer' | 'kind'> => ({
      issuer: row.issuer,
      kind: row.kind as ApprovalKind,
    }),
  );

export const listApprovalRecords = (db: Db, query: FilterOptionListQuery): Promise<ListPage<ApprovalRecord>> =>
  listWithDetails(db, 'approvals', query, withIssuers);
export const findApprovalRecord = (db: Db, id: number): Promise<ApprovalRecord | undefined> =>
  findWithDetails(db, 'approvals', id, withIssuers);

export async function insertApproval(db: Db, input: ApprovalInput): Promise<number> {
  const { id } = await db.insertInto('approvals').values(input).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Saves over `version`; false when the record moved past it (or is gone). */
export async function updateApproval(db: Db, id: number, version: number, input: ApprovalInput): Promise<boolean> {
  return updateAtVersion(db, 'approvals', id, version, input);
}
