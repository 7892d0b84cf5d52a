import { MAIL_KINDS, MAIL_STATUSES, type MailRecord } from '@rennfeld/contract/staff';
import {
  Button,
  Datagrid,
  List,
  NumberField,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { callApi } from '../api.ts';
import { StaffDateField } from '../ui/staff-formats.tsx';

/** The outbox's choices in the staff's language. */
function useChoices() {
  const translate = useTranslate();
  return {
    statuses: MAIL_STATUSES.map((status) => ({ id: status, name: translate(`rennfeld.outbox.statuses.${status}`) })),
    kinds: MAIL_KINDS.map((kind) => ({ id: kind, name: translate(`rennfeld.outbox.kinds.${kind}`) })),
  };
}

/** Every e-mail the site sent or will send; without a mail server they are held here to be read. */
export function MailOutboxList() {
  const { statuses, kinds } = useChoices();
  return (
    <List
      filters={[<SelectInput key="status" source="status" choices={statuses} alwaysOn />]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <StaffDateField source="createdAt" showTime />
        <SelectField source="kind" choices={kinds} sortable={false} />
        <TextField source="to" sortable={false} />
        <TextField source="subject" sortable={false} />
        <SelectField source="status" choices={statuses} sortable={false} />
        <NumberField source="attempts" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** A failed e-mail (the mail server kept refusing it) goes back into the queue. */
function RetryButton() {
  const record = useRecordContext<MailRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (record?.status !== 'failed') return null;
  const retry = async () => {
    try {
      await callApi(`/api/admin/mail-outbox/${record.id}/retry`, { method: 'POST' });
      notify('rennfeld.outbox.retried', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return <Button label="rennfeld.outbox.retry" onClick={retry} />;
}

export function MailOutboxShow() {
  const { statuses, kinds } = useChoices();
  return (
    <Show
      actions={
        <TopToolbar>
          <RetryButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <StaffDateField source="createdAt" showTime />
        <SelectField source="kind" choices={kinds} />
        <TextField source="to" />
        <TextField source="subject" />
        <SelectField source="status" choices={statuses} />
        <NumberField source="attempts" />
        <TextField source="lastError" emptyText="–" />
        <StaffDateField source="nextAttemptAt" showTime emptyText="–" />
        <StaffDateField source="sentAt" showTime emptyText="–" />
        <TextField source="text" sx={{ whiteSpace: 'pre-wrap', display: 'block' }} />
      </SimpleShowLayout>
    </Show>
  );
}
