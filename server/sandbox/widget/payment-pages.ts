/**
 * Pages of the card payment sandbox, rendered inside the widget's iframe on the sandbox origin, so
 * card data is typed and posted only here, never in the shop's DOM. Plain form posts (no script
 * needed to pay); only the result page runs a line of script to tell the shop through postMessage,
 * addressed to the shop origin the widget passed in (validated by `parseOrigin`).
 */

import { formatAmount } from '../../../src/domain/format.ts';
import { sandboxPaths } from '../../../src/domain/site/sandbox-paths.ts';
import { fill } from '../../../src/i18n/ro.ts';
import type { CardField } from '../cards.ts';
import { escapeHtml, renderPage, scriptJson } from '../html.ts';
import type { FailureReason } from '../payment.ts';
import { sandboxText as t } from '../text.ts';
import { EXPIRY_INPUT_SCRIPT } from './expiry-script.ts';

export const PAYMENT_MESSAGE_TYPE = 'sandbox-payment';

export interface PaymentPageContext {
  token: string;
  /** The shop origin, already validated with parseOrigin. */
  parentOrigin: string;
  amountRon: number;
  amountEur: number;
}

const hidden = (ctx: PaymentPageContext) =>
  `<input type="hidden" name="token" value="${escapeHtml(ctx.token)}"><input type="hidden" name="origin" value="${escapeHtml(ctx.parentOrigin)}">`;

const FIELD_ERRORS: Record<CardField, string> = {
  number: t.cardNumberInvalid,
  expiry: t.cardExpiryInvalid,
  cvc: t.cardCvcInvalid,
};

function field(
  name: CardField,
  label: string,
  errors: CardField[],
  value: string,
  autocomplete: string,
  extra: string,
) {
  const invalid = errors.includes(name);
  const errorId = `${name}-error`;
  return `<label for="${name}">${escapeHtml(label)}</label>
<input type="text" id="${name}" name="${name}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" required ${extra}${
    invalid ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
  }>${invalid ? `<p class="error" id="${errorId}">${escapeHtml(FIELD_ERRORS[name])}</p>` : ''}`;
}

export function renderCardFormPage(
  ctx: PaymentPageContext,
  state: { errors: CardField[]; number?: string; expiry?: string } = { errors: [] },
): string {
  const amount = { ron: formatAmount(ctx.amountRon), eur: formatAmount(ctx.amountEur) };
  const summary =
    state.errors.length > 0 ? `<p class="error" role="alert">${escapeHtml(t.formErrors)}</p>` : '';
  return renderPage({
    title: t.cardFormTitle,
    body: `<h1>${escapeHtml(t.cardFormTitle)}</h1>
<p>${escapeHtml(fill(t.amount, amount))}</p>
${summary}
<form method="post" action="${sandboxPaths.charge}" novalidate>
${hidden(ctx)}
${field('number', t.cardNumber, state.errors, state.number ?? '', 'cc-number', 'inputmode="numeric"')}
${field('expiry', t.cardExpiry, state.errors, state.expiry ?? '', 'cc-exp', 'inputmode="numeric" placeholder="12/29"')}
${field('cvc', t.cardCvc, state.errors, '', 'cc-csc', 'inputmode="numeric" maxlength="3"')}
<button type="submit">${escapeHtml(fill(t.pay, amount))}</button>
</form>`,
    script: EXPIRY_INPUT_SCRIPT,
  });
}

export function renderChallengePage(ctx: PaymentPageContext, cardLast4: string): string {
  return renderPage({
    title: t.challengeTitle,
    body: `<h1>${escapeHtml(t.challengeTitle)}</h1>
<p>${escapeHtml(fill(t.challengeText, { ron: formatAmount(ctx.amountRon), last4: cardLast4 }))}</p>
<form method="post" action="${sandboxPaths.challenge}">
${hidden(ctx)}
<button type="submit" name="decision" value="approve">${escapeHtml(t.challengeApprove)}</button>
<button type="submit" name="decision" value="refuse" class="secondary">${escapeHtml(t.challengeRefuse)}</button>
</form>`,
  });
}

export type PaymentOutcome = 'success' | 'failed' | 'invalid';

export interface PaymentMessage {
  type: typeof PAYMENT_MESSAGE_TYPE;
  status: PaymentOutcome;
  paymentId: string | null;
}

const RESULT_TEXT: Record<PaymentOutcome, string> = {
  success: t.resultSuccess,
  failed: t.resultFailed,
  invalid: t.resultInvalid,
};

/** The last page in the frame: shows the outcome and posts it to the shop window. */
export function renderPaymentResultPage(
  parentOrigin: string,
  outcome: PaymentOutcome,
  paymentId: string | null,
  failureReason: FailureReason | null = null,
): string {
  const message: PaymentMessage = { type: PAYMENT_MESSAGE_TYPE, status: outcome, paymentId };
  const text = failureReason === 'car_reserved' ? t.resultCarReserved : RESULT_TEXT[outcome];
  return renderPage({
    title: t.cardFormTitle,
    body: `<h1>${escapeHtml(t.cardFormTitle)}</h1><p role="status">${escapeHtml(text)}</p>`,
    script: `if (window.parent !== window) window.parent.postMessage(${scriptJson(message)}, ${scriptJson(parentOrigin)});`,
  });
}
