import { NEWSLETTER_STATUSES, type NewsletterStatus } from '@rennfeld/contract';
import { CsvExportButton } from '../ui/csv-export-button.tsx';
import {
  Datagrid,
  DeleteButton,
  EmailField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { StaffDateField } from '../ui/staff-formats.tsx';

/** The export holds the subscribers of the state the list shows: the confirmed ones unless another is chosen. */
function ExportCsvButton() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const status: NewsletterStatus = NEWSLETTER_STATUSES.find((known) => known === filterValues.status) ?? 'confirmed';
  return (
    <CsvExportButton
      href={`/api/admin/newsletter-subscribers/export.csv?status=${status}`}
      label={translate('rennfeld.subscribers.export_csv', {
        status: translate(`rennfeld.subscribers.statuses.${status}`),
      })}
    />
  );
}

/** Each subscription with its consent log: language, consent text, sign-up, confirmation, unsubscription. */
export function NewsletterSubscriberList() {
  const translate = useTranslate();
  const statuses = NEWSLETTER_STATUSES.map((status) => ({
    id: status,
    name: translate(`rennfeld.subscribers.statuses.${status}`),
  }));
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="status" source="status" choices={statuses} alwaysOn />,
      ]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
      exporter={false}
    >
      <Datagrid bulkActionButtons={false}>
        <StaffDateField source="createdAt" showTime />
        <TextField source="name" />
        <EmailField source="email" />
        <SelectField source="status" choices={statuses} sortable={false} />
        <TextField source="locale" sortable={false} />
        <TextField source="consentVersion" sortable={false} emptyText="–" />
        <StaffDateField source="confirmedAt" showTime sortable={false} emptyText="–" />
        <StaffDateField source="unsubscribedAt" showTime sortable={false} emptyText="–" />
        <DeleteButton mutationMode="pessimistic" label="ra.action.delete" />
      </Datagrid>
    </List>
  );
}
