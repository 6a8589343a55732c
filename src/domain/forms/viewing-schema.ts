/**
 * Viewing reservation ('Solicita o vizionare'): `POST /reservations` body and its form, which adds
 * the data-protection checkbox the API does not store. `today` (yyyy-MM-dd, Romanian time, see
 * todayIn) is injected so the browser, the server and the tests agree on the earliest date.
 * A public holiday is refused as the pickup calendar refuses it (one list: public-holidays.ts).
 * Whether the hour is inside the location's opening hours and still free is the server's check.
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import {
  checked,
  choice,
  email,
  id,
  internationalPhone,
  isoDate,
  minLength2,
  notBefore,
  notPublicHoliday,
  withinDays,
} from '../../lib/validation/rules.ts';

const m = roValidation;

/** How far ahead a viewing can be booked: the dealers plan their showroom about two months out. */
export const VIEWING_DAYS_AHEAD = 60;

export const VIEWING_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function createViewingRequestSchema(today: string) {
  return v.object({
    car_id: id(m.fieldRequired),
    last_name: minLength2(m.nameRequired, m.nameMin),
    first_name: minLength2(m.firstNameRequired, m.nameMin),
    phone_no: internationalPhone(),
    email: email(),
    date: v.pipe(
      isoDate(m.required),
      notBefore(today),
      withinDays(today, VIEWING_DAYS_AHEAD),
      notPublicHoliday(),
    ),
    hour: choice(VIEWING_HOURS, m.required),
  });
}

export function createViewingFormSchema(today: string) {
  return v.object({
    ...createViewingRequestSchema(today).entries,
    data_protection: checked(m.required),
  });
}

type RequestSchema = ReturnType<typeof createViewingRequestSchema>;
type FormSchema = ReturnType<typeof createViewingFormSchema>;
export type ViewingRequestInput = v.InferInput<RequestSchema>;
export type ViewingRequest = v.InferOutput<RequestSchema>;
export type ViewingFormInput = v.InferInput<FormSchema>;
export type ViewingForm = v.InferOutput<FormSchema>;
