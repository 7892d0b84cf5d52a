import {
  CONTENT_MESSAGES,
  FILTER_OPTION_RESOURCES,
  FilterOptionInputSchema,
  FilterOptionListQuerySchema,
  FilterOptionListSchema,
  FilterOptionRecordSchema,
  UpdateFilterOptionRequestSchema,
  type FilterOptionResource,
} from '@rennfeld/contract/staff';
import { registerContentCollection } from '../../lib/content-collection.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import {
  deleteFilterOption,
  findFilterOptionRecord,
  insertFilterOption,
  listFilterOptionRecords,
  optionTableOf,
  updateFilterOption,
} from './filter-options.repository.ts';
import { refreshProductSearchText } from './products.repository.ts';

/** `specification range` → `SpecificationRange`, for operation ids. */
const pascal = (words: string) =>
  words.replace(/(^| )(\w)/g, (_match, _space: string, letter: string) => letter.toUpperCase());

const SINGULAR: Record<FilterOptionResource, string> = {
  brands: 'brand',
  manufacturers: 'manufacturer',
  viscosities: 'viscosity',
  'specification-areas': 'specification range',
  'container-sizes': 'container size',
};

/**
 * The filter vocabularies (brands, manufacturers, viscosities, specification areas, container
 * sizes): the same five routes for each (editors and admins). A value products use cannot be
 * deleted; renaming one that is part of the search text writes its products' search text again.
 */
export const filterOptionsAdminRoutes: StaffModule = async (app, { db }) => {
  for (const resource of Object.keys(FILTER_OPTION_RESOURCES) as FilterOptionResource[]) {
    const singular = SINGULAR[resource];
    registerContentCollection(app, db, {
      path: resource,
      auditType: resource,
      operationNoun: pascal(singular),
      label: {
        singular: `filter value (${singular})`,
        plural: `filter values (${resource}), with how many products use each`,
      },
      notFound: 'No such filter value.',
      schemas: {
        input: FilterOptionInputSchema,
        update: UpdateFilterOptionRequestSchema,
        record: FilterOptionRecordSchema,
        listQuery: FilterOptionListQuerySchema,
        list: FilterOptionListSchema,
      },
      list: (trx, query) => listFilterOptionRecords(trx, resource, query),
      find: (trx, id) => findFilterOptionRecord(trx, resource, id),
      insert: (trx, input) => insertFilterOption(trx, resource, input),
      update: (trx, id, version, input) => updateFilterOption(trx, resource, id, version, input),
      remove: (trx, id) => deleteFilterOption(trx, resource, id),
      slugTable: optionTableOf(resource),
      async checkDelete(_trx, before) {
        if (before.productCount > 0) throw new ConflictError(CONTENT_MESSAGES.optionInUse(before.productCount));
      },
      async afterUpdate(trx, before, after) {
        if (after.name !== before.name)
          await refreshProductSearchText(trx, FILTER_OPTION_RESOURCES[resource], after.id);
      },
    });
  }
};
