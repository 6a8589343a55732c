/** Select options for the wizard's forms. */
import { roCommon } from '../../i18n/ro.ts';

export interface Option {
  readonly value: string;
  readonly label: string;
}

/** Select options from a label map: optionsOf({ '1': 'SRL' }) → [{ value: '1', label: 'SRL' }]. */
export function optionsOf(
  labels: Readonly<Record<string, string>>,
  only?: readonly (string | number)[],
): Option[] {
  const keys = only ? only.map(String) : Object.keys(labels);
  return keys.flatMap((value) => {
    const label = labels[value];
    return label === undefined ? [] : [{ value, label }];
  });
}

export const yesNoOptions: readonly Option[] = [
  { value: '1', label: roCommon.yes },
  { value: '0', label: roCommon.no },
];
