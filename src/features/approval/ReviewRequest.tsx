/**
 * "Solicita evaluare umana" on an individual's refusal (issue 15.4; CCD II art. 18(8)): the
 * applicant may add their point of view (up to 2,000 characters) and asks a person to review the
 * automated decision; once stored (POST /client-order/{uuid}/review) the screen acknowledges it
 * with the date the answer is due, which the e-mail repeats. A stored review shows at once.
 */
import { Field, Form, useForm } from '@formisch/react';
import { useState } from 'react';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { setFieldError } from '../../components/form/field-error.ts';
import { useSubmission } from '../../components/form/use-submission.ts';
import { Alert } from '../../components/ui/Alert.tsx';
import { TextArea } from '../../components/ui/TextArea.tsx';
import { reviewAcknowledgement } from '../../domain/credit/decision-text.ts';
import { formatNumber } from '../../domain/format.ts';
import { POINT_OF_VIEW_MAX, reviewSchema } from '../../domain/forms/review-schema.ts';
import type { ReviewAnswer } from '../../domain/order/order-read-back.ts';
import { fill, roDecision } from '../../i18n/ro.ts';
import { requestReview } from './order-api.ts';

const d = roDecision;

export interface ReviewRequestProps {
  readonly uuid: string;
  /** The review already stored with the order, if any. */
  readonly stored: ReviewAnswer | null;
}

export function ReviewRequest({ uuid, stored }: ReviewRequestProps) {
  const [review, setReview] = useState<ReviewAnswer | null>(stored);
  const form = useForm({ schema: reviewSchema, validate: 'submit', revalidate: 'input' });
  const { status, submit } = useSubmission((name, message) => {
    if (name !== 'punct_de_vedere') return false;
    setFieldError(form, name, message);
    return true;
  });
  return (
    <section className="approval-review" aria-labelledby="review-title">
      <h3 id="review-title">{d.reviewTitle}</h3>
      {review ? (
        <Alert tone="success">{reviewAcknowledgement(review)}</Alert>
      ) : (
        <Form
          of={form}
          className="approval-form"
          onSubmit={(output) =>
            submit(
              () => requestReview(uuid, output),
              (answer) => {
                setReview(answer.review);
                return 'idle';
              },
            )
          }
        >
          <p>{d.reviewIntro}</p>
          <Field of={form} path={['punct_de_vedere']}>
            {(field) => (
              <TextArea
                field={field}
                label={d.reviewLabel}
                rows={5}
                hint={fill(d.reviewHint, { max: formatNumber(POINT_OF_VIEW_MAX) })}
              />
            )}
          </Field>
          <FormFooter status={status} label={d.reviewSubmit} />
        </Form>
      )}
    </section>
  );
}
