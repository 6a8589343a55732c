/**
 * Guarantor added on the resolution step after a company's outcome 2 (`PUT /client-order/{uuid}`
 * with fidejusor_nume, fidejusor_cui, fidejusor_nr_recom, fidejusor=1). Not offered on
 * subscriptions: the server refuses it for those orders.
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { choice, cui, minLength2, requiredString } from '../../lib/validation/rules.ts';

const m = roValidation;

export const guarantorSchema = v.object({
  fidejusor_nume: minLength2(m.nameRequired, m.nameMin),
  fidejusor_cui: cui(),
  fidejusor_nr_recom: requiredString(m.fieldRequired),
  fidejusor: choice([1], m.fieldRequired),
});

export type GuarantorInput = v.InferInput<typeof guarantorSchema>;
export type Guarantor = v.InferOutput<typeof guarantorSchema>;
