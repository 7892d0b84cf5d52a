import type { Kysely } from 'kysely';
import type { AboutCompany, Catalogue, Partnership, TeamMember } from '@rennfeld/contract';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

export async function listCatalogues(db: Db): Promise<Catalogue[]> {
  return db
    .selectFrom('catalogues')
    .select(['id', 'name', 'slug', 'image', 'pdf'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function listTeamMembers(db: Db): Promise<TeamMember[]> {
  return db
    .selectFrom('team_members')
    .select(['id', 'name', 'department', 'email', 'phone', 'image'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function listAboutCompanies(db: Db): Promise<AboutCompany[]> {
  return db
    .selectFrom('about_companies')
    .select(['id', 'image', 'description'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function listPartnerships(db: Db): Promise<Partnership[]> {
  return db
    .selectFrom('partnerships')
    .select(['id', 'name', 'partner_detail', 'link', 'image'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}
