import type { Draft } from '../../stores/order-in-progress.ts';

/** What the wizard hands every step after the contact step. */
export interface StepProps {
  readonly uuid: string;
  /** Called once the server has stored the step; the wizard decides where to go. */
  readonly onDone: () => void;
  /** The tab's unsent answers of this step (a reload keeps them), laid over what it opens with. */
  readonly draft?: Draft | undefined;
}

/**
 * A form's first input: `base` (empty rows, saved answers) with the draft over it. A draft is only
 * checked for its shape when read (stores/order-in-progress.ts); the step's schema checks the
 * answers when they are sent, as it does for typed ones.
 */
export function withDraft<T extends object>(base: T, draft: Draft | undefined): T {
  return draft ? ({ ...base, ...draft } as T) : base;
}
