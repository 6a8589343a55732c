/**
 * The e-mail confirming a viewing, with the link that cancels it. Every value a visitor typed is
 * escaped; the cancellation URL is built from a uuid and a checked origin, and escaped anyway.
 */
import { slotLabel } from '../../../src/domain/catalog/viewing-slots.ts';
import { formatDate } from '../../../src/domain/format.ts';
import { fill, ro } from '../../../src/i18n/ro.ts';
import { escapeHtml, type MailMessage } from '../outbox.ts';

export interface ViewingConfirmation {
  to: string;
  firstName: string;
  lastName: string;
  carName: string;
  /** yyyy-MM-dd */
  date: string;
  hour: number;
  locationName: string;
  locationAddress: string;
  cancelUrl: string;
}

/** `<site>/anulare-rezervare/<uuid>`: the static shell the rewrite table serves for that path. */
export function cancellationUrl(siteOrigin: string, uuid: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}/anulare-rezervare/${encodeURIComponent(uuid)}`;
}

export function viewingConfirmationMail(viewing: ViewingConfirmation): MailMessage {
  const t = ro.leads;
  const e = escapeHtml;
  const body = fill(t.mailViewingBody, {
    car: e(viewing.carName),
    date: formatDate(viewing.date),
    hour: slotLabel(viewing.hour),
    location: e(viewing.locationName),
    address: e(viewing.locationAddress),
  });
  const html = `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><title>${e(fill(t.mailViewingSubject, { car: viewing.carName }))}</title></head>
<body style="font-family:Arial,sans-serif;color:#1b1f24;line-height:1.5">
<p>${fill(t.mailGreeting, { name: e(`${viewing.firstName} ${viewing.lastName}`) })}</p>
<p>${body}</p>
<p>${e(t.mailCancelText)}</p>
<p><a href="${e(viewing.cancelUrl)}">${e(t.mailCancelLink)}</a></p>
<p style="color:#596270;font-size:13px">${e(viewing.cancelUrl)}</p>
</body></html>`;
  return { to: viewing.to, subject: fill(t.mailViewingSubject, { car: viewing.carName }), html };
}
