/**
 * Solicitari (issue 35): stock alerts, viewing bookings (with a per-location calendar of the coming
 * days), contact messages, other-financing requests and newsletter subscribers. Open ones first;
 * each row can be marked handled with a note for colleagues (audited by the server).
 */
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactElement, type ReactNode, useEffect, useId, useState } from 'react';
import { DataTable, DateField, FunctionField, List, Title, TopToolbar, useRecordContext } from 'react-admin';
import { formatDate } from '../../domain/format.ts';
import { callApi } from '../providers/http.ts';
import { fillText } from '../text.ts';
import { ActionMessage, d, day, StatusField, useDeskAction } from './desk-ui.tsx';

/** The react-admin resources of the leads and their API kinds (/admin/leads/{kind}). */
export const LEAD_RESOURCES = {
  'stock-alerts': 'stock-alerts',
  viewings: 'viewings',
  'contact-messages': 'contact',
  'other-credit': 'other-credit',
  subscribers: 'subscribers',
} as const;
export type LeadResource = keyof typeof LEAD_RESOURCES;

interface Lead {
  id: number;
  name?: string;
  email: string;
  status: 'open' | 'handled';
  note: string | null;
}

function HandleButton({ kind }: { readonly kind: string }) {
  const lead = useRecordContext<Lead>();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const titleId = useId();
  const action = useDeskAction(`/leads/${kind}/${lead?.id ?? 0}/handled`, d.handledDone);
  if (!lead) return null;
  const who = lead.name ?? lead.email;
  return (
    <>
      <Button
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          setNote(lead.note ?? '');
          setOpen(true);
        }}
        aria-label={`${d.markHandled}: ${who}`}
      >
        {d.markHandled}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth>
        <Box
          component="form"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await action.send({ note })) setOpen(false);
          }}
        >
          <DialogTitle id={titleId}>{`${d.handleTitle}: ${who}`}</DialogTitle>
          <DialogContent>
            <ActionMessage action={action} />
            <TextField
              label={d.handleNote}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              margin="dense"
              error={Boolean(action.errors.note)}
              helperText={action.errors.note}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{d.cancel}</Button>
            <Button type="submit" variant="contained" disabled={action.pending}>
              {d.handleSave}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}

/** A lead list: its own columns, then when it came, its state, the note and the handle button. */
function LeadList({
  kind,
  children,
  actions,
}: {
  readonly kind: string;
  readonly children: ReactNode;
  readonly actions?: ReactElement;
}) {
  return (
    <List pagination={false} exporter={false} actions={actions ?? false} empty={false}>
      <DataTable bulkActionButtons={false}>
        {children}
        <DataTable.Col source="created_at" label={d.created_at} disableSort>
          <DateField source="created_at" showTime locales="ro-RO" />
        </DataTable.Col>
        <DataTable.Col source="status" label={d.status} disableSort>
          <StatusField />
        </DataTable.Col>
        <DataTable.Col source="note" label={d.note} disableSort />
        <DataTable.Col source="handled_by" label={d.handled_by} disableSort />
        <DataTable.Col label={d.markHandled}>
          <HandleButton kind={kind} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export const StockAlertList = () => (
  <LeadList kind="stock-alerts">
    <DataTable.Col source="name" disableSort />
    <DataTable.Col source="email" disableSort />
    <DataTable.Col source="phone" disableSort />
    <DataTable.Col source="city" disableSort />
    <DataTable.Col source="car" disableSort />
  </LeadList>
);

export const ViewingList = () => (
  <LeadList
    kind="viewings"
    actions={
      <TopToolbar>
        <Button href="#/viewings-calendar">{d.calendar}</Button>
      </TopToolbar>
    }
  >
    <DataTable.Col source="name" disableSort />
    <DataTable.Col source="phone" disableSort />
    <DataTable.Col source="car" disableSort />
    <DataTable.Col source="location" disableSort />
    <DataTable.Col source="date" disableSort>
      <FunctionField<{ date: string; hour: number }> render={(row) => `${day(row.date)}, ${row.hour}:00`} />
    </DataTable.Col>
    <DataTable.Col source="cancelled_at" disableSort>
      <DateField source="cancelled_at" showTime locales="ro-RO" />
    </DataTable.Col>
  </LeadList>
);

export const ContactMessageList = () => (
  <LeadList kind="contact">
    <DataTable.Col source="name" disableSort />
    <DataTable.Col source="email" disableSort />
    <DataTable.Col source="message" disableSort />
  </LeadList>
);

export const OtherCreditList = () => (
  <LeadList kind="other-credit">
    <DataTable.Col source="name" disableSort />
    <DataTable.Col source="email" disableSort />
    <DataTable.Col source="phone" disableSort />
    <DataTable.Col source="credit_type" disableSort />
    <DataTable.Col source="currency" disableSort />
    <DataTable.Col source="car" disableSort />
  </LeadList>
);

export const SubscriberList = () => (
  <LeadList kind="subscribers">
    <DataTable.Col source="email" disableSort />
    <DataTable.Col source="confirmed_at" disableSort>
      <DateField source="confirmed_at" locales="ro-RO" />
    </DataTable.Col>
    <DataTable.Col source="unsubscribed_at" disableSort>
      <DateField source="unsubscribed_at" locales="ro-RO" />
    </DataTable.Col>
  </LeadList>
);

interface Calendar {
  days: string[];
  locations: {
    id: number;
    name: string;
    days: {
      date: string;
      bookings: {
        id: number;
        name: string;
        phone: string;
        car: string;
        hour: number;
        cancelled_at: string | null;
      }[];
    }[];
  }[];
}

const CALENDAR_DAYS = 14;

/** The viewings of the coming days, one card per location, one list per day; cancellations marked. */
export function ViewingCalendar() {
  const [calendar, setCalendar] = useState<Calendar | null>(null);
  useEffect(() => {
    void callApi<Calendar>(`/admin/leads/viewings/calendar?days=${CALENDAR_DAYS}`).then(({ json }) =>
      setCalendar(json),
    );
  }, []);
  const title = fillText(d.calendarTitle, { days: String(CALENDAR_DAYS) });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={d.calendar} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {calendar?.locations.map((location) => (
        <Card
          key={location.id}
          component="section"
          aria-labelledby={`location-${location.id}`}
          sx={{ mb: 2 }}
        >
          <CardContent>
            <Typography id={`location-${location.id}`} variant="h6" component="h2">
              {location.name}
            </Typography>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
            >
              {location.days.map((calendarDay) => (
                <Box key={calendarDay.date} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontWeight: 700 }}>
                    {formatDate(calendarDay.date)}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {calendarDay.bookings.length === 0 ? (
                      d.calendarEmpty
                    ) : (
                      <Box component="ul" sx={{ m: 0, pl: 2 }}>
                        {calendarDay.bookings.map((booking) => (
                          <li key={booking.id}>
                            {booking.cancelled_at ? (
                              <s>{`${booking.hour}:00 ${booking.name}, ${booking.car}`}</s>
                            ) : (
                              `${booking.hour}:00 ${booking.name} (${booking.phone}), ${booking.car}`
                            )}
                            {booking.cancelled_at ? ` (${d.cancelled})` : ''}
                          </li>
                        ))}
                      </Box>
                    )}
                  </Box>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
