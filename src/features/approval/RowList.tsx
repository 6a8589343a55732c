/**
 * Repeatable rows (credit contracts, credit cards, other incomes): each row is a few fields,
 * rows can be added and removed, and half-filled rows are simply not sent (the schema keeps only
 * complete rows). Generic over the form because the co-debtor reuses the same rows.
 */
import { Field, FieldArray, insert, remove } from '@formisch/react';
import type { DynamicForm } from '../../components/form/dynamic-form.ts';
import { choiceField, textField } from '../../components/form/form-field.ts';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { fill, roApproval } from '../../i18n/ro.ts';
import type { Option } from './form-support.ts';

export interface RowColumn {
  readonly key: string;
  readonly label: string;
  /** A select when given, else a decimal text input. */
  readonly options?: readonly Option[];
}

export interface RowListProps {
  readonly form: DynamicForm;
  readonly name: string;
  readonly legend: string;
  readonly columns: readonly RowColumn[];
  readonly addLabel: string;
}

const o = roApproval.obligations;

export function RowList({ form, name, legend, columns, addLabel }: RowListProps) {
  return (
    <FieldArray of={form} path={[name]}>
      {(array) => (
        <fieldset>
          <legend>{legend}</legend>
          {array.items.map((item, index) => {
            const row = fill(o.row, { row: index + 1 });
            return (
              <fieldset key={item} className="approval-row" aria-label={`${legend}: ${row}`}>
                {columns.map((column) => (
                  <Field key={column.key} of={form} path={[name, index, column.key]}>
                    {(field) =>
                      column.options ? (
                        <SelectField
                          field={choiceField(field)}
                          label={column.label}
                          placeholder={roApproval.chooseOption}
                          options={column.options}
                        />
                      ) : (
                        <TextField field={textField(field)} label={column.label} inputMode="decimal" />
                      )
                    }
                  </Field>
                ))}
                <button
                  type="button"
                  className="approval-link-button"
                  onClick={() => remove(form, { path: [name], at: index })}
                >
                  {fill(o.remove, { row: index + 1 })}
                </button>
              </fieldset>
            );
          })}
          <button
            type="button"
            className="approval-link-button"
            onClick={() => insert(form, { path: [name], initialInput: {} })}
          >
            {addLabel}
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}
