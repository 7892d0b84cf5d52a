import { AUDIT_ACTIONS, type AuditEvent } from '@rennfeld/contract/staff';
import { Datagrid, List, SelectInput, TextField, useRecordContext, useTranslate } from 'react-admin';
import { StaffDateField } from '../ui/staff-formats.tsx';

const filters = [
  <SelectInput key="action" source="action" choices={AUDIT_ACTIONS.map((action) => ({ id: action, name: action }))} />,
];

const show = (value: unknown) => (value === undefined ? '–' : JSON.stringify(value));

/** The fields a content change touched, each before and after, folded until asked for. */
function AuditChanges(_props: { label: string }) {
  const event = useRecordContext<AuditEvent>();
  const translate = useTranslate();
  if (!event?.changes) return <>–</>;
  const before = (event.changes.before ?? {}) as Record<string, unknown>;
  const after = (event.changes.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => show(before[field]) !== show(after[field]),
  );
  if (fields.length === 0) return <>{translate('rennfeld.audit.no_changes')}</>;
  return (
    <details>
      <summary>{translate('rennfeld.audit.show_changes', { smart_count: fields.length })}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{translate('rennfeld.audit.field')}</th>
            <th scope="col">{translate('rennfeld.audit.before')}</th>
            <th scope="col">{translate('rennfeld.audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field}>
              <th scope="row">{field}</th>
              <td>{show(before[field])}</td>
              <td>{show(after[field])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Read only: nobody changes the audit log through the app. Content changes unfold to their fields. */
export function AuditEventList() {
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <StaffDateField source="at" showTime />
        <TextField source="actorEmail" emptyText="–" />
        <TextField source="action" sortable={false} />
        <TextField source="targetType" emptyText="–" sortable={false} />
        <TextField source="targetId" emptyText="–" sortable={false} />
        <TextField source="ipAddress" emptyText="–" sortable={false} />
        <AuditChanges label="rennfeld.audit.changes" />
      </Datagrid>
    </List>
  );
}
