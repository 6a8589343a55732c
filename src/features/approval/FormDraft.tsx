/**
 * Keeps a wizard form's input as this tab's draft (stores/order-in-progress.ts, sessionStorage) on
 * every change, so a reload does not empty the step. A component of its own: reading the whole
 * form's input re-renders whoever reads it on every keystroke, and this renders nothing.
 * The step clears its draft once the server has stored the answers.
 */
import { type FormStore, useField } from '@formisch/react';
import { useEffect, useRef } from 'react';
import { type Draft, readDraft, saveDraft } from '../../stores/order-in-progress.ts';

export interface FormDraftProps {
  // biome-ignore lint/suspicious/noExplicitAny: any step's form; only its whole input is read.
  readonly form: FormStore<any>;
  readonly step: number;
  /** The answers kept, when the form also holds what is not the shopper's (step 1's hidden terms). */
  readonly keys?: readonly string[];
}

/** The form's input as a draft: only `keys` when given, and only what a draft can hold. */
export function draftOf(input: unknown, keys?: readonly string[]): Draft {
  const answers =
    keys && typeof input === 'object' && input !== null
      ? Object.fromEntries(Object.entries(input).filter(([key]) => keys.includes(key)))
      : input;
  // Through JSON as it will be stored: undefined answers go, as they would on the next read.
  return readDraft(JSON.parse(JSON.stringify(answers ?? {}))) ?? {};
}

export function FormDraft({ form, step, keys }: FormDraftProps) {
  // The root path: the whole form's input, which subscribes this component to every field.
  const input: unknown = useField(form, { path: [] as unknown as ['_'] }).input;
  const text = JSON.stringify(draftOf(input, keys));
  // The input as the step opened (its saved answers or draft) is no change worth keeping.
  const opened = useRef(text);
  useEffect(() => {
    if (text !== opened.current) saveDraft(step, JSON.parse(text) as Draft);
  }, [text, step]);
  return null;
}
