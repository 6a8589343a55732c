/** Testing-library queries on the rendered order summary, shared by its component tests. */
import { screen, within } from '@testing-library/react';
import { roSummary } from '../../../i18n/ro.ts';

export const summaryRegion = (): HTMLElement => screen.getByRole('region', { name: roSummary.title });

/** The figure next to a label: the <dd> of the <dt> with that text. */
export function summaryValue(label: string): string {
  const term = within(summaryRegion())
    .getAllByRole('term')
    .find((node) => node.textContent === label);
  return term?.nextElementSibling?.textContent ?? `no line ${label}`;
}
