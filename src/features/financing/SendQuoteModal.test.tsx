// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressForms } from '../../domain/address-form.ts';
import { DEFAULT_SUBSCRIPTION_PARAMS } from '../../domain/financing/financing-params.ts';
import { withQuote } from '../../domain/financing/quote-url.ts';
import { SEND_QUOTE_HASH } from '../../domain/financing/saved-quote-address.ts';
import { roContent, roQuoteOffer, roValidation } from '../../i18n/ro.ts';
import { openHash } from '../../lib/on-demand/hash-request.ts';
import { SendQuoteModal } from './SendQuoteModal.tsx';

const t = roQuoteOffer;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const email = () => screen.getByLabelText(new RegExp(`^${t.emailLabel}`)) as HTMLInputElement;
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: t.submit }));

function modal(product: 'financing' | 'subscription' = 'financing') {
  render(<SendQuoteModal sku="B-2041" productName="Dacia Duster" product={product} />);
}

async function open(address: string, product: 'financing' | 'subscription' = 'financing') {
  window.history.replaceState(null, '', address);
  modal(product);
  act(() => openHash(window, SEND_QUOTE_HASH));
  return screen.findByRole('dialog', { name: t.dialogTitle });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), 'ana@exemplu.ro');
  await user.click(screen.getByRole('checkbox'));
}

beforeEach(() => window.history.replaceState(null, '', '/masina/B-2041'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SendQuoteModal', () => {
  it('renders nothing until asked', () => {
    modal();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on #trimite-oferta with the car, the 30 days and the data-protection link', async () => {
    const dialog = await open('/masina/B-2041?tip=credit&luni=48&avans=35#trimite-oferta');
    expect(dialog.textContent).toContain('Dacia Duster');
    expect(dialog.textContent).toContain('30 de zile');
    expect(screen.getByRole('link', { name: new RegExp(roContent.dataProtectionLink) })).toBeTruthy();
  });

  it('shows the Romanian messages next to the fields and sends nothing when empty', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    await open('/masina/B-2041?tip=credit&luni=48&avans=35');
    await submit(user);
    expect(await screen.findByText(roValidation.emailRequired)).toBeTruthy();
    expect(screen.getByText(roValidation.dataProtection)).toBeTruthy();
    await user.type(email(), 'ana@exemplu');
    await submit(user);
    expect(await screen.findByText(roValidation.emailInvalid)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each<[string, string, 'financing' | 'subscription', string]>([
    [
      'the address’s quote',
      '?tip=leasing&persoana=pj&moneda=eur&luni=36&avans=20&rezidual=10',
      'financing',
      'tip=leasing&persoana=pj&moneda=eur&luni=36&avans=20&rezidual=10',
    ],
    [
      'a subscription’s defaults when the address has none',
      '',
      'subscription',
      withQuote('', DEFAULT_SUBSCRIPTION_PARAMS),
    ],
    [
      'the quote read canonically (other parameters left out)',
      '?utm_source=ziar&tip=credit&luni=48&avans=35',
      'financing',
      'tip=credit&luni=48&avans=35',
    ],
  ])('sends %s with the e-mail, then states the validity', async (_case, search, product, terms) => {
    const fetch = vi.fn(async () => json(201, { expires_at: '2026-12-28T12:15:00.000Z' }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    await open(`/masina/B-2041${search}`, product);
    await fillValid(user);
    await submit(user);
    expect(
      await screen.findByText('Ti-am trimis oferta. Este valabila pana la 28.12.2026, ora 14:15.'),
    ).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/saved-quotes$/);
    expect(JSON.parse(String(init.body))).toEqual({
      sku: 'B-2041',
      terms,
      email: 'ana@exemplu.ro',
      data_protection: true,
    });
    expect(email().value).toBe('');
  });

  it('speaks "tu" only: intro, field errors and the success message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(201, { expires_at: '2026-12-28T12:15:00.000Z' })),
    );
    const user = userEvent.setup();
    const dialog = await open('/masina/B-2041?tip=credit&luni=48&avans=35');
    const forms = () => [...addressForms(dialog.textContent ?? '')];
    expect(forms()).toEqual(['tu']);
    await submit(user);
    expect(await screen.findByText(roValidation.emailRequired)).toBeTruthy();
    expect(forms()).toEqual(['tu']);
    await fillValid(user);
    await submit(user);
    await screen.findByText(/Ti-am trimis oferta/);
    expect(forms()).toEqual(['tu']);
  });

  it('shows the server’s message about the terms above the button, keeping the e-mail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, { message: t.termsNotOffered, errors: { terms: t.termsNotOffered } })),
    );
    const user = userEvent.setup();
    await open('/masina/B-2041?tip=credit&luni=48&avans=35');
    await fillValid(user);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(t.termsNotOffered);
    expect(email().value).toBe('ana@exemplu.ro');
  });
});
