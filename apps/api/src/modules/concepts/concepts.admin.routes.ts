import { buildConceptCategoryPath } from '@rennfeld/contract/site-paths';
import {
  ConceptCategoryInputSchema,
  ConceptCategoryListQuerySchema,
  ConceptCategoryListSchema,
  ConceptCategoryRecordSchema,
  UpdateConceptCategoryRequestSchema,
} from '@rennfeld/contract/staff';
import { registerContentCollection } from '../../lib/content-collection.ts';
import { checkNestedIds } from '../../lib/nested-records.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import {
  deleteConceptCategory,
  findConceptCategoryRecord,
  insertConceptCategory,
  listConceptCategoryRecords,
  updateConceptCategory,
} from './concepts.repository.ts';

/** Concept categories and their concepts in the staff area (editors and admins). */
export const conceptsAdminRoutes: StaffModule = async (app, { db }) => {
  registerContentCollection(app, db, {
    path: 'concept-categories',
    auditType: 'concept-category',
    operationNoun: 'ConceptCategory',
    label: { singular: 'concept category with its concepts', plural: 'concept categories with their concepts' },
    notFound: 'No such concept category.',
    schemas: {
      input: ConceptCategoryInputSchema,
      update: UpdateConceptCategoryRequestSchema,
      record: ConceptCategoryRecordSchema,
      listQuery: ConceptCategoryListQuerySchema,
      list: ConceptCategoryListSchema,
    },
    list: listConceptCategoryRecords,
    find: findConceptCategoryRecord,
    insert: insertConceptCategory,
    update: updateConceptCategory,
    remove: deleteConceptCategory,
    slugTable: 'concept_categories',
    async checkSave(_db, input, before) {
      checkNestedIds(
        input.concepts,
        before?.concepts.map((concept) => concept.id) ?? [],
        'concepts',
        'This concept belongs to another concept category.',
      );
    },
    publicPaths: (record) =>
      new Map(record.status === 'published' ? [['page', buildConceptCategoryPath(record.slug)]] : []),
  });
};
