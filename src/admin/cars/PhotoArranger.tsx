/**
 * A car's photos in site order, the profile photo first: drag a photo onto another to move it, or
 * use Muta sus / Muta jos from the keyboard; "Fa poza de profil" moves it to the top. Each change is
 * announced in a live region. Controlled: the parent saves `onArrange`'s list and passes it back.
 */
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { type DragEvent, useState } from 'react';
import { storageUrl } from '../../domain/site/site-config.ts';
import { roCarMediaScreen as s } from '../../i18n/ro/car-media.ts';
import { fillText } from '../text.ts';
import { moveItem, removeItem } from './photo-order.ts';

export interface PhotoArrangerProps {
  photos: readonly string[];
  busy?: boolean;
  onArrange: (next: string[], announcement: string) => void;
  /** The last change's announcement (or the save's refusal), read by screen readers. */
  status?: string;
}

export function PhotoArranger({ photos, busy = false, onArrange, status = '' }: PhotoArrangerProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const alt = (index: number) =>
    fillText(s.photoAlt, { index: String(index + 1), total: String(photos.length) });
  const move = (from: number, to: number) => {
    const next = moveItem(photos, from, to);
    const index = next.indexOf(photos[from] ?? '') + 1;
    onArrange(next, index === 1 ? s.madeProfile : fillText(s.moved, { index: String(index) }));
  };
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {s.photosHint}
      </Typography>
      <Box
        component="ol"
        aria-label={s.photosListLabel}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {photos.map((path, index) => (
          <Box
            component="li"
            key={path}
            draggable={!busy}
            onDragStart={() => setDragged(index)}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event: DragEvent) => event.preventDefault()}
            onDrop={(event: DragEvent) => drop(event, index)}
            data-photo={path}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              p: 1,
              border: 1,
              borderColor: dragged === index ? 'primary.main' : 'divider',
              borderRadius: 1,
              cursor: busy ? 'default' : 'grab',
            }}
          >
            <img
              src={storageUrl(path)}
              alt={alt(index)}
              width={120}
              height={80}
              style={{ objectFit: 'contain', background: '#eef1f4' }}
            />
            {index === 0 ? <Chip label={s.profileBadge} color="primary" size="small" /> : null}
            <Stack direction="row" spacing={1} sx={{ ml: 'auto', flexWrap: 'wrap' }}>
              <Button
                size="small"
                aria-label={`${s.moveUp}: ${alt(index)}`}
                disabled={busy || index === 0}
                onClick={() => move(index, index - 1)}
              >
                {s.moveUp}
              </Button>
              <Button
                size="small"
                aria-label={`${s.moveDown}: ${alt(index)}`}
                disabled={busy || index === photos.length - 1}
                onClick={() => move(index, index + 1)}
              >
                {s.moveDown}
              </Button>
              {index > 0 ? (
                <Button
                  size="small"
                  aria-label={`${s.makeProfile}: ${alt(index)}`}
                  disabled={busy}
                  onClick={() => move(index, 0)}
                >
                  {s.makeProfile}
                </Button>
              ) : null}
              {photos.length > 1 ? (
                <Button
                  size="small"
                  color="error"
                  aria-label={`${s.remove}: ${alt(index)}`}
                  disabled={busy}
                  onClick={() => onArrange(removeItem(photos, index), s.removed)}
                >
                  {s.remove}
                </Button>
              ) : null}
            </Stack>
          </Box>
        ))}
      </Box>
      <Typography role="status" aria-live="polite" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
        {busy ? s.saving : status}
      </Typography>
    </Box>
  );
}
