/**
 * The withdrawal page's form and the bodies of `POST /withdrawals/check` and `POST /withdrawals`:
 * the order code (the spec's order_code, shown in the order e-mails and on the result page) and the
 * order's e-mail address. The confirm step adds `confirm: true`, sent only by the
 * "Confirma retragerea" button, so the declaration is never made by the first step alone.
 */
import * as v from 'valibot';
import { roWithdrawal } from '../../i18n/ro.ts';
import { checked, email, requiredString } from '../../lib/validation/rules.ts';
import { UUID_PATTERN } from '../ids.ts';

const m = roWithdrawal;

/** Room for a code pasted with spaces or quotes around it; the pattern decides the rest. */
const ORDER_CODE_MAX = 64;

export const withdrawalLookupSchema = v.object({
  order_code: v.pipe(
    requiredString(m.orderCodeRequired, ORDER_CODE_MAX),
    v.toLowerCase(),
    v.regex(UUID_PATTERN, m.orderCodeInvalid),
  ),
  email: email(),
});

export const withdrawalConfirmSchema = v.object({
  ...withdrawalLookupSchema.entries,
  confirm: checked(m.confirmRequired),
});

export type WithdrawalLookupInput = v.InferInput<typeof withdrawalLookupSchema>;
export type WithdrawalLookup = v.InferOutput<typeof withdrawalLookupSchema>;
