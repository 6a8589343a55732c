/**
 * Date personale (admins only; the server refuses the others): everything held about one e-mail
 * address, a JSON download for an access request (GDPR art. 15) and the erasure (art. 17), which
 * keeps, and says why, what the law requires to keep.
 */
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
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
import { HttpError, Title, useNotify } from 'react-admin';
import { roPrivacy } from '../../i18n/ro/privacy.ts';
import { callApi } from '../providers/http.ts';
import { fillText } from '../text.ts';

const p = roPrivacy.page;
const fields = roPrivacy.resources['personal-data'].fields;

type Category = keyof typeof p.categories;
type KeepReason = keyof typeof roPrivacy.keepReasons;
interface Item {
  id: string;
  date: string | null;
  detail: string;
  kept: KeepReason | null;
}
interface Found {
  email: string;
  counts: Record<Category, number>;
  items: Record<Category, Item[]>;
}

const dateText = (iso: string | null) => (iso ? new Date(iso).toLocaleString('ro-RO') : '');

/** The server's reason for a refused field, shown under it. */
const fieldError = (error: unknown, field: string): string | undefined =>
  error instanceof HttpError
    ? (error.body as { errors?: Record<string, string> } | undefined)?.errors?.[field]
    : undefined;

function CategoryTable({ category, items }: { category: Category; items: Item[] }) {
  const id = `pd-${category}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h6" component="h3">
        {p.categories[category]} ({items.length})
      </Typography>
      <Table size="small" aria-labelledby={id}>
        <TableHead>
          <TableRow>
            <TableCell>{p.columns.id}</TableCell>
            <TableCell>{p.columns.date}</TableCell>
            <TableCell>{p.columns.detail}</TableCell>
            <TableCell>{p.columns.fate}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.id}</TableCell>
              <TableCell>{dateText(item.date)}</TableCell>
              <TableCell>{item.detail}</TableCell>
              <TableCell>{item.kept ? p.kept : p.willGo}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function PersonalDataPage() {
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [consentId, setConsentId] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [confirmError, setConfirmError] = useState<string | undefined>();
  const request = () => ({ email, ...(consentId.trim() ? { consent_id: consentId } : {}) });

  const search = async (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    try {
      const { json } = await callApi<Found>('/admin/personal-data/search', {
        method: 'POST',
        body: JSON.stringify(request()),
      });
      setError(null);
      setFound(json);
    } catch (caught) {
      setError(caught);
      setFound(null);
    }
  };

  const download = async () => {
    const { json, headers } = await callApi<unknown>('/admin/personal-data/export', {
      method: 'POST',
      body: JSON.stringify(request()),
    });
    const name =
      /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '')?.[1] ?? 'date-personale.json';
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
    link.download = name;
    link.click();
    URL.revokeObjectURL(link.href);
    notify(p.exported, { type: 'info' });
  };

  const erase = async () => {
    try {
      const { json } = await callApi<{ deleted: Record<string, unknown[]>; anonymisedOrders: string[] }>(
        '/admin/personal-data/erase',
        { method: 'POST', body: JSON.stringify({ ...request(), confirm }) },
      );
      const count =
        Object.values(json.deleted).reduce((sum, ids) => sum + ids.length, 0) + json.anonymisedOrders.length;
      setConfirming(false);
      setConfirm('');
      setConfirmError(undefined);
      notify(fillText(p.erased, { count: String(count) }), { type: 'success' });
      await search();
    } catch (caught) {
      setConfirmError(
        fieldError(caught, 'confirm') ?? (caught instanceof Error ? caught.message : String(caught)),
      );
    }
  };

  const categories = found
    ? (Object.keys(p.categories) as Category[]).filter((category) => (found.items[category] ?? []).length > 0)
    : [];
  const keptReasons = found
    ? [
        ...new Set(
          categories.flatMap((category) =>
            found.items[category].flatMap((item) => (item.kept ? [item.kept] : [])),
          ),
        ),
      ]
    : [];
  const emailError = fieldError(error, 'email');
  const consentError = fieldError(error, 'consent_id');

  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title={roPrivacy.resources['personal-data'].name} />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {roPrivacy.resources['personal-data'].name}
      </Typography>
      <Typography sx={{ mb: 2 }}>{p.intro}</Typography>
      <Box component="form" onSubmit={search} noValidate>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={fields.email}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError !== undefined}
            helperText={emailError}
            required
            sx={{ minWidth: 320 }}
          />
          <TextField
            label={fields.consent_id}
            value={consentId}
            onChange={(event) => setConsentId(event.target.value)}
            error={consentError !== undefined}
            helperText={consentError}
            sx={{ minWidth: 360 }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 1 }}>
            {p.search}
          </Button>
        </Stack>
      </Box>
      {error && !emailError && !consentError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error instanceof Error ? error.message : String(error)}
        </Alert>
      ) : null}
      {found ? (
        <Box component="section" aria-labelledby="pd-results" sx={{ mt: 3 }}>
          <Typography id="pd-results" variant="h5" component="h2" sx={{ mb: 2 }}>
            {fillText(p.results, { email: found.email })}
          </Typography>
          {categories.length === 0 ? (
            <Alert severity="info" role="status">
              {p.nothing}
            </Alert>
          ) : (
            <>
              <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
                <Button variant="outlined" onClick={() => void download()}>
                  {p.export}
                </Button>
                <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
                  {p.erase}
                </Button>
              </Stack>
              {keptReasons.length > 0 ? (
                <Alert severity="warning" sx={{ mb: 3 }}>
                  <Typography variant="subtitle1" component="h3">
                    {p.keptTitle}
                  </Typography>
                  {keptReasons.map((reason) => (
                    <Typography key={reason} variant="body2" sx={{ mt: 1 }}>
                      {roPrivacy.keepReasons[reason]}
                    </Typography>
                  ))}
                </Alert>
              ) : null}
              {categories.map((category) => (
                <CategoryTable key={category} category={category} items={found.items[category]} />
              ))}
            </>
          )}
        </Box>
      ) : null}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="pd-erase-title">
        <DialogTitle id="pd-erase-title">{p.eraseTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{p.eraseExplain}</DialogContentText>
          <TextField
            label={fields.confirm}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={confirmError !== undefined}
            helperText={confirmError}
            fullWidth
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{p.cancel}</Button>
          <Button color="error" variant="contained" onClick={() => void erase()}>
            {p.confirmErase}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
