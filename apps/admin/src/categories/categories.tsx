import {
  ArrayInput,
  BooleanInput,
  Datagrid,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SimpleFormIterator,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
  FunctionField,
} from 'react-admin';
import { CategoryInputSchema, UpdateCategoryRequestSchema, type CategoryRecord } from '@rennfeld/contract/staff';
import { ConfirmedDeleteButton, ContentCreate, ContentEdit, SlugInput } from '../content-editing/content-form.tsx';
import { GermanTextInput, LanguageColumns } from '../content-editing/language-columns.tsx';
import { StoredFileInput } from '../content-editing/stored-file-input.tsx';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function CategoryList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} filters={filters} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="name" />
        <TextField source="slug" sortable={false} />
        <FunctionField<CategoryRecord>
          source="subCategories"
          sortable={false}
          render={(record) => record.subCategories.map((sub) => sub.name).join(', ')}
        />
        <NumberField source="productCount" sortable={false} />
      </Datagrid>
    </List>
  );
}

function CategoryFields() {
  return (
    <>
      <LanguageColumns
        english={<TextInput source="name" fullWidth />}
        german={<GermanTextInput source="nameDe" fullWidth />}
      />
      <SlugInput fullWidth />
      <LanguageColumns
        english={<TextInput source="description" multiline fullWidth />}
        german={<GermanTextInput source="descriptionDe" multiline fullWidth />}
      />
      <StoredFileInput source="image" folder="category" />
      <NumberInput source="position" min={0} step={1} />
      <BooleanInput source="usedOilNotice" helperText="rennfeld.categories.used_oil_help" />
      <ArrayInput source="subCategories">
        <SimpleFormIterator inline disableReordering={false}>
          <TextInput source="name" helperText={false} />
          <GermanTextInput source="nameDe" helperText={false} />
          <TextInput source="slug" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

export function CategoryCreate() {
  return (
    <ContentCreate
      schema={CategoryInputSchema}
      defaultValues={{
        nameDe: '',
        description: '',
        descriptionDe: '',
        position: 1,
        usedOilNotice: false,
        subCategories: [],
      }}
    >
      <CategoryFields />
    </ContentCreate>
  );
}

/**
 * Deleting names what goes with the category (its sub-categories) and, when it still holds
 * products, says it cannot go yet: the server refuses, and the dialog says why beforehand.
 */
function DeleteCategoryButton() {
  const record = useRecordContext<CategoryRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const content =
    record.productCount > 0
      ? translate('rennfeld.categories.delete_blocked', { smart_count: record.productCount })
      : translate('rennfeld.categories.delete_confirm', {
          name: record.name,
          smart_count: record.subCategories.length,
        });
  return <ConfirmedDeleteButton confirmContent={content} />;
}

export function CategoryEdit() {
  return (
    <ContentEdit schema={UpdateCategoryRequestSchema} deleteButton={<DeleteCategoryButton />}>
      <CategoryFields />
    </ContentEdit>
  );
}
