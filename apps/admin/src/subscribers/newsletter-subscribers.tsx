import { NEWSLETTER_STATUSES } from '@rennfeld/contract';
import {
  Button,
  Datagrid,
  DateField,
  DeleteButton,
  EmailField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';

/** The server makes the CSV (and notes the export in the audit log); the browser downloads it. */
function ExportCsvButton() {
  return (
    <Button
      label="rennfeld.subscribers.export_csv"
      component="a"
      href="/api/admin/newsletter-subscribers/export.csv"
      {...{ download: true }}
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
        <DateField source="createdAt" showTime />
        <TextField source="name" />
        <EmailField source="email" />
        <SelectField source="status" choices={statuses} sortable={false} />
        <TextField source="locale" sortable={false} />
        <TextField source="consentVersion" sortable={false} emptyText="–" />
        <DateField source="confirmedAt" showTime sortable={false} emptyText="–" />
        <DateField source="unsubscribedAt" showTime sortable={false} emptyText="–" />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
}
