/**
 * The end of both offer panels' action row: the insurance PID download and the main button
 * (OfferAction). Shared so the credit/leasing and the subscription panels cannot drift apart in
 * what they offer last; the panel-specific documents (schedule, SECCI, subscription offer) stay
 * with each panel.
 */
import { PID_PATH } from '../../domain/financing/timetable-links.ts';
import { storageUrl } from '../../domain/site/site-config.ts';
import { roFinancing } from '../../i18n/ro.ts';
import { OfferAction, type OfferActionProps } from './OfferAction.tsx';

export function PidAndOfferAction(props: OfferActionProps) {
  return (
    <>
      <a className="button button--ghost" href={storageUrl(PID_PATH)} download>
        {roFinancing.downloadPid}
      </a>
      <OfferAction {...props} />
    </>
  );
}
