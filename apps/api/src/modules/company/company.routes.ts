import {
  AboutCompaniesResponseSchema,
  CataloguesResponseSchema,
  CompanyDetailsResponseSchema,
  ErrorResponseSchema,
  LocaleQuerySchema,
  PartnershipsResponseSchema,
  TeamMembersResponseSchema,
} from '@rennfeld/contract';
import { sendJson, toJson } from '../../lib/catalogue-cache.ts';
import { negotiateContentLocale } from '../../lib/content-language.ts';
import type { ApiModule } from '../../lib/plugin.ts';
import {
  findCompanyDetailsRecord,
  listAboutCompanies,
  listCatalogues,
  listPartnerships,
  listTeamMembers,
} from './company.repository.ts';

export const companyRoutes: ApiModule = async (app, { db, catalogueCache: cache }) => {
  app.get(
    '/catelog/list',
    {
      schema: {
        tags: ['company'],
        summary: 'List the product catalogues (PDF downloads)',
        operationId: 'listCatalogues',
        querystring: LocaleQuerySchema,
        response: { 200: CataloguesResponseSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      catelogs: await listCatalogues(db, negotiateContentLocale(request, reply)),
    }),
  );

  app.get(
    '/team-members/list',
    {
      schema: {
        tags: ['company'],
        summary: 'List the team members',
        operationId: 'listTeamMembers',
        querystring: LocaleQuerySchema,
        response: { 200: TeamMembersResponseSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      teamMembers: await listTeamMembers(db, negotiateContentLocale(request, reply)),
    }),
  );

  app.get(
    '/about-company',
    {
      schema: {
        tags: ['company'],
        summary: 'List the company portraits of the About page',
        operationId: 'listAboutCompanies',
        querystring: LocaleQuerySchema,
        response: { 200: AboutCompaniesResponseSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      aboutCompanies: await listAboutCompanies(db, negotiateContentLocale(request, reply)),
    }),
  );

  app.get(
    '/partnership/list',
    {
      schema: {
        tags: ['company'],
        summary: 'List the partnerships',
        operationId: 'listPartnerships',
        querystring: LocaleQuerySchema,
        response: { 200: PartnershipsResponseSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      partnerships: await listPartnerships(db, negotiateContentLocale(request, reply)),
    }),
  );

  app.get(
    '/company-details',
    {
      schema: {
        tags: ['company'],
        summary: "The brand's own details: its address, phone, e-mail, managing directors and register entry",
        operationId: 'showCompanyDetails',
        response: { 200: CompanyDetailsResponseSchema, 503: ErrorResponseSchema },
      },
    },
    // Every server-rendered page asks for it: kept like the catalogue, until the content changes.
    async (request, reply) => {
      const json = await cache.json('catalogue', 'company-details', async () => {
        const {
          id: _id,
          version: _version,
          updatedAt: _updatedAt,
          ...companyDetails
        } = await findCompanyDetailsRecord(db);
        return toJson(CompanyDetailsResponseSchema, { success: true, companyDetails });
      });
      return sendJson(request, reply, json!);
    },
  );
};
