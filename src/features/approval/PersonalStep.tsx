/**
 * Individual step 2: personal information. The delay questions appear only after "had credits:
 * yes", their number and length only after "had delays: yes" (the schema drops hidden answers).
 */
import { Field, Form, useField, useForm } from '@formisch/react';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { type PersonalInput, personalSchema } from '../../domain/forms/personal-schema.ts';
import { roApproval } from '../../i18n/ro.ts';
import { FormDraft } from './FormDraft.tsx';
import { optionsOf, yesNoOptions } from './form-support.ts';
import { type StepProps, withDraft } from './step-props.ts';
import { asBody, useStepSubmit } from './use-step-submit.ts';

const p = roApproval.personal;
type SelectKey =
  | 'stare_civila'
  | 'studii'
  | 'stare_locativa'
  | 'nr_angajati'
  | 'avut_credite'
  | 'avut_intarzieri_credit'
  | 'nr_intarzieri_credit'
  | 'medie_zile_intarzieri_credit';

const OPTIONS: Record<SelectKey, readonly { value: string; label: string }[]> = {
  stare_civila: optionsOf(p.stare_civilaOptions),
  studii: optionsOf(p.studiiOptions),
  stare_locativa: optionsOf(p.stare_locativaOptions),
  nr_angajati: optionsOf(p.nr_angajatiOptions),
  avut_credite: yesNoOptions,
  avut_intarzieri_credit: yesNoOptions,
  nr_intarzieri_credit: optionsOf(p.nr_intarzieri_creditOptions),
  medie_zile_intarzieri_credit: optionsOf(p.medie_zile_intarzieri_creditOptions),
};

export interface PersonalStepProps extends StepProps {
  /** The answers already stored (the step revisited through its tab). */
  readonly saved?: Partial<PersonalInput>;
}

export default function PersonalStep({ uuid, onDone, saved = {}, draft }: PersonalStepProps) {
  const form = useForm({
    schema: personalSchema,
    initialInput: withDraft(saved, draft),
    validate: 'submit',
    revalidate: 'input',
  });
  const { status, submit } = useStepSubmit(form, uuid, onDone);
  const hadCredits = String(useField(form, { path: ['avut_credite'] }).input ?? '') === '1';
  const hadDelays = String(useField(form, { path: ['avut_intarzieri_credit'] }).input ?? '') === '1';
  const select = (key: SelectKey) => (
    <Field of={form} path={[key]}>
      {(field) => (
        <SelectField
          field={field}
          label={p[key]}
          placeholder={roApproval.chooseOption}
          options={OPTIONS[key]}
          required
        />
      )}
    </Field>
  );
  return (
    <Form of={form} className="approval-form" onSubmit={(output) => submit(asBody(output))}>
      <FormDraft form={form} step={2} />
      {select('stare_civila')}
      {select('studii')}
      {select('stare_locativa')}
      {select('nr_angajati')}
      {select('avut_credite')}
      {hadCredits ? select('avut_intarzieri_credit') : null}
      {hadCredits && hadDelays ? (
        <>
          {select('nr_intarzieri_credit')}
          {select('medie_zile_intarzieri_credit')}
        </>
      ) : null}
      <FormFooter status={status} label={roApproval.next} />
    </Form>
  );
}
