// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roCommon, roContent, roValidation } from '../../i18n/ro.ts';
import { RefundForm } from './RefundForm.tsx';

const VALID_IBAN = 'RO49AAAA1B31007593840000';
const pdf = () => new File(['%PDF-1.7 extras'], 'extras.pdf', { type: 'application/pdf' });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const setupUser = () => userEvent.setup({ applyAccept: false });

async function fillValid(user: ReturnType<typeof setupUser>, file: File = pdf()) {
  await user.type(field(roContent.payerNameLabel), 'Ana Pop');
  await user.type(field(roContent.paymentValueLabel.replace(/[()]/g, '.')), '1.234,56');
  await user.type(field(roContent.paymentDateLabel), '2026-01-15');
  await user.selectOptions(field(roContent.financialProductLabel), roContent.productLeasing);
  await user.type(field(roContent.accountLabel), 'ro49 aaaa 1b31 0075 9384 0000');
  await user.upload(field(roContent.fileLabel.replace(/[()]/g, '.')), file);
  await user.click(screen.getByRole('checkbox', { name: new RegExp(roContent.dataProtectionLink) }));
  await user.click(screen.getByRole('checkbox', { name: new RegExp(roContent.termsLink) }));
}

const submit = (user: ReturnType<typeof setupUser>) =>
  user.click(screen.getByRole('button', { name: roCommon.send }));

function pendingFetch() {
  let answer: (response: Response) => void = () => {};
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (response: Response) => act(async () => answer(response)) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RefundForm validation', () => {
  it('shows every required-field message of the spec on an empty submit', async () => {
    const user = setupUser();
    render(<RefundForm />);
    await submit(user);
    for (const message of [
      roValidation.nameRequired,
      roValidation.paymentValueRequired,
      roValidation.paymentDateRequired,
      roValidation.chooseOption,
      roValidation.ibanRequired,
      roValidation.statementRequired,
      roValidation.dataProtection,
      roValidation.terms,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByText(roValidation.emailInvalid)).toBeNull();
  });

  it('offers the three financial products', () => {
    render(<RefundForm />);
    const options = Array.from(field(roContent.financialProductLabel).querySelectorAll('option'));
    expect(options.slice(1).map((option) => option.textContent)).toEqual([
      roContent.productCredit,
      roContent.productLeasing,
      roContent.productSubscription,
    ]);
  });

  it('normalises the IBAN when leaving the field', async () => {
    const user = setupUser();
    render(<RefundForm />);
    await user.type(field(roContent.accountLabel), 'ro49 aaaa 1b31 0075 9384 0000');
    await user.tab();
    expect(field(roContent.accountLabel).value).toBe(VALID_IBAN);
  });

  it.each([
    ['wrong check digits', 'RO49AAAA1B31007593840001', roValidation.ibanInvalid],
    ['too short', 'RO49AAAA1B3100759384', roValidation.ibanInvalid],
  ])('refuses an IBAN with %s', async (_case, iban, message) => {
    const user = setupUser();
    render(<RefundForm />);
    await user.type(field(roContent.accountLabel), iban);
    await submit(user);
    const account = field(roContent.accountLabel);
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('refuses a file that is not a PDF', async () => {
    const user = setupUser();
    render(<RefundForm />);
    await user.upload(
      field(roContent.fileLabel.replace(/[()]/g, '.')),
      new File(['x'], 'poza.png', { type: 'image/png' }),
    );
    await submit(user);
    expect(screen.getByText(roValidation.pdfOnly)).toBeTruthy();
  });
});

describe('RefundForm sending', () => {
  it('waits, then shows the green alert and resets; sends multipart with the file and a key', async () => {
    const { fetch, answer } = pendingFetch();
    const user = setupUser();
    render(<RefundForm />);
    const file = pdf();
    await fillValid(user, file);
    await submit(user);
    expect(screen.getByRole('status').textContent).toBe(roCommon.waiting);
    expect(screen.getByRole('button', { name: roCommon.send }).getAttribute('aria-busy')).toBe('true');

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/refunds');
    const body = init.body as FormData;
    expect(body.get('payer_name')).toBe('Ana Pop');
    expect(body.get('payment_value')).toBe('1.234,56');
    expect(body.get('financial_product')).toBe('leasing_clasic');
    expect(body.get('account')).toBe(VALID_IBAN);
    expect(body.get('terms')).toBe('true');
    expect((body.get('file') as File).name).toBe('extras.pdf');
    expect(init.headers).toHaveProperty('Idempotency-Key');

    await answer(new Response('{"id":1}', { status: 201 }));
    expect(screen.getByRole('status').textContent).toBe(roCommon.success);
    expect(field(roContent.payerNameLabel).value).toBe('');
  });

  it('shows the server message in red and 422 field messages next to their fields', async () => {
    const { answer } = pendingFetch();
    const user = setupUser();
    render(<RefundForm />);
    await fillValid(user);
    await submit(user);
    await answer(
      new Response(
        JSON.stringify({ message: 'Cererea nu a putut fi salvata', errors: { file: 'Nu este PDF' } }),
        {
          status: 422,
        },
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('Cererea nu a putut fi salvata');
    const file = field(roContent.fileLabel.replace(/[()]/g, '.'));
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Nu este PDF')).toBeTruthy();
  });

  it('keeps every typed value and the file when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const user = setupUser();
    render(<RefundForm />);
    const file = pdf();
    await fillValid(user, file);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(roCommon.serverUnreachable);
    expect(field(roContent.payerNameLabel).value).toBe('Ana Pop');
    expect(field(roContent.accountLabel).value).toBe(VALID_IBAN);
    expect(field(roContent.fileLabel.replace(/[()]/g, '.')).files?.[0]).toBe(file);
  });
});
