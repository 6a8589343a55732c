/**
 * Newsletter sign-up and `POST /subscribers` body. The spec gives no custom messages here; the
 * e-mail and data-protection messages of the other forms keep the wording consistent.
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { checked, email, idempotencyKey } from '../../lib/validation/rules.ts';

export const newsletterSchema = v.object({
  email: email(),
  data_protection: checked(roValidation.dataProtection),
  idempotency_key: idempotencyKey(),
});

export type NewsletterInput = v.InferInput<typeof newsletterSchema>;
export type NewsletterSubscription = v.InferOutput<typeof newsletterSchema>;
