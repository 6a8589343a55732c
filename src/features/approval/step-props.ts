/** What the wizard hands every step after the contact step. */
export interface StepProps {
  readonly uuid: string;
  /** Called once the server has stored the step; the wizard decides where to go. */
  readonly onDone: () => void;
}
