import { Datagrid, List, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import {
  buildNewsArticlePath,
  NewsInputSchema,
  UpdateNewsRequestSchema,
  type NewsRecord,
} from '@rennfeld/contract/staff';
import {
  ConfirmedDeleteButton,
  ContentCreate,
  ContentEdit,
  ContentRichTextInput,
  PUBLICATION_CHOICES,
  PublicationStateField,
  PublicationStatusInput,
  SlugInput,
  TimestampInput,
} from '../content-editing/content-form.tsx';
import { GermanTextInput, LanguageColumns } from '../content-editing/language-columns.tsx';
import { StoredFileInput } from '../content-editing/stored-file-input.tsx';
import { StaffDateField } from '../ui/staff-formats.tsx';
import { GermanMissingField } from '../ui/translation-field.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={PUBLICATION_CHOICES} />,
];

export function NewsList() {
  return (
    <List sort={{ field: 'publishedAt', order: 'DESC' }} filters={filters} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <PublicationStateField label="resources.news.fields.status" timeSource="publishedAt" />
        <StaffDateField source="publishedAt" showTime />
        <GermanMissingField<NewsRecord>
          label="rennfeld.content.german_column"
          isMissing={(article) => !article.nameDe || !article.shortDescriptionDe || !article.longDescriptionDe}
        />
        <StaffDateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
}

function NewsFields() {
  return (
    <>
      <LanguageColumns
        english={<TextInput source="name" fullWidth />}
        german={<GermanTextInput source="nameDe" fullWidth />}
      />
      <SlugInput fullWidth />
      <StoredFileInput source="image" folder="news" />
      <LanguageColumns
        english={<TextInput source="shortDescription" multiline fullWidth />}
        german={<GermanTextInput source="shortDescriptionDe" multiline fullWidth />}
      />
      <LanguageColumns
        english={<ContentRichTextInput source="longDescription" />}
        german={<ContentRichTextInput source="longDescriptionDe" />}
      />
      <PublicationStatusInput />
      <TimestampInput source="publishedAt" helperText="rennfeld.content.published_at_help" />
    </>
  );
}

export function NewsCreate() {
  return (
    <ContentCreate
      schema={NewsInputSchema}
      defaultValues={{
        status: 'draft',
        publishedAt: new Date().toISOString(),
        longDescription: '',
        longDescriptionDe: '',
      }}
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
