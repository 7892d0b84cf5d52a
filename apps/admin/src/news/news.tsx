import {
  Create,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  Edit,
  List,
  SaveButton,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  ListButton,
} from 'react-admin';
import { NewsInputSchema, PUBLICATION_STATUSES, UpdateNewsRequestSchema } from '@rennfeld/contract/staff';
import {
  ContentRichTextInput,
  contractResolver,
  DuplicateButton,
  PublicationStatusInput,
  SlugInput,
  TimestampInput,
} from '../content-editing/content-form.tsx';

const STATUS_CHOICES = PUBLICATION_STATUSES.map((status) => ({
  id: status,
  name: `rennfeld.content.status_${status}`,
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

export function NewsList() {
  return (
    <List sort={{ field: 'publishedAt', order: 'DESC' }} filters={filters} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
        <DateField source="publishedAt" showTime />
        <DateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
}

function NewsFields() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <SlugInput fullWidth />
      <TextInput source="image" helperText="rennfeld.content.image_help" />
      <TextInput source="shortDescription" multiline fullWidth />
      <ContentRichTextInput source="longDescription" />
      <PublicationStatusInput />
      <TimestampInput source="publishedAt" helperText="rennfeld.content.published_at_help" />
    </>
  );
}

export function NewsCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm
        resolver={contractResolver(NewsInputSchema)}
        defaultValues={{ status: 'draft', publishedAt: new Date().toISOString(), longDescription: '' }}
      >
        <NewsFields />
      </SimpleForm>
    </Create>
  );
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
      <DeleteWithConfirmButton confirmContent="rennfeld.content.delete_news" mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function NewsEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false} actions={<EditActions />}>
      <SimpleForm resolver={contractResolver(UpdateNewsRequestSchema)} toolbar={<EditToolbar />}>
        <NewsFields />
      </SimpleForm>
    </Edit>
  );
}
