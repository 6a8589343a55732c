/**
 * Rambursari (issue 35): refund requests with their bank statement (opened in the browser's PDF
 * viewer, served to staff only), the IBAN's check digits, and the decision: approved with the
 * amount and the day paid, or refused with a reason. The requester is mailed either way.
 */
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  FunctionField,
  Labeled,
  List,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField as TextValue,
  useRecordContext,
} from 'react-admin';
import { todayIn } from '../../domain/dates.ts';
import { apiBase } from '../../lib/api/browser-client.ts';
import { ActionMessage, type DeskStatus, d, day, StatusField, useDeskAction } from './desk-ui.tsx';

interface Refund {
  id: number;
  status: DeskStatus;
  email: string | null;
  iban_valid: boolean;
  payment_date: string;
  paid_on: string | null;
  file_name: string;
}

const lei = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

export function RefundList() {
  return (
    <List pagination={false} exporter={false} empty={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="payer_name" disableSort />
        <DataTable.Col source="product_label" disableSort />
        <DataTable.NumberCol source="payment_value" options={lei} locales="ro-RO" disableSort />
        <DataTable.Col source="requested_at" disableSort>
          <DateField source="requested_at" locales="ro-RO" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <StatusField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function IbanCheck() {
  const refund = useRecordContext<Refund>();
  if (!refund) return null;
  return (
    <Alert severity={refund.iban_valid ? 'success' : 'error'} sx={{ my: 1 }}>
      {refund.iban_valid ? d.ibanValid : d.ibanInvalid}
    </Alert>
  );
}

function Statement() {
  const refund = useRecordContext<Refund>();
  if (!refund) return null;
  return (
    <Button
      variant="outlined"
      href={`${apiBase()}/admin/refunds/${refund.id}/statement`}
      target="_blank"
      rel="noopener"
    >
      {d.statement}
    </Button>
  );
}

function DecisionForm() {
  const refund = useRecordContext<Refund>();
  const action = useDeskAction(`/refunds/${refund?.id ?? 0}/decision`, d.refundDone);
  const [decision, setDecision] = useState('');
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(todayIn());
  const [reason, setReason] = useState('');
  if (refund?.status !== 'pending') return null;
  const body =
    decision === 'approved' ? { decision, amount_paid: amount, paid_on: paidOn } : { decision, reason };
  return (
    <Box
      component="form"
      aria-labelledby="refund-decide-title"
      onSubmit={(event) => {
        event.preventDefault();
        void action.send(body);
      }}
      sx={{ px: 2, pb: 2, maxWidth: 640 }}
    >
      <Typography id="refund-decide-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {d.refundDecision}
      </Typography>
      {refund.email ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {d.refundNoEmail}
        </Alert>
      )}
      <ActionMessage action={action} />
      <FormControl error={Boolean(action.errors.decision)} sx={{ mb: 2 }}>
        <FormLabel id="refund-decision-label">{d.refundDecision}</FormLabel>
        <RadioGroup
          aria-labelledby="refund-decision-label"
          value={decision}
          onChange={(event) => setDecision(event.target.value)}
        >
          <FormControlLabel value="approved" control={<Radio />} label={d.refundApprove} />
          <FormControlLabel value="refused" control={<Radio />} label={d.refundRefuse} />
        </RadioGroup>
        {action.errors.decision ? <FormHelperText>{action.errors.decision}</FormHelperText> : null}
      </FormControl>
      {decision === 'approved' ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            label={d.amountPaid}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={Boolean(action.errors.amount_paid)}
            helperText={action.errors.amount_paid}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
          />
          <TextField
            type="date"
            label={d.paidOn}
            value={paidOn}
            onChange={(event) => setPaidOn(event.target.value)}
            error={Boolean(action.errors.paid_on)}
            helperText={action.errors.paid_on}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      ) : null}
      {decision === 'refused' ? (
        <TextField
          label={d.refundReason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          error={Boolean(action.errors.reason)}
          helperText={action.errors.reason}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={action.pending || decision === ''} sx={{ mt: 2 }}>
          {d.send}
        </Button>
      </Box>
    </Box>
  );
}

export function RefundShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextValue source="payer_name" />
        <TextValue source="email" emptyText="-" />
        <TextValue source="product_label" />
        <NumberField source="payment_value" options={lei} locales="ro-RO" />
        <FunctionField<Refund> source="payment_date" render={(row) => day(row.payment_date)} />
        <TextValue source="account" />
        <IbanCheck />
        <Statement />
        <DateField source="requested_at" showTime locales="ro-RO" />
        <Labeled source="status">
          <StatusField />
        </Labeled>
        <NumberField source="amount_paid" options={lei} locales="ro-RO" emptyText="-" />
        <FunctionField<Refund> source="paid_on" render={(row) => day(row.paid_on) || '-'} />
        <TextValue source="reason" emptyText="-" />
        <TextValue source="decided_by" emptyText="-" />
      </SimpleShowLayout>
      <DecisionForm />
    </Show>
  );
}
