/** Texts of the sandbox pages and the generated contract (src/i18n/ro.ts, group `sandbox`). */
import { ro } from '../../src/i18n/ro.ts';

export const sandboxText = ro.sandbox;

/** Printed on the generated contract (ASCII only: the PDF uses a standard font). */
export const contractText = ro.sandbox.contract;
