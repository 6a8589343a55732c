/**
 * Duplica: a copy of the car under a SKU the editor types, with every field, photo and document,
 * hidden until published (the server's clone, POST /api/admin/cars { from_sku, sku }). The server's
 * refusals (SKU taken, malformed) are shown under the field.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { type SubmitEvent, useState } from 'react';
import { HttpError, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { SKU_PATTERN } from '../../domain/ids.ts';
import { roCarMediaScreen as s } from '../../i18n/ro/car-media.ts';
import { callApi } from '../providers/http.ts';
import { fillText } from '../text.ts';

export function DuplicateButton({ sku: given }: { sku?: string }) {
  const record = useRecordContext<{ sku?: string }>();
  const sku = given ?? record?.sku;
  const redirect = useRedirect();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (!sku) return null;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const next = value.trim();
    if (!SKU_PATTERN.test(next)) {
      setError(s.duplicateSkuInvalid);
      return;
    }
    setBusy(true);
    try {
      await callApi('/admin/cars', { method: 'POST', body: JSON.stringify({ from_sku: sku, sku: next }) });
      setOpen(false);
      notify(fillText(s.duplicated, { sku: next }), { type: 'success' });
      redirect('edit', 'cars', next);
    } catch (caught) {
      const body = caught instanceof HttpError ? (caught.body as { errors?: { sku?: string } }) : undefined;
      setError(body?.errors?.sku ?? (caught instanceof Error ? caught.message : String(caught)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {s.duplicate}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="duplicate-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="duplicate-title">{fillText(s.duplicateTitle, { sku })}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {s.duplicateHint}
            </Typography>
            <TextField
              label={s.duplicateSku}
              value={value}
              onChange={(event) => {
                setValue(event.target.value.toUpperCase());
                setError('');
              }}
              error={error !== ''}
              helperText={error || ' '}
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{s.cancel}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {s.duplicateConfirm}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
