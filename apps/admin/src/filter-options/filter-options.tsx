import {
  Datagrid,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ComponentType } from 'react';
import { APPROVAL_KINDS, CONTAINER_UNITS } from '@rennfeld/contract';
import {
  ApprovalInputSchema,
  ContainerSizeInputSchema,
  COUNTRY_CODES,
  FilterOptionInputSchema,
  ManufacturerInputSchema,
  UpdateApprovalRequestSchema,
  UpdateContainerSizeRequestSchema,
  UpdateFilterOptionRequestSchema,
  UpdateManufacturerRequestSchema,
  type FilterOptionRecord,
  type FilterOptionResource,
} from '@rennfeld/contract/staff';
import { Typography } from '@mui/material';
import { ConfirmedDeleteButton, ContentCreate, ContentEdit, SlugInput } from '../content-editing/content-form.tsx';
import { FieldGroupHeading } from '../content-editing/field-group-heading.tsx';
import { keepEmptyText } from '../content-editing/keep-empty-text.ts';
import { useCountryChoices } from '../ui/country-choices.ts';

// One set of screens for the filter vocabularies (brands, manufacturers, viscosities, specification
// areas, container sizes, approvals): they share one shape; some add fields of their own.

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function FilterOptionList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} filters={filters} exporter={false} perPage={50}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="name" />
        <TextField source="slug" sortable={false} />
        <NumberField source="productCount" sortable={false} />
      </Datagrid>
    </List>
  );
}

function FilterOptionFields() {
  return (
    <>
      <TextInput source="name" />
      <SlugInput />
      <NumberInput source="position" min={0} step={1} />
    </>
  );
}

function FilterOptionCreate() {
  return (
    <ContentCreate schema={FilterOptionInputSchema} defaultValues={{ position: 1 }} redirect="list">
      <FilterOptionFields />
    </ContentCreate>
  );
}

/** A value products use cannot go: the dialog says so before the server refuses. */
function DeleteFilterOptionButton() {
  const record = useRecordContext<FilterOptionRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const content =
    record.productCount > 0
      ? translate('rennfeld.filter_options.delete_blocked', { smart_count: record.productCount })
      : translate('rennfeld.filter_options.delete_confirm', { name: record.name });
  return <ConfirmedDeleteButton confirmContent={content} />;
}

function FilterOptionEdit() {
  return (
    <ContentEdit
      schema={UpdateFilterOptionRequestSchema}
      deleteButton={<DeleteFilterOptionButton />}
      duplicate={false}
      redirect="list"
    >
      <FilterOptionFields />
    </ContentEdit>
  );
}

// Container sizes also say how much each holds: unit prices follow from it (PAngV).

function useUnitChoices() {
  const translate = useTranslate();
  return CONTAINER_UNITS.map((unit) => ({ id: unit, name: translate(`rennfeld.filter_options.units.${unit}`) }));
}

function ContainerSizeList() {
  const units = useUnitChoices();
  return (
    <List sort={{ field: 'position', order: 'ASC' }} filters={filters} exporter={false} perPage={50}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="name" />
        <NumberField source="quantity" sortable={false} emptyText="–" />
        <SelectField source="unit" choices={units} sortable={false} emptyText="–" />
        <TextField source="slug" sortable={false} />
        <NumberField source="productCount" sortable={false} />
      </Datagrid>
    </List>
  );
}

function ContainerSizeFields() {
  const units = useUnitChoices();
  return (
    <>
      <FilterOptionFields />
      <NumberInput source="quantity" min={0} step="any" helperText="rennfeld.filter_options.quantity_help" />
      <SelectInput source="unit" choices={units} />
    </>
  );
}

function ContainerSizeCreate() {
  return (
    <ContentCreate schema={ContainerSizeInputSchema} defaultValues={{ position: 1, unit: 'l' }} redirect="list">
      <ContainerSizeFields />
    </ContentCreate>
  );
}

function ContainerSizeEdit() {
  return (
    <ContentEdit
      schema={UpdateContainerSizeRequestSchema}
      deleteButton={<DeleteFilterOptionButton />}
      duplicate={false}
      redirect="list"
    >
      <ContainerSizeFields />
    </ContentEdit>
  );
}

// Manufacturers also give what every product page states of them (GPSR Art. 19).

function AddressInputs({ prefix }: { prefix: '' | 'responsiblePerson' }) {
  const countries = useCountryChoices(COUNTRY_CODES);
  const source = (field: string) => (prefix === '' ? field : `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}`);
  return (
    <>
      <TextInput source={source('street')} parse={keepEmptyText} fullWidth />
      <TextInput source={source('postalCode')} parse={keepEmptyText} />
      <TextInput source={source('city')} parse={keepEmptyText} />
      <SelectInput
        source={source('country')}
        choices={countries}
        translateChoice={false}
        emptyValue=""
        parse={keepEmptyText}
      />
      <TextInput source={source('email')} type="email" parse={keepEmptyText} fullWidth />
    </>
  );
}

function ManufacturerFields() {
  const translate = useTranslate();
  return (
    <>
      <FilterOptionFields />
      <FieldGroupHeading label="rennfeld.manufacturers.address" />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('rennfeld.manufacturers.address_help')}
      </Typography>
      <AddressInputs prefix="" />
      <FieldGroupHeading label="rennfeld.manufacturers.responsible_person" />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('rennfeld.manufacturers.responsible_person_help')}
      </Typography>
      <TextInput source="responsiblePersonName" parse={keepEmptyText} fullWidth />
      <AddressInputs prefix="responsiblePerson" />
    </>
  );
}

function ManufacturerCreate() {
  return (
    <ContentCreate schema={ManufacturerInputSchema} defaultValues={{ position: 1 }} redirect="list">
      <ManufacturerFields />
    </ContentCreate>
  );
}

function ManufacturerEdit() {
  return (
    <ContentEdit
      schema={UpdateManufacturerRequestSchema}
      deleteButton={<DeleteFilterOptionButton />}
      duplicate={false}
      redirect="list"
    >
      <ManufacturerFields />
    </ContentEdit>
  );
}

// Approvals also name their issuer, and whether the issuer approved the product or it meets the
// specification: only the first may be called an approval on its page.

function useApprovalKindChoices() {
  const translate = useTranslate();
  return APPROVAL_KINDS.map((kind) => ({ id: kind, name: translate(`rennfeld.approvals.kinds.${kind}`) }));
}

function ApprovalList() {
  const kinds = useApprovalKindChoices();
  return (
    <List sort={{ field: 'position', order: 'ASC' }} filters={filters} exporter={false} perPage={50}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="name" />
        <TextField source="issuer" sortable={false} />
        <SelectField source="kind" choices={kinds} sortable={false} />
        <TextField source="slug" sortable={false} />
        <NumberField source="productCount" sortable={false} />
      </Datagrid>
    </List>
  );
}

function ApprovalFields() {
  const kinds = useApprovalKindChoices();
  return (
    <>
      <FilterOptionFields />
      <TextInput source="issuer" helperText="rennfeld.approvals.issuer_help" />
      <SelectInput source="kind" choices={kinds} helperText="rennfeld.approvals.kind_help" />
    </>
  );
}

function ApprovalCreate() {
  return (
    <ContentCreate schema={ApprovalInputSchema} defaultValues={{ position: 1, kind: 'approval' }} redirect="list">
      <ApprovalFields />
    </ContentCreate>
  );
}

function ApprovalEdit() {
  return (
    <ContentEdit
      schema={UpdateApprovalRequestSchema}
      deleteButton={<DeleteFilterOptionButton />}
      duplicate={false}
      redirect="list"
    >
      <ApprovalFields />
    </ContentEdit>
  );
}

/** The screens of each vocabulary. */
export const FILTER_OPTION_SCREENS: Record<
  FilterOptionResource,
  { list: ComponentType; create: ComponentType; edit: ComponentType }
> = {
  brands: { list: FilterOptionList, create: FilterOptionCreate, edit: FilterOptionEdit },
  manufacturers: { list: FilterOptionList, create: ManufacturerCreate, edit: ManufacturerEdit },
  viscosities: { list: FilterOptionList, create: FilterOptionCreate, edit: FilterOptionEdit },
  'specification-areas': { list: FilterOptionList, create: FilterOptionCreate, edit: FilterOptionEdit },
  'container-sizes': { list: ContainerSizeList, create: ContainerSizeCreate, edit: ContainerSizeEdit },
  approvals: { list: ApprovalList, create: ApprovalCreate, edit: ApprovalEdit },
};
