/**
 * Told before the pre-approval runs (issue 15.4; GDPR art. 13(2)(f) and 22, CCD II art. 18): the
 * decision is automated, which data it uses, which it never uses, and that a refusal can be
 * reviewed by a person.
 */
import { roDecision } from '../../i18n/ro.ts';

export function AutomatedDecisionNotice() {
  const d = roDecision;
  return (
    <section className="approval-notice" aria-labelledby="automated-decision-title">
      <h3 id="automated-decision-title">{d.automatedTitle}</h3>
      <p>{d.automated}</p>
      <p>{d.automatedSources}</p>
      <p>{d.automatedExcluded}</p>
      <p>{d.automatedReview}</p>
    </section>
  );
}
