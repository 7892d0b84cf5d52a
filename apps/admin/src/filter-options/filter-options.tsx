import {
  Datagrid,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  FilterOptionInputSchema,
  UpdateFilterOptionRequestSchema,
  type FilterOptionRecord,
} from '@rennfeld/contract/staff';
import { ConfirmedDeleteButton, ContentCreate, ContentEdit, SlugInput } from '../content-editing/content-form.tsx';

// One set of screens for the five filter vocabularies (brands, manufacturers, viscosities,
// specification areas, container sizes): they share one shape.

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function FilterOptionList() {
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

export function FilterOptionCreate() {
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

export function FilterOptionEdit() {
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
