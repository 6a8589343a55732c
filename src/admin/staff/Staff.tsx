/** Utilizatori (admins only; the server refuses the others anyway): accounts, roles, disabling. */
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DateField,
  Edit,
  List,
  PasswordInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { choicesOf, t } from '../text.ts';

const roles = choicesOf(t.roles, false);

export function StaffList() {
  return (
    <List pagination={false} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="email" />
        <DataTable.Col source="role">
          <SelectField source="role" choices={roles} />
        </DataTable.Col>
        <DataTable.Col source="disabled">
          <BooleanField source="disabled" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" locales="ro-RO" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export function StaffEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="email" disabled />
        <SelectInput source="role" choices={roles} />
        <BooleanInput source="disabled" />
        <PasswordInput source="password" autoComplete="new-password" />
      </SimpleForm>
    </Edit>
  );
}

export function StaffCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="email" type="email" />
        <SelectInput source="role" choices={roles} defaultValue="editor" />
        <PasswordInput source="password" autoComplete="new-password" />
      </SimpleForm>
    </Create>
  );
}
