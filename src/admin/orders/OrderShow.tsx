/**
 * One order for the desk: its details, the status actions its stage allows (the server decides the
 * same: src/domain/desk/order-desk.ts), an internal note, and its whole timeline with who did what
 * and when. Each action reloads the order, so the timeline shows it at once; a refused field's
 * Romanian reason is shown under it.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type SubmitEvent, useState } from 'react';
import { HttpError, Show, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { callApi } from '../providers/http.ts';
import { fillText } from '../text.ts';
import { d, localTime, type OrderDetail, type TimelineEntry } from './order-text.ts';

/** A POST to the order's action; answers the refused fields' reasons (empty when it went through). */
function useOrderAction(uuid: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (action: string, body: unknown, done: string): Promise<Record<string, string>> => {
    try {
      await callApi(`/admin/orders/${encodeURIComponent(uuid)}/${action}`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      notify(done, { type: 'success' });
      refresh();
      return {};
    } catch (error) {
      const errors = error instanceof HttpError ? (error.body?.errors as Record<string, string>) : undefined;
      if (!errors) notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return errors ?? {};
    }
  };
}

function HandoverForm({ order }: { readonly order: OrderDetail }) {
  const act = useOrderAction(order.id);
  const [date, setDate] = useState(order.handover_date ?? '');
  const [error, setError] = useState('');
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError((await act('handover', { date }, d.done)).date ?? '');
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        type="date"
        label={d.handoverDateLabel}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={error !== ''}
        helperText={error || ' '}
        size="small"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained">
        {d.handoverSubmit}
      </Button>
    </Box>
  );
}

function CancelForm({ order }: { readonly order: OrderDetail }) {
  const act = useOrderAction(order.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!window.confirm(d.cancelConfirm)) return;
    setError((await act('cancel', { reason }, d.done)).reason ?? '');
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={d.cancelReasonLabel}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error !== ''}
        helperText={error || ' '}
        size="small"
        sx={{ minWidth: 320 }}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Button type="submit" variant="outlined" color="error">
        {d.cancelSubmit}
      </Button>
    </Box>
  );
}

function NoteForm({ order }: { readonly order: OrderDetail }) {
  const act = useOrderAction(order.id);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await act('notes', { text }, d.noteDone);
    setError(errors.text ?? '');
    if (Object.keys(errors).length === 0) setText('');
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={d.noteLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== ''}
        helperText={error || ' '}
        multiline
        minRows={2}
        size="small"
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button type="submit" variant="contained">
        {d.noteSubmit}
      </Button>
    </Box>
  );
}

function Actions({ order }: { readonly order: OrderDetail }) {
  const act = useOrderAction(order.id);
  return (
    <Stack spacing={1}>
      {order.actions.length === 0 ? <Typography>{d.noActions}</Typography> : null}
      {order.actions.includes('handover') ? <HandoverForm order={order} /> : null}
      {order.actions.includes('delivered') ? (
        <Box>
          <Button variant="contained" onClick={() => void act('delivered', {}, d.done)}>
            {d.deliveredSubmit}
          </Button>
        </Box>
      ) : null}
      {order.actions.includes('cancel') ? <CancelForm order={order} /> : null}
    </Stack>
  );
}

const actorText = (entry: TimelineEntry) =>
  entry.actor === 'staff'
    ? fillText(d.actors.staff, { email: entry.actor_email ?? '' })
    : d.actors[entry.actor];

/** Keys for the rows: an entry's own facts, numbered when two entries are alike. */
function rowKeys(entries: readonly TimelineEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const base = `${entry.kind}|${entry.at}|${entry.title}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return `${base}|${count}`;
  });
}

function Timeline({ entries }: { readonly entries: readonly TimelineEntry[] }) {
  const keys = rowKeys(entries);
  return (
    <Table size="small" aria-labelledby="order-timeline-title">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {d.at}
          </TableCell>
          <TableCell component="th" scope="col">
            {d.actor}
          </TableCell>
          <TableCell component="th" scope="col">
            {d.event}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry, index) => (
          <TableRow key={keys[index]}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{localTime(entry.at)}</TableCell>
            <TableCell>{actorText(entry)}</TableCell>
            <TableCell>
              <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                {entry.title}
              </Typography>
              {entry.details.map((line) => (
                <Typography key={line} variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap' }}>
                  {line}
                </Typography>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function OrderPanel() {
  const order = useRecordContext<OrderDetail>();
  // react-admin first shows the list's row, which has no timeline: wait for the order itself.
  if (!order || !Array.isArray(order.timeline) || !Array.isArray(order.actions)) return null;
  const facts: [string, string][] = [
    [d.statuses[order.status], ''],
    [order.product_name, `${order.sku} · ${d.products[order.product_type]} · ${d.persons[order.person]}`],
    [order.name, `${order.email} · ${order.phone}`],
  ];
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {fillText(d.orderTitle, { code: order.id })}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {facts.map(([term, text]) => (
          <Box key={term} sx={{ mb: 0.5 }}>
            <Typography component="dt" sx={{ fontWeight: 600, display: 'inline' }}>
              {term}
            </Typography>
            {text ? (
              <Typography component="dd" sx={{ display: 'inline', ml: 1 }}>
                {text}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
      {order.cancel_reason ? <Alert severity="info">{order.cancel_reason}</Alert> : null}
      <Card variant="outlined" component="section" aria-labelledby="order-actions-title">
        <CardContent>
          <Typography variant="h6" component="h2" id="order-actions-title" sx={{ mb: 1 }}>
            {d.actionsTitle}
          </Typography>
          <Actions order={order} />
          <NoteForm order={order} />
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="order-timeline-title">
        <CardContent>
          <Typography variant="h6" component="h2" id="order-timeline-title" sx={{ mb: 1 }}>
            {d.timelineTitle}
          </Typography>
          <Timeline entries={order.timeline} />
        </CardContent>
      </Card>
    </Stack>
  );
}

export function OrderShow() {
  return (
    <Show title={d.listTitle} actions={false}>
      <OrderPanel />
    </Show>
  );
}
