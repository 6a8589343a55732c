/**
 * Jurnal de audit (admins only; the server refuses the others): every staff action, filtered by
 * who, what, on what and when, paged on the server; an entry shows the fields it changed, before
 * and after. Read only: there is nothing to edit or delete, here or in the API.
 */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  DataTable,
  DateField,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { fieldChanges } from '../../domain/audit/field-changes.ts';
import { roPrivacy } from '../../i18n/ro/privacy.ts';
import { choicesOf } from '../text.ts';

const a = roPrivacy.audit;
type Action = keyof typeof a.actions;

interface Entry {
  id: number;
  action: string;
  before?: unknown;
  after?: unknown;
}

const actionName = (action: string) => a.actions[action as Action] ?? action;

const filters = [
  <TextInput key="actor" source="actor" alwaysOn />,
  <SelectInput key="action" source="action" choices={choicesOf(a.actions, false)} alwaysOn />,
  <TextInput key="target" source="target" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

export function AuditList() {
  return (
    <List filters={filters} exporter={false} perPage={25} sort={{ field: 'at', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="at">
          <DateField source="at" showTime locales="ro-RO" />
        </DataTable.Col>
        <DataTable.Col source="actorEmail" />
        <DataTable.Col source="actorRole" />
        <DataTable.Col source="action">
          <FunctionField<Entry> render={(entry) => actionName(entry.action)} />
        </DataTable.Col>
        <DataTable.Col source="target" />
        <DataTable.Col source="addressClass" />
      </DataTable>
    </List>
  );
}

/** The fields the entry changed: one row each, before and after. */
function Changes() {
  const entry = useRecordContext<Entry>();
  if (!entry) return null;
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0) return <Typography>{a.noChange}</Typography>;
  return (
    <Table size="small" aria-label={a.detail}>
      <TableHead>
        <TableRow>
          <TableCell>{a.field}</TableCell>
          <TableCell>{a.before}</TableCell>
          <TableCell>{a.after}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row">
              {change.field}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{change.before ?? ''}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{change.after ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function AuditShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <TextField source="id" />
        <DateField source="at" showTime locales="ro-RO" />
        <TextField source="actorEmail" />
        <TextField source="actorRole" />
        <FunctionField<Entry> source="action" render={(entry) => actionName(entry.action)} />
        <TextField source="target" />
        <TextField source="addressClass" />
        <Changes />
      </SimpleShowLayout>
    </Show>
  );
}
