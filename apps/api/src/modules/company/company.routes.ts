import {
  AboutCompaniesResponseSchema,
  CataloguesResponseSchema,
  PartnershipsResponseSchema,
  TeamMembersResponseSchema,
} from '@rennfeld/contract';
import type { ApiModule } from '../../lib/plugin.ts';
import { listAboutCompanies, listCatalogues, listPartnerships, listTeamMembers } from './company.repository.ts';

export const companyRoutes: ApiModule = async (app, { db }) => {
  app.get(
    '/catelog/list',
    { schema: { tags: ['company'], response: { 200: CataloguesResponseSchema } } },
    async () => ({ success: true as const, catelogs: await listCatalogues(db) }),
  );

  app.get(
    '/team-members/list',
    { schema: { tags: ['company'], response: { 200: TeamMembersResponseSchema } } },
    async () => ({ success: true as const, teamMembers: await listTeamMembers(db) }),
  );

  app.get(
    '/about-company',
    { schema: { tags: ['company'], response: { 200: AboutCompaniesResponseSchema } } },
    async () => ({ success: true as const, aboutCompanies: await listAboutCompanies(db) }),
  );

  app.get(
    '/partnership/list',
    { schema: { tags: ['company'], response: { 200: PartnershipsResponseSchema } } },
    async () => ({ success: true as const, partnerships: await listPartnerships(db) }),
  );
};
