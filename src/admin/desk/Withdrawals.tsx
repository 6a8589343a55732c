/**
 * Retrageri (issue 35): the 14-day withdrawals customers sent, waiting ones first; a withdrawal is
 * marked processed with the day the money went back (not in the future, not before the withdrawal;
 * the server checks the same).
 */
import { Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  FunctionField,
  Labeled,
  List,
  Show,
  SimpleShowLayout,
  TextField as TextValue,
  useRecordContext,
} from 'react-admin';
import { todayIn } from '../../domain/dates.ts';
import { ActionMessage, type DeskStatus, d, day, StatusField, useDeskAction } from './desk-ui.tsx';

interface Withdrawal {
  id: number;
  status: DeskStatus;
  money_returned_on: string | null;
}

export function WithdrawalList() {
  return (
    <List pagination={false} exporter={false} empty={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="car" disableSort />
        <DataTable.Col source="withdrawn_at" disableSort>
          <DateField source="withdrawn_at" showTime locales="ro-RO" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <StatusField />
        </DataTable.Col>
        <DataTable.Col source="money_returned_on" disableSort>
          <FunctionField<Withdrawal> render={(row) => day(row.money_returned_on)} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function ProcessForm() {
  const withdrawal = useRecordContext<Withdrawal>();
  const action = useDeskAction(`/withdrawals/${withdrawal?.id ?? 0}/processed`, d.processed);
  const [date, setDate] = useState(todayIn());
  if (withdrawal?.status !== 'pending') return null;
  return (
    <Box
      component="form"
      aria-labelledby="withdrawal-process-title"
      onSubmit={(event) => {
        event.preventDefault();
        void action.send({ money_returned_on: date });
      }}
      sx={{ px: 2, pb: 2, maxWidth: 480 }}
    >
      <Typography id="withdrawal-process-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {d.processTitle}
      </Typography>
      <ActionMessage action={action} />
      <TextField
        type="date"
        label={d.moneyReturnedOn}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={Boolean(action.errors.money_returned_on)}
        helperText={action.errors.money_returned_on}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={action.pending} sx={{ mt: 2 }}>
          {d.process}
        </Button>
      </Box>
    </Box>
  );
}

export function WithdrawalShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextValue source="name" />
        <TextValue source="email" />
        <TextValue source="car" />
        <TextValue source="order_code" />
        <DateField source="concluded_at" showTime locales="ro-RO" />
        <DateField source="withdrawn_at" showTime locales="ro-RO" />
        <Labeled source="status">
          <StatusField />
        </Labeled>
        <FunctionField<Withdrawal> source="money_returned_on" render={(row) => day(row.money_returned_on)} />
        <TextValue source="processed_by" emptyText="-" />
      </SimpleShowLayout>
      <ProcessForm />
    </Show>
  );
}
