// @vitest-environment jsdom
import { Field, Form, useForm } from '@formisch/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './CheckboxField.tsx';
import { FileField } from './FileField.tsx';
import { SelectField } from './SelectField.tsx';
import { TextArea } from './TextArea.tsx';
import { DateField, TextField } from './TextField.tsx';

const schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('Nume lipsa')),
  note: v.pipe(v.string(), v.minLength(3, 'Nota scurta')),
  kind: v.pipe(v.string(), v.nonEmpty('Alege tipul')),
  day: v.pipe(v.string(), v.nonEmpty('Data lipsa')),
  agree: v.pipe(v.optional(v.boolean(), false), v.literal(true, 'Bifeaza')),
  file: v.file('Fisier lipsa'),
});

function Sample({ onSubmit }: { onSubmit: (output: v.InferOutput<typeof schema>) => void }) {
  const form = useForm({ schema });
  return (
    <Form of={form} onSubmit={(output) => onSubmit(output)}>
      <Field of={form} path={['name']}>
        {(field) => <TextField field={field} label="Nume" required hint="Ca in buletin" />}
      </Field>
      <Field of={form} path={['note']}>
        {(field) => <TextArea field={field} label="Nota" rows={3} />}
      </Field>
      <Field of={form} path={['kind']}>
        {(field) => (
          <SelectField
            field={field}
            label="Tip"
            placeholder="Alege"
            options={[{ value: 'a', label: 'Varianta A' }]}
            required
          />
        )}
      </Field>
      <Field of={form} path={['day']}>
        {(field) => <DateField field={field} label="Zi" required />}
      </Field>
      <Field of={form} path={['agree']}>
        {(field) => <CheckboxField field={field} label="Sunt de acord" required />}
      </Field>
      <Field of={form} path={['file']}>
        {(field) => <FileField field={field} label="Extras" accept="application/pdf" required />}
      </Field>
      <button type="submit">Trimite</button>
    </Form>
  );
}

afterEach(cleanup);

describe('form fields', () => {
  it.each([
    ['Nume', 'Nume lipsa'],
    ['Nota', 'Nota scurta'],
    ['Tip', 'Alege tipul'],
    ['Zi', 'Data lipsa'],
    ['Sunt de acord', 'Bifeaza'],
    ['Extras', 'Fisier lipsa'],
  ])('%s shows its error next to it, linked by aria-describedby', async (label, message) => {
    const user = userEvent.setup();
    render(<Sample onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    const control = screen.getByLabelText(new RegExp(`^${label}`));
    expect(control.getAttribute('aria-invalid')).toBe('true');
    const describedBy = control.getAttribute('aria-describedby') ?? '';
    const texts = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain(message);
  });

  it('marks required controls and links the hint', () => {
    render(<Sample onSubmit={vi.fn()} />);
    const name = screen.getByLabelText(/^Nume/);
    expect(name.hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/^Nota/).hasAttribute('required')).toBe(false);
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Ca in buletin',
    );
  });

  it('binds every control to the form and submits the typed values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    const pdf = new File(['%PDF-1.4'], 'extras.pdf', { type: 'application/pdf' });
    await user.type(screen.getByLabelText(/^Nume/), 'Ana');
    await user.type(screen.getByLabelText(/^Nota/), 'salut');
    await user.selectOptions(screen.getByLabelText(/^Tip/), 'a');
    await user.type(screen.getByLabelText(/^Zi/), '2026-05-04');
    await user.click(screen.getByLabelText(/^Sunt de acord/));
    await user.upload(screen.getByLabelText(/^Extras/), pdf);
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ana',
      note: 'salut',
      kind: 'a',
      day: '2026-05-04',
      agree: true,
      file: pdf,
    });
    expect(screen.getByLabelText(/^Nota/).getAttribute('rows')).toBe('3');
  });
});
