import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { AboutCompany, Catalogue, Partnership, SiteLocale, TeamMember } from '@rennfeld/contract';
import { COMPANY_DETAILS_ID } from '@rennfeld/contract/staff';
import type {
  AboutBlockInput,
  AboutBlockRecord,
  CatalogueInput,
  CatalogueListQuery,
  CatalogueRecord,
  CompanyDetailsInput,
  CompanyDetailsRecord,
  PartnershipInput,
  PartnershipRecord,
  TeamMemberInput,
  TeamMemberRecord,
} from '@rennfeld/contract/staff';
import { toIsoTimestamp, type Database } from '../../db/database.ts';
import { type ListPage, readListPage } from '../../lib/list-page.ts';
import { createTextPicker, germanColumn, germanRichTextColumn } from '../../lib/content-language.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { updateAtVersion } from '../../lib/versioned-update.ts';

type Db = Kysely<Database>;

export async function listCatalogues(db: Db, locale: SiteLocale): Promise<Catalogue[]> {
  const rows = await db
    .selectFrom('catalogues')
    .select(['id', 'name', 'name_de', 'slug', 'image', 'pdf'])
    .where('status', '=', 'published')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const texts = createTextPicker(locale);
    return {
      id: row.id,
      name: texts.pick('name', row.name, row.name_de),
      slug: row.slug,
      image: row.image,
      pdf: row.pdf,
      ...texts.fallbacks(),
    };
  });
}

export async function listTeamMembers(db: Db, locale: SiteLocale): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('team_members')
    .select(['id', 'name', 'department', 'department_de', 'email', 'phone', 'image'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const texts = createTextPicker(locale);
    return {
      id: row.id,
      name: row.name,
      department: texts.pick('department', row.department, row.department_de),
      email: row.email,
      phone: row.phone,
      image: row.image,
      ...texts.fallbacks(),
    };
  });
}

export async function listAboutCompanies(db: Db, locale: SiteLocale): Promise<AboutCompany[]> {
  const rows = await db
    .selectFrom('about_companies')
    .select(['id', 'image', 'description', 'description_de'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const texts = createTextPicker(locale);
    return {
      id: row.id,
      image: row.image,
      description: texts.pick('description', row.description, row.description_de),
      ...texts.fallbacks(),
    };
  });
}

export async function listPartnerships(db: Db, locale: SiteLocale): Promise<Partnership[]> {
  const rows = await db
    .selectFrom('partnerships')
    .select(['id', 'name', 'partner_detail', 'partner_detail_de', 'link', 'image'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const texts = createTextPicker(locale);
    return {
      id: row.id,
      name: row.name,
      partner_detail: texts.pick('partner_detail', row.partner_detail, row.partner_detail_de),
      link: row.link,
      image: row.image,
      ...texts.fallbacks(),
    };
  });
}

// The staff area's company pages: three short lists in page order, one shape of access for each.

interface CompanyTable<Row, Input, Item> {
  table: 'team_members' | 'partnerships' | 'about_companies' | 'catalogues';
  toItem(row: Row & { id: number; version: number; position: number }): Item;
  toColumns(input: Input): Record<string, unknown>;
}

const teamMembers: CompanyTable<Selectable<Database['team_members']>, TeamMemberInput, TeamMemberRecord> = {
  table: 'team_members',
  toItem: ({ id, version, name, department, department_de, email, phone, image, position }) => ({
    id,
    version,
    name,
    department,
    departmentDe: department_de ?? '',
    email,
    phone,
    image,
    position,
  }),
  toColumns: ({ departmentDe, ...input }) => ({ ...input, department_de: germanColumn(departmentDe) }),
};

const partnerships: CompanyTable<Selectable<Database['partnerships']>, PartnershipInput, PartnershipRecord> = {
  table: 'partnerships',
  toItem: ({ id, version, name, partner_detail, partner_detail_de, link, image, position }) => ({
    id,
    version,
    name,
    partnerDetail: partner_detail,
    partnerDetailDe: partner_detail_de ?? '',
    link,
    image,
    position,
  }),
  toColumns: ({ partnerDetail, partnerDetailDe, ...input }) => ({
    ...input,
    partner_detail: partnerDetail,
    partner_detail_de: germanColumn(partnerDetailDe),
  }),
};

const aboutBlocks: CompanyTable<Selectable<Database['about_companies']>, AboutBlockInput, AboutBlockRecord> = {
  table: 'about_companies',
  toItem: ({ id, version, image, description, description_de, position }) => ({
    id,
    version,
    image,
    description,
    descriptionDe: description_de ?? '',
    position,
  }),
  // The German twin is sanitised exactly as the English.
  toColumns: ({ descriptionDe, ...input }) => ({
    ...input,
    description: sanitizeRichText(input.description),
    description_de: germanRichTextColumn(descriptionDe),
  }),
};

const catalogues: CompanyTable<Selectable<Database['catalogues']>, CatalogueInput, CatalogueRecord> = {
  table: 'catalogues',
  toItem: ({ id, version, name, name_de, slug, image, pdf, status, position }) => ({
    id,
    version,
    name,
    nameDe: name_de ?? '',
    slug,
    image,
    pdf,
    status: status as CatalogueRecord['status'],
    position,
  }),
  toColumns: ({ nameDe, ...input }) => ({ ...input, name_de: germanColumn(nameDe) }),
};

/**
 * The list, read and write functions of one company table, for its content collection. Kysely
 * types a write to a table chosen at run time against all three at once, so the columns, made by
 * the table's own `toColumns`, are passed on untyped.
 */
function companyRepository<Row, Input, Item>({ table, toItem, toColumns }: CompanyTable<Row, Input, Item>) {
  type StoredRow = Row & { id: number; version: number; position: number };
  return {
    /** `status` filters the tables that have one (catalogues). */
    async list(db: Db, { page, perPage, sort, order, status }: CatalogueListQuery): Promise<ListPage<Item>> {
      const rows = db.selectFrom(table);
      return readListPage(
        status ? (rows as SelectQueryBuilder<Database, 'catalogues', object>).where('status', '=', status) : rows,
        (all) => all.selectAll(),
        { page, perPage, order, sortColumn: sort },
        (row) => toItem(row as unknown as StoredRow),
      );
    },
    async find(db: Db, id: number): Promise<Item | undefined> {
      const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      return row && toItem(row as unknown as StoredRow);
    },
    async insert(db: Db, input: Input): Promise<number> {
      const { id } = await db
        .insertInto(table)
        .values(toColumns(input) as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    update: (db: Db, id: number, version: number, input: Input) =>
      updateAtVersion(db, table, id, version, toColumns(input) as never),
    async remove(db: Db, id: number): Promise<void> {
      await db.deleteFrom(table).where('id', '=', id).execute();
    },
  };
}

export const teamMemberRecords = companyRepository(teamMembers);
export const partnershipRecords = companyRepository(partnerships);
export const aboutBlockRecords = companyRepository(aboutBlocks);
export const catalogueRecords = companyRepository(catalogues);

// The brand's own details: one row, saved whole over its version.

const detailColumns = [
  'version',
  'name',
  'street',
  'postal_code',
  'city',
  'country',
  'phone',
  'email',
  'managing_directors',
  'register_court',
  'register_number',
  'vat_id',
  'updated_at',
] as const;

export async function findCompanyDetailsRecord(db: Db): Promise<CompanyDetailsRecord> {
  const row = await db
    .selectFrom('company_details')
    .select(detailColumns)
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    id: COMPANY_DETAILS_ID,
    version: row.version,
    name: row.name,
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    managingDirectors: row.managing_directors,
    registerCourt: row.register_court,
    registerNumber: row.register_number,
    vatId: row.vat_id,
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

/** Saves over `version`; false when another save came first. */
export async function updateCompanyDetails(db: Db, version: number, input: CompanyDetailsInput): Promise<boolean> {
  const result = await db
    .updateTable('company_details')
    .set({
      name: input.name,
      street: input.street,
      postal_code: input.postalCode,
      city: input.city,
      country: input.country,
      phone: input.phone,
      email: input.email,
      managing_directors: input.managingDirectors,
      register_court: input.registerCourt,
      register_number: input.registerNumber,
      vat_id: input.vatId,
      version: sql`version + 1`,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', 1)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
