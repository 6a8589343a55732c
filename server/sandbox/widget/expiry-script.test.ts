// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ro } from '../../../src/i18n/ro.ts';
import { renderCardFormPage } from './payment-pages.ts';

const ctx = { token: 'tok_1', parentOrigin: 'https://shop.example', amountRon: 1100, amountEur: 220 };

/** The card form page as the frame shows it: its markup, then its inline script run. */
function openCardForm(state?: Parameters<typeof renderCardFormPage>[1]) {
  const page = new DOMParser().parseFromString(renderCardFormPage(ctx, state), 'text/html');
  document.body.innerHTML = page.body.innerHTML;
  for (const script of page.querySelectorAll('script')) new Function(script.textContent ?? '')();
  return screen.getByLabelText(ro.sandbox.cardExpiry) as HTMLInputElement;
}

afterEach(cleanup);

describe('the card form expiry field', () => {
  it.each([
    ['1229', '12/29'],
    ['12', '12/'],
    ['1', '1'],
    ['4', '04/'],
    ['0429', '04/29'],
    ['12/29', '12/29'],
    ['122945', '12/29'],
    ['12a2b9', '12/29'],
  ])('typing %s shows %s', async (typed, shown) => {
    const expiry = openCardForm();
    await userEvent.type(expiry, typed);
    expect(expiry.value).toBe(shown);
  });

  it('backspace removes the slash and then the digits', async () => {
    const expiry = openCardForm();
    await userEvent.type(expiry, '12');
    expect(expiry.value).toBe('12/');
    await userEvent.type(expiry, '{Backspace}');
    expect(expiry.value).toBe('12');
    await userEvent.type(expiry, '{Backspace}');
    expect(expiry.value).toBe('1');
    await userEvent.type(expiry, '229');
    expect(expiry.value).toBe('12/29');
  });

  it('keeps the valid fields shown after an error and clears the CVC', () => {
    const expiry = openCardForm({ errors: ['cvc'], number: '4111 1111 1111 1111', expiry: '12/29' });
    expect(expiry.value).toBe('12/29');
    expect((screen.getByLabelText(ro.sandbox.cardNumber) as HTMLInputElement).value).toBe(
      '4111 1111 1111 1111',
    );
    expect((screen.getByLabelText(ro.sandbox.cardCvc) as HTMLInputElement).value).toBe('');
  });
});
