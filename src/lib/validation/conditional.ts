/**
 * Fields that only exist because of another answer (delay questions after "had credits: yes",
 * CAEN for a PFA, ...). The field's base schema accepts it empty; `requiredWhen` then runs the
 * field's full rule when the condition holds and reports its message on the field's own path, so
 * every error of a submit shows at once and lands where the form displays it.
 */
import * as v from 'valibot';

type Entries = Record<string, unknown>;

/**
 * requiredWhen(['avut_credite'], 'avut_intarzieri_credit', (i) => i.avut_credite === 1, rule)
 * Skipped while one of `dependsOn` is itself invalid: its own message is the one to show.
 */
export function requiredWhen<TInput extends Entries>(
  dependsOn: readonly (keyof TInput & string)[],
  key: keyof TInput & string,
  applies: (input: TInput) => boolean,
  rule: v.GenericSchema,
) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const blocked = dataset.issues?.some((issue) => {
      const first = issue.path?.[0]?.key;
      return typeof first === 'string' && (dependsOn as readonly string[]).includes(first);
    });
    const input = dataset.value as TInput;
    if (blocked || !applies(input)) return;
    const result = v.safeParse(rule, input[key]);
    const issue = result.issues?.[0];
    if (!issue) return;
    addIssue({
      message: issue.message,
      path: [{ type: 'object', origin: 'value', input, key, value: input[key] }],
    });
  });
}

/** Drops answers that a condition made irrelevant, so they are never stored. */
export function omitWhen<TOutput extends Entries, TKey extends keyof TOutput>(
  keys: readonly TKey[],
  irrelevant: (output: TOutput) => boolean,
) {
  return (output: TOutput): TOutput => {
    if (!irrelevant(output)) return output;
    const copy = { ...output };
    for (const key of keys) delete copy[key];
    return copy;
  };
}
