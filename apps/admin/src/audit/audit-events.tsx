import { AUDIT_ACTIONS } from '@rennfeld/contract/staff';
import { Datagrid, DateField, List, SelectInput, TextField } from 'react-admin';

const filters = [
  <SelectInput key="action" source="action" choices={AUDIT_ACTIONS.map((action) => ({ id: action, name: action }))} />,
];

/** Read only: nobody changes the audit log through the app. */
export function AuditEventList() {
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="at" showTime />
        <TextField source="actorEmail" emptyText="–" />
        <TextField source="action" sortable={false} />
        <TextField source="targetType" emptyText="–" sortable={false} />
        <TextField source="targetId" emptyText="–" sortable={false} />
        <TextField source="ipAddress" emptyText="–" sortable={false} />
      </Datagrid>
    </List>
  );
}
