import {
  Button,
  Datagrid,
  DateField,
  DeleteButton,
  EmailField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
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

export function NewsletterSubscriberList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
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
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
}
