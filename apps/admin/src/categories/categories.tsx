import {
  ArrayInput,
  Create,
  Datagrid,
  DeleteWithConfirmButton,
  Edit,
  List,
  ListButton,
  NumberField,
  NumberInput,
  SaveButton,
  SearchInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useTranslate,
  FunctionField,
} from 'react-admin';
import { CategoryInputSchema, UpdateCategoryRequestSchema, type CategoryRecord } from '@rennfeld/contract/staff';
import { contractResolver, DuplicateButton, SlugInput } from '../content-editing/content-form.tsx';

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
      <TextInput source="name" fullWidth />
      <SlugInput fullWidth />
      <TextInput source="description" multiline fullWidth />
      <TextInput source="image" helperText="rennfeld.content.image_help" />
      <NumberInput source="position" min={1} step={1} />
      <ArrayInput source="subCategories">
        <SimpleFormIterator inline disableReordering={false}>
          <TextInput source="name" helperText={false} />
          <TextInput source="slug" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

export function CategoryCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm
        resolver={contractResolver(CategoryInputSchema)}
        defaultValues={{ description: '', position: 1, subCategories: [] }}
      >
        <CategoryFields />
      </SimpleForm>
    </Create>
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
  return <DeleteWithConfirmButton confirmContent={content} mutationMode="pessimistic" />;
}

function EditActions() {
  return (
    <TopToolbar>
      <ListButton />
      <DuplicateButton />
    </TopToolbar>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteCategoryButton />
    </Toolbar>
  );
}

export function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false} actions={<EditActions />}>
      <SimpleForm resolver={contractResolver(UpdateCategoryRequestSchema)} toolbar={<EditToolbar />}>
        <CategoryFields />
      </SimpleForm>
    </Edit>
  );
}
