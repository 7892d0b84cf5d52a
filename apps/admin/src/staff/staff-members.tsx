import {
  BooleanField,
  Button,
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  EmailField,
  List,
  PasswordInput,
  required,
  SaveButton,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useState } from 'react';
import { callApi } from '../api.ts';
import { StaffDateField } from '../ui/staff-formats.tsx';

const ROLE_CHOICES = [
  { id: 'editor', name: 'editor' },
  { id: 'admin', name: 'admin' },
];

export function StaffMemberList() {
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <EmailField source="email" />
        <TextField source="name" />
        <SelectField source="role" choices={ROLE_CHOICES} />
        <BooleanField source="twoFactorEnabled" sortable={false} />
        <StaffDateField source="createdAt" />
      </Datagrid>
    </List>
  );
}

export function StaffMemberCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="email" type="email" validate={required()} />
        <TextInput source="name" validate={required()} />
        <SelectInput source="role" choices={ROLE_CHOICES} defaultValue="editor" validate={required()} />
        <PasswordInput source="password" validate={required()} autoComplete="new-password" />
      </SimpleForm>
    </Create>
  );
}

/** An admin sets a new password for someone; the server ends that member's sessions. */
function ResetPassword() {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  if (!record) return null;
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await callApi(`/api/admin/staff/${encodeURIComponent(record.id)}/password`, {
            method: 'POST',
            body: { password },
          });
          setPassword('');
          notify(translate('rennfeld.staff.password_reset'), { type: 'success' });
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        }
      }}
    >
      <label>
        {translate('rennfeld.staff.new_password')}{' '}
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>{' '}
      <Button type="submit" label="rennfeld.staff.reset_password" />
    </form>
  );
}

export function StaffMemberEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
            <DeleteButton mutationMode="pessimistic" />
          </Toolbar>
        }
      >
        <TextInput source="email" disabled />
        <TextInput source="name" disabled />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
      </SimpleForm>
      <ResetPassword />
    </Edit>
  );
}
