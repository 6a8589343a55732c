/**
 * Fields that only exist because of another answer (delay questions after "had credits: yes",
 * CAEN for a PFA, guarantor data once a guarantor is added). The field's base schema accepts it
 * empty; `conditionalFields` runs the field's full rule when its condition holds and reports the
 * message on the field's own path, so every error of a submit shows at once, where the form shows
 * it. `withoutIrrelevant` then drops answers a condition made irrelevant, so they are never stored.
 */
import * as v from 'valibot';

type Entries = Record<string, unknown>;

export type ConditionalField<TInput extends Entries> = {
  readonly key: keyof TInput & string;
  /** While one of these is itself invalid, its own message is the one to show. */
  readonly dependsOn: readonly (keyof TInput & string)[];
  readonly when: (input: TInput) => boolean;
  readonly rule: v.GenericSchema;
  /** A field every input has, that the condition only makes stricter: never dropped. */
  readonly alwaysPresent?: true;
};

export function conditionalFields<TInput extends Entries>(fields: readonly ConditionalField<TInput>[]) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const input = dataset.value as TInput;
    const invalidKeys = new Set(dataset.issues?.map((issue) => issue.path?.[0]?.key));
    for (const field of fields) {
      if (field.dependsOn.some((key) => invalidKeys.has(key)) || !field.when(input)) continue;
      const value = input[field.key];
      const issue = v.safeParse(field.rule, value).issues?.[0];
      if (issue) {
        addIssue({
          message: issue.message,
          path: [{ type: 'object', origin: 'value', input, key: field.key, value }],
        });
      }
    }
  });
}

export function withoutIrrelevant<TOutput extends Entries>(fields: readonly ConditionalField<TOutput>[]) {
  return (output: TOutput): TOutput => {
    const copy: Entries = { ...output };
    for (const field of fields) if (!(field.alwaysPresent || field.when(output))) delete copy[field.key];
    return copy as TOutput;
  };
}

/** `object` with its conditional fields: each checked while it applies, dropped from the output when it does not. */
export function withConditionalFields<TSchema extends v.GenericSchema<unknown, Entries>>(
  object: TSchema,
  fields: readonly ConditionalField<v.InferOutput<TSchema>>[],
) {
  return v.pipe(object, conditionalFields(fields), v.transform(withoutIrrelevant(fields)));
}
