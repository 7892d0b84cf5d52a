import {
  AboutCompaniesResponseSchema,
  CataloguesResponseSchema,
  ErrorResponseSchema,
  PartnershipsResponseSchema,
  TeamMembersResponseSchema,
} from '@rennfeld/contract';
import type { ApiModule } from '../../lib/plugin.ts';
import { listAboutCompanies, listCatalogues, listPartnerships, listTeamMembers } from './company.repository.ts';

export const companyRoutes: ApiModule = async (app, { db }) => {
  app.get(
    '/catelog/list',
    {
      schema: {
        tags: ['company'],
        summary: 'List the product catalogues (PDF downloads)',
        operationId: 'listCatalogues',
        response: { 200: CataloguesResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async () => ({ success: true as const, catelogs: await listCatalogues(db) }),
  );

  app.get(
    '/team-members/list',
    {
      schema: {
        tags: ['company'],
        summary: 'List the team members',
        operationId: 'listTeamMembers',
        response: { 200: TeamMembersResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async () => ({ success: true as const, teamMembers: await listTeamMembers(db) }),
  );

  app.get(
    '/about-company',
    {
      schema: {
        tags: ['company'],
        summary: 'List the company portraits of the About page',
        operationId: 'listAboutCompanies',
        response: { 200: AboutCompaniesResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async () => ({ success: true as const, aboutCompanies: await listAboutCompanies(db) }),
  );

  app.get(
    '/partnership/list',
    {
      schema: {
        tags: ['company'],
        summary: 'List the partnerships',
        operationId: 'listPartnerships',
        response: { 200: PartnershipsResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async () => ({ success: true as const, partnerships: await listPartnerships(db) }),
  );
};
