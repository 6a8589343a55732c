import type { IdentificationStatus } from '../orders/order.ts';
import { resolutionUrl } from './identification.ts';
import { renderIdentificationPage } from './identification-pages.ts';

const ctx = (status: IdentificationStatus | null, consentMissing = false) => ({
  orderUuid: 'u-1',
  productName: 'Skoda Octavia <Combi>',
  status,
  returnUrl: (marker: Parameters<typeof resolutionUrl>[2]) =>
    resolutionUrl('https://shop.example', 'u-1', marker),
  consentMissing,
});

describe('renderIdentificationPage', () => {
  it.each<[IdentificationStatus | null, string[], string[]]>([
    [null, ['value="consent"', 'name="consent"'], ['value="video_success"']],
    ['error1', ['value="consent"'], ['value="sign_success"']],
    ['error2', ['value="consent"'], []],
    [
      'consented',
      ['value="video_success"', 'value="video_error1"', 'value="video_error2"', 'value="video_fail"'],
      ['value="consent"'],
    ],
    [
      'identified',
      ['href="/sandbox/identification/u-1/contract.pdf"', 'value="sign_success"', 'value="sign_fail"'],
      [],
    ],
    ['signed', ['href="https://shop.example/rezolutie/u-1?status=success"'], ['<form']],
    ['error3', ['?status=error3"'], ['<form']],
    ['error4', ['?status=error4"'], ['<form']],
  ])('state %s', (status, present, absent) => {
    const html = renderIdentificationPage(ctx(status));
    for (const text of present) expect(html).toContain(text);
    for (const text of absent) expect(html).not.toContain(text);
    expect(html).toContain('Mod de test');
    expect(html).toContain('Skoda Octavia &lt;Combi&gt;');
  });

  it('posts every action to the order page', () => {
    expect(renderIdentificationPage(ctx('consented'))).toContain('action="/sandbox/identification/u-1"');
  });

  it('marks a missing consent', () => {
    const html = renderIdentificationPage(ctx(null, true));
    expect(html).toContain('aria-describedby="consent-error"');
    expect(html).toContain('Camp obligatoriu');
  });
});
