/** "Trimite-mi din nou linkul" on the order page: the address the orders were placed with. */
import * as v from 'valibot';
import { email } from '../../lib/validation/rules.ts';

export const orderLinkResendSchema = v.object({ email: email() });

export type OrderLinkResend = v.InferOutput<typeof orderLinkResendSchema>;
