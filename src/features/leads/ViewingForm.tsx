/**
 * The viewing form (spec sections 2, 5 and 9). The hour list is the location's free hourly slots
 * for the chosen date; changing the date clears the hour and recomputes the list, and a date with
 * no opening hours (or every hour booked) says so instead, and a public holiday says the showroom is
 * closed that day.
 */
import { Field, Form, reset, setInput, useField, useForm } from '@formisch/react';
import { useEffect, useMemo, useRef } from 'react';
import { DataProtectionField } from '../../components/form/ConsentField.tsx';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { EmailField, NameField, PhoneField } from '../../components/form/FormTextField.tsx';
import { placeOnFields } from '../../components/form/submit-status.ts';
import { useSubmission } from '../../components/form/use-submission.ts';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { DateField } from '../../components/ui/TextField.tsx';
import {
  type CarLocation,
  closedForHoliday,
  slotLabel,
  viewingSlots,
} from '../../domain/catalog/viewing-slots.ts';
import { addDays, isIsoDate, type ShopNow } from '../../domain/dates.ts';
import { createViewingFormSchema, VIEWING_DAYS_AHEAD } from '../../domain/forms/viewing-schema.ts';
import { roLeads, roValidation } from '../../i18n/ro.ts';
import { postJson } from '../../lib/api/browser-client.ts';

export const RESERVATIONS_PATH = '/reservations';
const SLOT_TAKEN_STATUS = 409;
const FIELDS = ['last_name', 'first_name', 'phone_no', 'email', 'date', 'hour', 'data_protection'] as const;

export interface Booked {
  readonly date: string;
  readonly hour: number;
}

export interface ViewingFormProps {
  readonly carId: number;
  readonly location: CarLocation;
  /** Romanian day and hour: today only the hours still ahead are offered. */
  readonly now: ShopNow;
  readonly onBooked: (booked: Booked) => void;
  readonly onSlotTaken: () => void;
}

export function ViewingForm({ carId, location, now, onBooked, onSlotTaken }: ViewingFormProps) {
  const today = now.date;
  const t = roLeads;
  const schema = useMemo(() => createViewingFormSchema(today), [today]);
  const form = useForm({ schema, initialInput: { car_id: carId }, validate: 'submit', revalidate: 'input' });
  const { status, sending, submit } = useSubmission(placeOnFields(form, FIELDS));

  const date = useField(form, { path: ['date'] }).input ?? '';
  const slots = date ? viewingSlots(location, date, now) : [];
  const previousDate = useRef(date);
  useEffect(() => {
    if (previousDate.current === date) return;
    previousDate.current = date;
    setInput(form, { path: ['hour'], input: '' });
  }, [date, form]);

  const options = slots.map((hour) => ({ value: String(hour), label: slotLabel(hour) }));
  // Only a whole date can have no slots: while a date is being typed the hour waits for it.
  const noSlots = isIsoDate(date) && slots.length === 0;
  // The same words the server answers for a holiday (viewing-schema.ts), rather than "no slots".
  const holiday = noSlots && closedForHoliday(date);

  return (
    <Form
      of={form}
      aria-busy={sending}
      onSubmit={(output) => {
        const { data_protection: _consent, ...request } = output;
        return submit(
          () => postJson(RESERVATIONS_PATH, request),
          () => {
            reset(form);
            onBooked({ date: request.date, hour: request.hour });
            return 'idle';
          },
          (failure) => {
            if (failure.kind !== 'server' || failure.status !== SLOT_TAKEN_STATUS) return;
            setInput(form, { path: ['hour'], input: '' });
            onSlotTaken();
          },
        );
      }}
    >
      <NameField of={form} path={['last_name']} label={t.lastNameLabel} autoComplete="family-name" required />
      <NameField
        of={form}
        path={['first_name']}
        label={t.firstNameLabel}
        autoComplete="given-name"
        required
      />
      <PhoneField of={form} path={['phone_no']} label={t.phoneLabel} required />
      <EmailField of={form} path={['email']} label={t.emailLabel} required />
      <Field of={form} path={['date']}>
        {(field) => (
          <DateField
            field={field}
            label={t.dateLabel}
            min={today}
            max={addDays(today, VIEWING_DAYS_AHEAD)}
            required
          />
        )}
      </Field>
      {noSlots ? (
        <p className="ui-field__hint" role="status">
          {holiday ? roValidation.viewingHoliday : roValidation.noSlots}
        </p>
      ) : (
        <Field of={form} path={['hour']}>
          {(field) => (
            <SelectField
              field={{ ...field, input: field.input === undefined ? undefined : String(field.input) }}
              label={t.hourLabel}
              placeholder={t.hourPlaceholder}
              options={options}
              required
            />
          )}
        </Field>
      )}
      <DataProtectionField of={form} path={['data_protection']} required />
      <FormFooter status={status} label={t.viewingSubmit} />
    </Form>
  );
}
