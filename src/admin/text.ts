/** The back office's texts for components (one import), and `{name}` filling. */
import { roBackOffice } from '../i18n/ro/back-office.ts';

export const t = roBackOffice.backOffice;

export const fillText = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** { id, name } choices of a label map: { 1: 'Abonament' } → [{ id: 1, name: 'Abonament' }]. */
export const choicesOf = (labels: Record<string | number, string>, numeric = true) =>
  Object.entries(labels).map(([id, name]) => ({ id: numeric ? Number(id) : id, name }));
