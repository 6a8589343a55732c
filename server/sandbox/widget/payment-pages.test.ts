import { renderCardFormPage, renderChallengePage, renderPaymentResultPage } from './payment-pages.ts';

const ctx = { token: 'tok_"1"', parentOrigin: 'https://shop.example', amountRon: 1095.05, amountEur: 220 };

describe('renderCardFormPage', () => {
  it('posts the card to the sandbox with the token and shop origin escaped', () => {
    const html = renderCardFormPage(ctx);
    expect(html).toContain('<html lang="ro">');
    expect(html).toContain('action="/sandbox/payment/charge"');
    expect(html).toContain('value="tok_&quot;1&quot;"');
    expect(html).toContain('Suma de plata: 1.095,05 lei (220,00 EUR)');
    expect(html).toContain('Plateste 1.095,05 lei');
    expect(html).toContain('Mod de test');
    expect(html).not.toContain('aria-invalid="true"');
  });

  it.each([
    ['number', 'Numarul cardului nu este valid.'],
    ['expiry', 'Data expirarii nu este valida sau cardul a expirat.'],
    ['cvc', 'Codul CVC trebuie sa contina 3 cifre.'],
  ] as const)('marks a bad %s field and links its message', (name, message) => {
    const html = renderCardFormPage(ctx, { errors: [name], number: '4111<b>', expiry: '01/20' });
    expect(html).toContain(`aria-describedby="${name}-error"`);
    expect(html).toContain(`<p class="error" id="${name}-error">${message}</p>`);
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="4111&lt;b&gt;"');
  });
});

describe('renderChallengePage', () => {
  it('offers approve and refuse for the card', () => {
    const html = renderChallengePage(ctx, '3220');
    expect(html).toContain('action="/sandbox/payment/challenge"');
    expect(html).toContain('name="decision" value="approve"');
    expect(html).toContain('name="decision" value="refuse"');
    expect(html).toContain('cardul terminat in 3220');
  });
});

describe('renderPaymentResultPage', () => {
  it.each(['success', 'failed', 'invalid'] as const)('posts %s to the shop origin only', (status) => {
    const html = renderPaymentResultPage(
      'https://shop.example',
      status,
      status === 'invalid' ? null : 'pay_1',
    );
    expect(html).toContain(`"type":"sandbox-payment","status":"${status}"`);
    expect(html).toContain(', "https://shop.example");');
  });

  it('cannot be broken out of by the embedded values', () => {
    const html = renderPaymentResultPage(
      'https://shop.example',
      'success',
      '</script><script>alert(1)</script>',
    );
    expect(html).not.toContain('</script><script>alert(1)');
  });
});
