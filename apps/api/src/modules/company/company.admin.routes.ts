import {
  AboutBlockInputSchema,
  AboutBlockListSchema,
  AboutBlockRecordSchema,
  CatalogueInputSchema,
  CatalogueListQuerySchema,
  CatalogueListSchema,
  CatalogueRecordSchema,
  COMPANY_DETAILS_ID,
  CompanyDetailsParamsSchema,
  CompanyDetailsRecordSchema,
  CompanyListQuerySchema,
  CONTENT_MESSAGES,
  PartnershipInputSchema,
  PartnershipListSchema,
  PartnershipRecordSchema,
  TeamMemberInputSchema,
  TeamMemberListSchema,
  TeamMemberRecordSchema,
  UpdateAboutBlockRequestSchema,
  UpdateCatalogueRequestSchema,
  UpdateCompanyDetailsRequestSchema,
  UpdatePartnershipRequestSchema,
  UpdateTeamMemberRequestSchema,
} from '@rennfeld/contract/staff';
import { ErrorResponseSchema, ValidationErrorResponseSchema } from '@rennfeld/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerContentCollection } from '../../lib/content-collection.ts';
import { auditContentChange } from '../../lib/content-editing.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import {
  aboutBlockRecords,
  catalogueRecords,
  findCompanyDetailsRecord,
  partnershipRecords,
  teamMemberRecords,
  updateCompanyDetails,
} from './company.repository.ts';

/** The company pages in the staff area: catalogues, team members, partnerships, the about-company blocks. */
export const companyAdminRoutes: StaffModule = async (app, { db }) => {
  registerContentCollection(app, db, {
    path: 'team-members',
    auditType: 'team-member',
    operationNoun: 'TeamMember',
    label: { singular: 'team member', plural: 'team members in page order' },
    notFound: 'No such team member.',
    schemas: {
      input: TeamMemberInputSchema,
      update: UpdateTeamMemberRequestSchema,
      record: TeamMemberRecordSchema,
      listQuery: CompanyListQuerySchema,
      list: TeamMemberListSchema,
    },
    ...teamMemberRecords,
  });

  registerContentCollection(app, db, {
    path: 'partnerships',
    auditType: 'partnership',
    operationNoun: 'Partnership',
    label: { singular: 'partnership', plural: 'partnerships in page order' },
    notFound: 'No such partnership.',
    schemas: {
      input: PartnershipInputSchema,
      update: UpdatePartnershipRequestSchema,
      record: PartnershipRecordSchema,
      listQuery: CompanyListQuerySchema,
      list: PartnershipListSchema,
    },
    ...partnershipRecords,
  });

  registerContentCollection(app, db, {
    path: 'about-blocks',
    auditType: 'about-block',
    operationNoun: 'AboutBlock',
    label: { singular: 'about-company block', plural: 'about-company blocks in page order' },
    notFound: 'No such block.',
    schemas: {
      input: AboutBlockInputSchema,
      update: UpdateAboutBlockRequestSchema,
      record: AboutBlockRecordSchema,
      listQuery: CompanyListQuerySchema,
      list: AboutBlockListSchema,
    },
    ...aboutBlockRecords,
  });

  registerContentCollection(app, db, {
    path: 'catalogues',
    auditType: 'catalogue',
    operationNoun: 'Catalogue',
    label: { singular: 'catalogue (cover and PDF)', plural: 'catalogues in page order' },
    notFound: 'No such catalogue.',
    schemas: {
      input: CatalogueInputSchema,
      update: UpdateCatalogueRequestSchema,
      record: CatalogueRecordSchema,
      listQuery: CatalogueListQuerySchema,
      list: CatalogueListSchema,
    },
    ...catalogueRecords,
    slugTable: 'catalogues',
  });
};

/**
 * The brand's own details (editors and admins): one record, read and saved over its version. The
 * imprint states them; the used-oil notice of engine and gear oils names their address.
 */
export const companyDetailsAdminRoutes: StaffModule = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content-admin'];

  routes.get(
    '/company-details/:id',
    {
      schema: {
        tags,
        summary: "The brand's own details (imprint, used-oil take-back address)",
        operationId: 'getCompanyDetails',
        params: CompanyDetailsParamsSchema,
        response: { 200: CompanyDetailsRecordSchema },
      },
    },
    async () => findCompanyDetailsRecord(db),
  );

  routes.put(
    '/company-details/:id',
    {
      schema: {
        tags,
        summary: "Save the brand's details over the version they were read at",
        description: 'Refused with 409 when someone saved them since.',
        operationId: 'updateCompanyDetails',
        params: CompanyDetailsParamsSchema,
        body: UpdateCompanyDetailsRequestSchema,
        response: { 200: CompanyDetailsRecordSchema, 409: ErrorResponseSchema, 422: ValidationErrorResponseSchema },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return db.transaction().execute(async (trx) => {
        const before = await findCompanyDetailsRecord(trx);
        if (!(await updateCompanyDetails(trx, version, input))) throw new ConflictError(CONTENT_MESSAGES.conflict);
        const after = await findCompanyDetailsRecord(trx);
        await auditContentChange(trx, request, {
          kind: 'updated',
          target: { type: 'company-details', id: COMPANY_DETAILS_ID },
          before,
          after,
        });
        return after;
      });
    },
  );
};
