import {
  ArrayInput,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleFormIterator,
  TextField,
  TextInput,
} from 'react-admin';
import {
  buildConceptCategoryPath,
  ConceptCategoryInputSchema,
  UpdateConceptCategoryRequestSchema,
  type ConceptCategoryRecord,
} from '@rennfeld/contract/staff';
import {
  ConfirmedDeleteButton,
  ContentCreate,
  ContentEdit,
  PUBLICATION_CHOICES,
  PublicationStatusInput,
  SlugInput,
} from '../content-editing/content-form.tsx';
import { GermanTextInput, LanguageColumns } from '../content-editing/language-columns.tsx';
import { StoredFileInput } from '../content-editing/stored-file-input.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={PUBLICATION_CHOICES} />,
];

export function ConceptCategoryList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} filters={filters} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="name" />
        <SelectField source="status" choices={PUBLICATION_CHOICES} sortable={false} />
        <FunctionField<ConceptCategoryRecord>
          source="concepts"
          sortable={false}
          render={(record) => record.concepts.map((concept) => concept.name).join(', ')}
        />
      </Datagrid>
    </List>
  );
}

function ConceptCategoryFields() {
  return (
    <>
      <LanguageColumns
        english={<TextInput source="name" fullWidth />}
        german={<GermanTextInput source="nameDe" fullWidth />}
      />
      <SlugInput fullWidth />
      <StoredFileInput source="image" folder="concept-category" />
      <LanguageColumns
        english={<TextInput source="shortDescription" multiline fullWidth />}
        german={<GermanTextInput source="shortDescriptionDe" multiline fullWidth />}
      />
      <PublicationStatusInput />
      <NumberInput source="position" min={0} step={1} />
      <ArrayInput source="concepts">
        <SimpleFormIterator inline disableReordering={false}>
          <TextInput source="name" helperText={false} />
          <GermanTextInput source="nameDe" helperText={false} />
          <StoredFileInput source="image" folder="concept" />
          <SelectInput source="status" choices={PUBLICATION_CHOICES} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

export function ConceptCategoryCreate() {
  return (
    <ContentCreate schema={ConceptCategoryInputSchema} defaultValues={{ status: 'draft', position: 1, concepts: [] }}>
      <ConceptCategoryFields />
    </ContentCreate>
  );
}

export function ConceptCategoryEdit() {
  return (
    <ContentEdit
      schema={UpdateConceptCategoryRequestSchema}
      previewPath={(record) => buildConceptCategoryPath(String(record.slug))}
      deleteButton={<ConfirmedDeleteButton confirmContent="rennfeld.concepts.delete_confirm" />}
    >
      <ConceptCategoryFields />
    </ContentEdit>
  );
}
