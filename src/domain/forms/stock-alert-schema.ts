/** 'Alerta Stoc' form and `POST /stock-alert` body (spec sections 3 and 5). */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import {
  checked,
  email,
  internationalPhone,
  minLength2,
  requiredString,
} from '../../lib/validation/rules.ts';

const m = roValidation;

export const stockAlertSchema = v.object({
  sku: requiredString(m.fieldRequired),
  nume: minLength2(m.nameRequired, m.nameMin),
  prenume: minLength2(m.firstNameRequired, m.firstNameMin),
  email: email(),
  oras: minLength2(m.cityRequired, m.cityMin),
  telefon: internationalPhone(),
  data_protection: checked(m.dataProtection),
});

export type StockAlertInput = v.InferInput<typeof stockAlertSchema>;
export type StockAlert = v.InferOutput<typeof stockAlertSchema>;
