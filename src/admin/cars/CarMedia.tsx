/**
 * The media tab of an existing car: photos (upload, order, profile), the two PDFs and the price
 * tables. Each action is saved at once through its own admin route (car-media.routes.ts), apart
 * from the form's Save, so a refused file never blocks the rest of the edit.
 */
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { HttpError, useRecordContext } from 'react-admin';
import { storageUrl } from '../../domain/site/site-config.ts';
import { roCarMediaScreen as s } from '../../i18n/ro/car-media.ts';
import { PHOTO_ACCEPT } from '../../lib/validation/image.ts';
import { callApi } from '../providers/http.ts';
import { fillText } from '../text.ts';
import { PhotoArranger } from './PhotoArranger.tsx';
import { fromList, photoList } from './photo-order.ts';

interface CarRecord {
  sku: string;
  profile_photo: string;
  gallery: string[];
  equipment_list_pdf: string | null;
  maintenance_history_pdf: string | null;
}

const reasonOf = (error: unknown) => {
  const body =
    error instanceof HttpError ? (error.body as { errors?: { file?: string } } | undefined) : undefined;
  return body?.errors?.file ?? (error instanceof Error ? error.message : String(error));
};

const upload = (file: File) => {
  const form = new FormData();
  form.set('file', file);
  return form;
};

/** A native file input with its visible label: keyboard and screen readers get the browser's own control. */
function FileButton({
  label,
  accept,
  onFile,
  disabled,
}: {
  label: string;
  accept: string;
  onFile: (file: File) => void;
  disabled: boolean;
}) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Box
      component="label"
      sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, fontSize: '0.875rem' }}
    >
      <span>{label}</span>
      <input type="file" accept={accept} onChange={change} disabled={disabled} />
    </Box>
  );
}

function Photos({ car }: { car: CarRecord }) {
  const [photos, setPhotos] = useState(() => photoList(car));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const run = async (action: () => Promise<string[]>, done: string) => {
    setBusy(true);
    setError('');
    try {
      setPhotos(await action());
      setStatus(done);
    } catch (caught) {
      setError(reasonOf(caught));
      setStatus('');
    } finally {
      setBusy(false);
    }
  };
  const base = `/admin/cars/${encodeURIComponent(car.sku)}/photos`;
  const arrange = (next: string[], announcement: string) => {
    const body = fromList(next);
    if (!body) return;
    void run(async () => {
      const { json } = await callApi<{ profile_photo: string; gallery: string[] }>(base, {
        method: 'PUT',
        body: JSON.stringify(body),
      });
      return photoList(json);
    }, announcement);
  };
  const add = (file: File) =>
    run(async () => {
      const { json } = await callApi<{ profile_photo: string; gallery: string[] }>(base, {
        method: 'POST',
        body: upload(file),
      });
      return photoList(json);
    }, s.uploaded);
  return (
    <Box component="section" aria-labelledby="car-photos" sx={{ mb: 3 }}>
      <Typography id="car-photos" variant="h6" component="h2">
        {s.photosTitle}
      </Typography>
      <PhotoArranger photos={photos} busy={busy} status={status} onArrange={arrange} />
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <FileButton
          label={s.uploadPhoto}
          accept={PHOTO_ACCEPT}
          onFile={(file) => void add(file)}
          disabled={busy}
        />
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}

const DOCUMENTS = [
  ['equipment-list', 'equipment_list_pdf'],
  ['maintenance-history', 'maintenance_history_pdf'],
] as const;

function Documents({ car }: { car: CarRecord }) {
  const [paths, setPaths] = useState<Record<string, string | null>>({
    'equipment-list': car.equipment_list_pdf,
    'maintenance-history': car.maintenance_history_pdf,
  });
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const save = async (kind: string, file: File | null) => {
    setBusy(true);
    setError('');
    const path = `/admin/cars/${encodeURIComponent(car.sku)}/documents/${kind}`;
    try {
      if (file) {
        const { json } = await callApi<{ path: string }>(path, { method: 'PUT', body: upload(file) });
        setPaths((current) => ({ ...current, [kind]: json.path }));
        setStatus(s.documentSaved);
      } else {
        await callApi(path, { method: 'DELETE' });
        setPaths((current) => ({ ...current, [kind]: null }));
        setStatus(s.documentRemoved);
      }
    } catch (caught) {
      setError(reasonOf(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="car-documents" sx={{ mb: 3 }}>
      <Typography id="car-documents" variant="h6" component="h2">
        {s.documentsTitle}
      </Typography>
      {DOCUMENTS.map(([kind]) => {
        const path = paths[kind] ?? null;
        return (
          <Stack
            key={kind}
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', my: 1, flexWrap: 'wrap' }}
          >
            <Typography sx={{ minWidth: '14rem' }}>{s.documents[kind]}</Typography>
            {path ? (
              <Link href={storageUrl(path)} target="_blank" rel="noopener">
                {`${s.documentOpen}: ${s.documents[kind]}`}
              </Link>
            ) : (
              <Typography variant="body2">{s.documentNone}</Typography>
            )}
            <FileButton
              label={`${s.documentUpload}: ${s.documents[kind]}`}
              accept="application/pdf,.pdf"
              onFile={(file) => void save(kind, file)}
              disabled={busy}
            />
            {path ? (
              <Button size="small" color="error" disabled={busy} onClick={() => void save(kind, null)}>
                {`${s.documentRemove}: ${s.documents[kind]}`}
              </Button>
            ) : null}
          </Stack>
        );
      })}
      <Typography role="status" aria-live="polite" variant="body2">
        {status}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Box>
  );
}

function PriceTables({ car }: { car: CarRecord }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const path = `/admin/cars/${encodeURIComponent(car.sku)}/price-tables`;
  const download = async () => {
    const { json } = await callApi<unknown>(path);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
    link.download = `tabele-pret-${car.sku}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const importFile = async (file: File) => {
    setBusy(true);
    setErrors([]);
    setStatus('');
    try {
      const { json } = await callApi<{ price: number }>(path, { method: 'PUT', body: upload(file) });
      setStatus(fillText(s.priceImported, { price: json.price.toLocaleString('ro-RO') }));
    } catch (caught) {
      setErrors(reasonOf(caught).split('\n'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="car-prices" sx={{ mb: 3 }}>
      <Typography id="car-prices" variant="h6" component="h2">
        {s.priceTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {s.priceHint}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button size="small" variant="outlined" onClick={() => void download()}>
          {s.priceDownload}
        </Button>
        <FileButton
          label={s.priceImport}
          accept="application/json,.json"
          onFile={(file) => void importFile(file)}
          disabled={busy}
        />
      </Stack>
      <Typography role="status" aria-live="polite" variant="body2" sx={{ mt: 1 }}>
        {status}
      </Typography>
      {errors.length > 0 ? (
        <Alert severity="error">
          {s.priceErrors}
          <ul>
            {errors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </Box>
  );
}

export function CarMedia() {
  const car = useRecordContext<CarRecord>();
  // Opened from the list, the editor first shows the list's row (no photos in it) while the car
  // loads: the media wait for the whole record, so their state starts from the real photos.
  if (!car?.sku || !Array.isArray(car.gallery)) return null;
  return (
    <Box sx={{ width: '100%' }}>
      <Photos key={`${car.sku}-photos`} car={car} />
      <Documents key={`${car.sku}-documents`} car={car} />
      <PriceTables car={car} />
    </Box>
  );
}
