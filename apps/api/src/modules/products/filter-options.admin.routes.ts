import {
  ApprovalInputSchema,
  ApprovalListSchema,
  ApprovalRecordSchema,
  CONTENT_MESSAGES,
  ContainerSizeInputSchema,
  ContainerSizeListSchema,
  ContainerSizeRecordSchema,
  FILTER_OPTION_RESOURCES,
  FilterOptionInputSchema,
  FilterOptionListQuerySchema,
  FilterOptionListSchema,
  FilterOptionRecordSchema,
  ManufacturerInputSchema,
  ManufacturerListSchema,
  ManufacturerRecordSchema,
  UpdateApprovalRequestSchema,
  UpdateContainerSizeRequestSchema,
  UpdateManufacturerRequestSchema,
  UpdateFilterOptionRequestSchema,
  type FilterOptionRecord,
  type FilterOptionResource,
} from '@rennfeld/contract/staff';
import { registerContentCollection } from '../../lib/content-collection.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import {
  deleteFilterOption,
  findApprovalRecord,
  findContainerSizeRecord,
  findFilterOptionRecord,
  findManufacturerRecord,
  insertApproval,
  insertContainerSize,
  insertFilterOption,
  insertManufacturer,
  listApprovalRecords,
  listContainerSizeRecords,
  listFilterOptionRecords,
  listManufacturerRecords,
  optionTableOf,
  updateApproval,
  updateContainerSize,
  updateFilterOption,
  updateManufacturer,
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
  approvals: 'approval',
};

/** What every vocabulary's routes say of it: path, audit type, operation ids, summaries. */
function describeVocabulary(resource: FilterOptionResource) {
  const singular = SINGULAR[resource];
  return {
    path: resource,
    auditType: resource,
    operationNoun: pascal(singular),
    label: {
      singular: `filter value (${singular})`,
      plural: `filter values (${resource}), with how many products use each`,
    },
    notFound: 'No such filter value.',
    slugTable: optionTableOf(resource),
  };
}

/** A value products use cannot be deleted. */
async function refuseIfInUse<Value extends FilterOptionRecord>(_db: unknown, before: Value): Promise<void> {
  if (before.productCount > 0) throw new ConflictError(CONTENT_MESSAGES.optionInUse(before.productCount));
}

/**
 * The filter vocabularies (brands, manufacturers, viscosities, specification areas, container
 * sizes, approvals): the same five routes for each (editors and admins). A value products use cannot be
 * deleted; renaming one that is part of the search text writes its products' search text again.
 */
export const filterOptionsAdminRoutes: StaffModule = async (app, { db }) => {
  for (const resource of Object.keys(FILTER_OPTION_RESOURCES) as FilterOptionResource[]) {
    if (resource === 'container-sizes' || resource === 'manufacturers' || resource === 'approvals') continue;
    registerContentCollection(app, db, {
      ...describeVocabulary(resource),
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
      checkDelete: refuseIfInUse,
      async afterUpdate(trx, before, after) {
        if (after.name !== before.name)
          await refreshProductSearchText(trx, FILTER_OPTION_RESOURCES[resource], after.id);
      },
    });
  }

  // Manufacturers also give their addresses, which every product page of theirs states.
  registerContentCollection(app, db, {
    ...describeVocabulary('manufacturers'),
    schemas: {
      input: ManufacturerInputSchema,
      update: UpdateManufacturerRequestSchema,
      record: ManufacturerRecordSchema,
      listQuery: FilterOptionListQuerySchema,
      list: ManufacturerListSchema,
    },
    list: listManufacturerRecords,
    find: findManufacturerRecord,
    insert: insertManufacturer,
    update: updateManufacturer,
    remove: (trx, id) => deleteFilterOption(trx, 'manufacturers', id),
    checkDelete: refuseIfInUse,
    async afterUpdate(trx, before, after) {
      if (after.name !== before.name) await refreshProductSearchText(trx, 'manufacturer', after.id);
    },
  });

  // Container sizes also say how much they hold: the unit price of every price follows from it.
  registerContentCollection(app, db, {
    ...describeVocabulary('container-sizes'),
    schemas: {
      input: ContainerSizeInputSchema,
      update: UpdateContainerSizeRequestSchema,
      record: ContainerSizeRecordSchema,
      listQuery: FilterOptionListQuerySchema,
      list: ContainerSizeListSchema,
    },
    list: listContainerSizeRecords,
    find: findContainerSizeRecord,
    insert: insertContainerSize,
    update: updateContainerSize,
    remove: (trx, id) => deleteFilterOption(trx, 'container-sizes', id),
    checkDelete: refuseIfInUse,
  });

  // Approvals also name their issuer and kind: an official approval or a specification met.
  registerContentCollection(app, db, {
    ...describeVocabulary('approvals'),
    schemas: {
      input: ApprovalInputSchema,
      update: UpdateApprovalRequestSchema,
      record: ApprovalRecordSchema,
      listQuery: FilterOptionListQuerySchema,
      list: ApprovalListSchema,
    },
    list: listApprovalRecords,
    find: findApprovalRecord,
    insert: insertApproval,
    update: updateApproval,
    remove: (trx, id) => deleteFilterOption(trx, 'approvals', id),
    checkDelete: refuseIfInUse,
    async afterUpdate(trx, before, after) {
      if (after.name !== before.name || after.issuer !== before.issuer)
        await refreshProductSearchText(trx, 'approvals', after.id);
    },
  });
};
