/**
 * The withdrawal function (/retragere-din-contract): the order code (filled in from `?cod=` when the
 * customer came from the result page or the e-mail) and the order's e-mail → "Confirma retragerea"
 * with the contract it applies to and the last day → the acknowledgement with the date and time
 * the server recorded (the e-mail carries the same). A withdrawal recorded earlier is shown with its
 * first date at either step. Each new step's heading takes the focus, so a screen reader follows.
 */
import { Form, setInput, useForm } from '@formisch/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { EmailField, FormTextField } from '../../components/form/FormTextField.tsx';
import { placeOnFields } from '../../components/form/submit-status.ts';
import { useSubmission } from '../../components/form/use-submission.ts';
import { Alert } from '../../components/ui/Alert.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { formatDate } from '../../domain/format.ts';
import { type WithdrawalLookup, withdrawalLookupSchema } from '../../domain/forms/withdrawal-schema.ts';
import { ORDER_CODE_PARAM } from '../../domain/site/withdrawal-paths.ts';
import { fill, roCommon, roWithdrawal } from '../../i18n/ro.ts';
import { postJson } from '../../lib/api/browser-client.ts';
import {
  checkAnswerSchema,
  type OpenWithdrawal,
  type RecordedWithdrawal,
  recordedWithdrawalSchema,
} from './withdrawal-answer.ts';

const t = roWithdrawal;
const FIELD_NAMES = ['order_code', 'email'] as const;

type Step =
  | { readonly kind: 'form' }
  | { readonly kind: 'confirm'; readonly lookup: WithdrawalLookup; readonly open: OpenWithdrawal }
  | { readonly kind: 'recorded'; readonly recorded: RecordedWithdrawal };

export function WithdrawalForm() {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step.kind !== 'form') heading.current?.focus();
  }, [step]);

  if (step.kind === 'confirm') {
    return (
      <ConfirmStep
        step={step}
        headingRef={heading}
        onBack={() => setStep({ kind: 'form' })}
        onRecorded={(recorded) => setStep({ kind: 'recorded', recorded })}
      />
    );
  }
  if (step.kind === 'recorded') return <Recorded recorded={step.recorded} headingRef={heading} />;
  return (
    <LookupForm
      onOpen={(lookup, open) => setStep({ kind: 'confirm', lookup, open })}
      onRecorded={(recorded) => setStep({ kind: 'recorded', recorded })}
    />
  );
}

function LookupForm({
  onOpen,
  onRecorded,
}: {
  readonly onOpen: (lookup: WithdrawalLookup, open: OpenWithdrawal) => void;
  readonly onRecorded: (recorded: RecordedWithdrawal) => void;
}) {
  const form = useForm({ schema: withdrawalLookupSchema, validate: 'submit', revalidate: 'input' });
  const { status, sending, submit } = useSubmission(placeOnFields(form, FIELD_NAMES));
  useEffect(() => {
    // Read after hydration: the page is one static file for every order.
    const code = new URLSearchParams(location.search).get(ORDER_CODE_PARAM);
    if (code) setInput(form, { path: ['order_code'], input: code });
  }, [form]);

  return (
    <Form
      of={form}
      aria-busy={sending}
      onSubmit={(lookup) =>
        submit(
          () => postJson('/withdrawals/check', lookup),
          (answer) => {
            const parsed = v.safeParse(checkAnswerSchema, answer.data);
            if (!parsed.success) return 'idle';
            if (parsed.output.status === 'open') onOpen(lookup, parsed.output);
            else onRecorded(parsed.output);
            return 'idle';
          },
        )
      }
    >
      <FormTextField
        of={form}
        path={['order_code']}
        label={t.orderCodeLabel}
        hint={t.orderCodeHint}
        autoComplete="off"
        required
      />
      <EmailField of={form} path={['email']} label={t.emailLabel} required />
      <FormFooter status={status} label={t.check} />
    </Form>
  );
}

interface HeadingProps {
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
}

function ConfirmStep({
  step,
  headingRef,
  onBack,
  onRecorded,
}: HeadingProps & {
  readonly step: Extract<Step, { kind: 'confirm' }>;
  readonly onBack: () => void;
  readonly onRecorded: (recorded: RecordedWithdrawal) => void;
}) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { open, lookup } = step;
  const confirm = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    const answer = await postJson('/withdrawals', { ...lookup, confirm: true });
    setSending(false);
    const recorded = answer.ok ? v.safeParse(recordedWithdrawalSchema, answer.data) : null;
    if (recorded?.success) onRecorded(recorded.output);
    else if (!answer.ok) setError(answer.kind === 'network' ? roCommon.serverUnreachable : answer.message);
  };
  return (
    <form
      className="withdrawal-step"
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <h2 ref={headingRef} tabIndex={-1}>
        {t.confirmTitle}
      </h2>
      <p>
        {fill(t.confirmText, {
          product: t.products[open.product],
          car: open.product_name,
          code: open.order_code,
          concluded: formatDate(open.concluded_on),
          lastDay: formatDate(open.last_day),
        })}
      </p>
      <p>{t.consequence}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="withdrawal-actions">
        <SubmitButton busy={sending}>{t.confirm}</SubmitButton>
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t.back}
        </button>
      </div>
    </form>
  );
}

function Recorded({ recorded, headingRef }: HeadingProps & { readonly recorded: RecordedWithdrawal }) {
  const fresh = recorded.status === 'withdrawn';
  const values = { code: recorded.order_code, date: formatDate(recorded.date), time: recorded.time };
  return (
    <div className="withdrawal-step">
      <h2 ref={headingRef} tabIndex={-1}>
        {fresh ? t.doneTitle : t.alreadyTitle}
      </h2>
      <Alert tone={fresh ? 'success' : 'info'}>{fill(fresh ? t.doneText : t.alreadyText, values)}</Alert>
    </div>
  );
}
