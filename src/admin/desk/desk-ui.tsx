/**
 * Pieces the desk's screens share (issue 35): the texts, a status and a date as staff read them,
 * and the action a panel sends (POST with JSON), with the server's refusals put next to their
 * fields and the record reloaded on success.
 */
import { Alert, Chip } from '@mui/material';
import { useState } from 'react';
import { HttpError, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { todayIn } from '../../domain/dates.ts';
import { formatDate } from '../../domain/format.ts';
import { roBackOfficeDesk } from '../../i18n/ro/back-office-desk.ts';
import { callApi } from '../providers/http.ts';

export const d = roBackOfficeDesk.desk;

export type DeskStatus = keyof typeof d.statuses;

/** A stored instant as the Bucharest day, dd.MM.yyyy; '' for none. */
export const dayOfInstant = (instant: string | null | undefined) =>
  instant ? formatDate(todayIn(new Date(instant))) : '';
/** A shop day (yyyy-MM-dd) as dd.MM.yyyy; '' for none. */
export const day = (date: string | null | undefined) => (date ? formatDate(date) : '');

/** Dark text on white (WCAG AA at chip size): MUI's warning and success mains are too light. */
const STATUS_COLOURS: Partial<Record<DeskStatus, string>> = {
  pending: '#8a4500',
  open: '#8a4500',
  approved: '#1b5e20',
  processed: '#1b5e20',
  handled: '#1b5e20',
};

export function StatusChip({ status }: { readonly status: DeskStatus }) {
  const colour = STATUS_COLOURS[status] ?? '#424242';
  return (
    <Chip
      size="small"
      variant="outlined"
      label={d.statuses[status]}
      sx={{ color: colour, borderColor: colour }}
    />
  );
}

/** The record's status as a chip, for a list column or a detail. */
export function StatusField() {
  const record = useRecordContext<{ status?: DeskStatus }>();
  return record?.status ? <StatusChip status={record.status} /> : null;
}

export interface ActionState {
  errors: Record<string, string>;
  message: string | null;
  pending: boolean;
  send(body: unknown): Promise<boolean>;
}

/** POSTs `body` to /admin{path}; 422 reasons land in `errors`, other refusals in `message`. */
export function useDeskAction(path: string, done: string): ActionState {
  const notify = useNotify();
  const refresh = useRefresh();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const send = async (body: unknown) => {
    setPending(true);
    setErrors({});
    setMessage(null);
    try {
      await callApi(`/admin${path}`, { method: 'POST', body: JSON.stringify(body) });
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      if (error instanceof HttpError) {
        const fields = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
        if (fields) setErrors(fields);
        else setMessage(error.message);
      } else setMessage(String(error));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { errors, message, pending, send };
}

/** A refusal that belongs to no field (409 decided already, 403 the reviewer rule). */
export function ActionMessage({ action }: { readonly action: ActionState }) {
  return action.message ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {action.message}
    </Alert>
  ) : null;
}
