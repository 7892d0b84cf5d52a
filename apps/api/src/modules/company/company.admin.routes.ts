import {
  AboutBlockInputSchema,
  AboutBlockListSchema,
  AboutBlockRecordSchema,
  CatalogueInputSchema,
  CatalogueListQuerySchema,
  CatalogueListSchema,
  CatalogueRecordSchema,
  CompanyListQuerySchema,
  PartnershipInputSchema,
  PartnershipListSchema,
  PartnershipRecordSchema,
  TeamMemberInputSchema,
  TeamMemberListSchema,
  TeamMemberRecordSchema,
  UpdateAboutBlockRequestSchema,
  UpdateCatalogueRequestSchema,
  UpdatePartnershipRequestSchema,
  UpdateTeamMemberRequestSchema,
} from '@rennfeld/contract/staff';
import { registerContentCollection } from '../../lib/content-collection.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import { aboutBlockRecords, catalogueRecords, partnershipRecords, teamMemberRecords } from './company.repository.ts';

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
