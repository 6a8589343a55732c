/**
 * The human-review request of a refused applicant (issue 15.4; CCD II art. 18(8)(c): the right to
 * express one's point of view and contest): `POST /client-order/{uuid}/review` and its form share it.
 */
import * as v from 'valibot';
import { optionalString } from '../../lib/validation/rules.ts';
import { TEXT_MAX } from '../../lib/validation/text.ts';

/** 2,000 characters, like any free message. */
export const POINT_OF_VIEW_MAX = TEXT_MAX.message;

/** Days staff have to answer (GDPR art. 12(3): within one month of the request). */
export const REVIEW_ANSWER_DAYS = 30;

export const reviewSchema = v.object({
  punct_de_vedere: optionalString(POINT_OF_VIEW_MAX),
});

export type ReviewInput = v.InferInput<typeof reviewSchema>;
export type ReviewRequest = v.InferOutput<typeof reviewSchema>;
