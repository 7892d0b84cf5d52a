import {
  BooleanField,
  BooleanInput,
  Button,
  Datagrid,
  DeleteButton,
  EmailField,
  FilterButton,
  List,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { CsvExportButton } from '../ui/csv-export-button.tsx';
import { StaffDateField } from '../ui/staff-formats.tsx';

/** A new message shows up without a reload: the list asks again this often. */
const POLL_MS = 10_000;

export function ContactMessageList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('rennfeld.inbox.search')} />,
    <BooleanInput key="handled" source="handled" />,
  ];
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ refetchInterval: POLL_MS }}
      actions={
        <TopToolbar>
          <FilterButton />
          <CsvExportButton
            href="/api/admin/contact-messages/export.csv"
            label={translate('rennfeld.inbox.export_csv')}
          />
        </TopToolbar>
      }
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <StaffDateField source="createdAt" showTime />
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="subject" />
        <BooleanField source="handled" sortable={false} />
      </Datagrid>
    </List>
  );
}

function HandledButton() {
  const record = useRecordContext<{ id: number; handled: boolean }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const handled = !record.handled;
  return (
    <Button
      label={handled ? 'rennfeld.inbox.mark_handled' : 'rennfeld.inbox.mark_unhandled'}
      disabled={isPending}
      onClick={() =>
        update(
          'contact-messages',
          { id: record.id, data: { handled }, previousData: record },
          {
            onSuccess: () =>
              notify(translate(handled ? 'rennfeld.inbox.marked_handled' : 'rennfeld.inbox.marked_unhandled')),
          },
        )
      }
    />
  );
}

function ContactMessageActions() {
  return (
    <TopToolbar>
      <HandledButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

export function ContactMessageShow() {
  return (
    <Show actions={<ContactMessageActions />}>
      <SimpleShowLayout>
        <StaffDateField source="createdAt" showTime />
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="phone" emptyText="–" />
        <TextField source="subject" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <BooleanField source="handled" />
        <StaffDateField source="handledAt" showTime emptyText="–" />
      </SimpleShowLayout>
    </Show>
  );
}
