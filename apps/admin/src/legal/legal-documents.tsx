import { Datagrid, List, TextField } from 'react-admin';
import { UpdateLegalDocumentRequestSchema } from '@rennfeld/contract/staff';
import { ContentEdit, ContentRichTextInput } from '../content-editing/content-form.tsx';
import { LanguageColumns } from '../content-editing/language-columns.tsx';
import { StaffDateField } from '../ui/staff-formats.tsx';

// The four legal texts: always there, so they are only listed and edited.

export function LegalDocumentList() {
  return (
    <List exporter={false} pagination={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" sortable={false} />
        <StaffDateField source="updatedAt" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}

export function LegalDocumentEdit() {
  return (
    <ContentEdit schema={UpdateLegalDocumentRequestSchema} duplicate={false}>
      <TextField source="title" variant="h6" />
      <LanguageColumns
        english={<ContentRichTextInput source="description" />}
        german={<ContentRichTextInput source="descriptionDe" />}
      />
    </ContentEdit>
  );
}
