import { Datagrid, DateField, List, SearchInput, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { buildNewsArticlePath, NewsInputSchema, UpdateNewsRequestSchema } from '@rennfeld/contract/staff';
import {
  ConfirmedDeleteButton,
  ContentCreate,
  ContentEdit,
  ContentRichTextInput,
  PUBLICATION_CHOICES,
  PublicationStatusInput,
  SlugInput,
  TimestampInput,
} from '../content-editing/content-form.tsx';
import { StoredFileInput } from '../content-editing/stored-file-input.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={PUBLICATION_CHOICES} />,
];

export function NewsList() {
  return (
    <List sort={{ field: 'publishedAt', order: 'DESC' }} filters={filters} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <SelectField source="status" choices={PUBLICATION_CHOICES} sortable={false} />
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
      <StoredFileInput source="image" folder="news" />
      <TextInput source="shortDescription" multiline fullWidth />
      <ContentRichTextInput source="longDescription" />
      <PublicationStatusInput />
      <TimestampInput source="publishedAt" helperText="rennfeld.content.published_at_help" />
    </>
  );
}

export function NewsCreate() {
  return (
    <ContentCreate
      schema={NewsInputSchema}
      defaultValues={{ status: 'draft', publishedAt: new Date().toISOString(), longDescription: '' }}
    >
      <NewsFields />
    </ContentCreate>
  );
}

export function NewsEdit() {
  return (
    <ContentEdit
      schema={UpdateNewsRequestSchema}
      previewPath={(record) => buildNewsArticlePath(String(record.slug))}
      deleteButton={<ConfirmedDeleteButton confirmContent="rennfeld.content.delete_news" />}
    >
      <NewsFields />
    </ContentEdit>
  );
}
