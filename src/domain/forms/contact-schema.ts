/** Contact modal and `POST /contact-form` body (spec section 5, 'Contact form'). */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { checked, email, idempotencyKey, minLength2, requiredString } from '../../lib/validation/rules.ts';
import { TEXT_MAX } from '../../lib/validation/text.ts';

const m = roValidation;

export const MIN_MESSAGE_LENGTH = 10;

export const contactSchema = v.object({
  name: minLength2(m.nameRequired, m.nameMin),
  email: email(),
  message: v.pipe(
    requiredString(m.messageRequired, TEXT_MAX.message),
    v.minLength(MIN_MESSAGE_LENGTH, m.messageMin),
  ),
  data_protection: checked(m.dataProtection),
  idempotency_key: idempotencyKey(),
});

export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactMessage = v.InferOutput<typeof contactSchema>;
