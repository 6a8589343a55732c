/**
 * Pages of the identification and signing sandbox. One GET renders the page for the order's
 * current state; each button posts its action (field `action`) back to the same URL, and the
 * route answers with the next page or a redirect to the shop (see identification.ts).
 */

import { sandboxPaths } from '../../src/domain/site/sandbox-paths.ts';
import type { IdentificationStatus } from '../orders/order.ts';
import { escapeHtml, renderPage } from './html.ts';
import type { IdentificationAction, ResolutionMarker } from './identification.ts';
import { markerOf } from './identification.ts';
import { sandboxText as t } from './text.ts';

export interface IdentificationPageContext {
  orderUuid: string;
  productName: string;
  status: IdentificationStatus | null;
  /** Where a finished flow links back to (resolutionUrl with the state's marker). */
  returnUrl: (marker: ResolutionMarker) => string;
  /** Re-shown consent page after a post without the checkbox. */
  consentMissing?: boolean;
}

const button = (action: IdentificationAction, label: string, secondary = false) =>
  `<button type="submit" name="action" value="${action}"${secondary ? ' class="secondary"' : ''}>${escapeHtml(label)}</button>`;

const summary = (ctx: IdentificationPageContext) =>
  `<dl><dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(ctx.orderUuid)}</dd><dt>${escapeHtml(t.car)}</dt><dd>${escapeHtml(ctx.productName)}</dd></dl>`;

const form = (ctx: IdentificationPageContext, inner: string) =>
  `<form method="post" action="${sandboxPaths.identification(ctx.orderUuid)}">${inner}</form>`;

function consentPage(ctx: IdentificationPageContext): string {
  const error = ctx.consentMissing
    ? `<p class="error" id="consent-error" role="alert">${escapeHtml(t.consentRequired)}</p>`
    : '';
  const described = ctx.consentMissing ? ' aria-invalid="true" aria-describedby="consent-error"' : '';
  return `<h1>${escapeHtml(t.identificationTitle)}</h1>${summary(ctx)}<p>${escapeHtml(t.consentText)}</p>
${form(
  ctx,
  `<label><input type="checkbox" name="consent" value="1" required${described}> ${escapeHtml(t.consentCheckbox)}</label>${error}
${button('consent', t.startIdentification)}`,
)}`;
}

function videoPage(ctx: IdentificationPageContext): string {
  return `<h1>${escapeHtml(t.videoTitle)}</h1>${summary(ctx)}<p>${escapeHtml(t.videoText)}</p>
${form(
  ctx,
  `${button('video_success', t.videoSuccess)}
${button('video_error1', t.videoError1, true)}
${button('video_error2', t.videoError2, true)}
${button('video_fail', t.videoFail, true)}`,
)}`;
}

function contractPage(ctx: IdentificationPageContext): string {
  return `<h1>${escapeHtml(t.contractTitle)}</h1>${summary(ctx)}<p>${escapeHtml(t.contractText)}</p>
<p><a href="${sandboxPaths.contractPdf(ctx.orderUuid)}" target="_blank" rel="noopener">${escapeHtml(t.contractLink)}</a></p>
${form(ctx, `${button('sign_success', t.signSuccess)}\n${button('sign_fail', t.signFail, true)}`)}`;
}

function finishedPage(ctx: IdentificationPageContext, marker: ResolutionMarker): string {
  return `<h1>${escapeHtml(t.finishedTitle)}</h1>${summary(ctx)}
<p><a class="button" href="${escapeHtml(ctx.returnUrl(marker))}">${escapeHtml(t.continueToShop)}</a></p>`;
}

/** The page for the current state; error1 and error2 start again from consent. */
export function renderIdentificationPage(ctx: IdentificationPageContext): string {
  const marker = markerOf(ctx.status);
  let body: string;
  if (ctx.status === 'consented') body = videoPage(ctx);
  else if (ctx.status === 'identified') body = contractPage(ctx);
  else if (marker === 'success' || marker === 'error3' || marker === 'error4')
    body = finishedPage(ctx, marker);
  else body = consentPage(ctx);
  return renderPage({ title: t.identificationTitle, body });
}
