/**
 * The viewing dialog: the form until a booking succeeds, then the confirmation. Bookings are
 * refetched on every opening (the page's copy is from the build) and after a 409, when another
 * visitor took the hour first.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { slotLabel } from '../../domain/catalog/viewing-slots.ts';
import { nowIn } from '../../domain/dates.ts';
import { formatDate } from '../../domain/format.ts';
import { fill, roLeads } from '../../i18n/ro.ts';
import { fetchLiveLocation } from './leads-api.ts';
import { type Booked, ViewingForm } from './ViewingForm.tsx';
import type { ViewingModalProps } from './ViewingModal.tsx';

export interface ViewingDialogProps extends ViewingModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export default function ViewingDialog({ open, onClose, carId, sku, location, now }: ViewingDialogProps) {
  const t = roLeads;
  // Read on every render: a dialog left open past the hour stops offering it.
  const clock = now ?? nowIn(new Date());
  const [live, setLive] = useState(location);
  const [liveFailed, setLiveFailed] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);

  const refresh = useCallback(async () => {
    const fresh = await fetchLiveLocation(sku);
    setLiveFailed(fresh === null);
    if (fresh) setLive(fresh);
  }, [sku]);

  useEffect(() => {
    if (open) void refresh();
  }, [open, refresh]);

  const close = () => {
    // A confirmed booking is done: the next opening starts a new one.
    setBooked(null);
    onClose();
  };

  return (
    <Modal open={open} title={booked ? t.viewingConfirmedTitle : t.viewingTitle} onClose={close}>
      {booked ? (
        <Alert tone="success">
          {fill(t.viewingConfirmed, {
            date: formatDate(booked.date),
            hour: slotLabel(booked.hour),
            location: live.name,
          })}
        </Alert>
      ) : (
        <>
          <p>{fill(t.viewingIntro, { location: live.name })}</p>
          {liveFailed ? <Alert tone="info">{t.slotsUnavailable}</Alert> : null}
          <ViewingForm
            carId={carId}
            location={live}
            now={clock}
            onBooked={(slot) => {
              setLive((current) => ({ ...current, reservations: [...current.reservations, slot] }));
              setBooked(slot);
            }}
            onSlotTaken={refresh}
          />
        </>
      )}
    </Modal>
  );
}
