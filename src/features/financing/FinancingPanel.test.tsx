// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { computeFinancingOffer, financialPackagePrice } from '../../domain/financing/financing-offer.ts';
import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from '../../domain/financing/financing-params.ts';
import { monthlyInstalmentText } from '../../domain/financing/offer-text.ts';
import { financingPaymentInfo } from '../../domain/financing/payment-info-builder.ts';
import { packFinancingInfo } from '../../domain/financing/payment-info-codec.ts';
import { formatEur, formatRon } from '../../domain/format.ts';
import { roundMoney } from '../../domain/money.ts';
import { roCatalog, roFinancing } from '../../i18n/ro.ts';
import { provideIslandData } from '../../lib/html/island-data.ts';
import { $financialPackagePrice, $financingParams } from '../../stores/financing.ts';
import { $carSKU } from '../../stores/order.ts';
import { FinancingPanel } from './FinancingPanel.tsx';
import { FinancingPanelIsland, financingTablesId } from './FinancingPanelIsland.tsx';
import { freshPanelPage } from './panel-page.fixture.ts';

const info = financingPaymentInfo(23_450, 4.97);
const SKU = 'B-2041';
const text = roFinancing;

function panel(overrides: Partial<Parameters<typeof FinancingPanel>[0]> = {}) {
  return <FinancingPanel sku={SKU} visibility={2} paymentInfo={info} {...overrides} />;
}

function cell(params: Partial<FinancingParams>) {
  const result = computeFinancingOffer(info, { ...DEFAULT_FINANCING_PARAMS, ...params });
  if (!result.ok) throw new Error('cell missing from the test tables');
  return result.offer;
}

const slider = (name: string) => screen.getByRole('slider', { name });
const monthlyShown = () => document.querySelector('.offer-monthly__amount')?.textContent;
/** The value of one row of the offer figures, found by its label. */
const figure = (label: string) =>
  [...document.querySelectorAll('.offer-figures div')]
    .find((row) => row.querySelector('dt')?.textContent === label)
    ?.querySelector('dd')?.textContent;

beforeEach(() => freshPanelPage());
afterEach(() => cleanup());

describe('FinancingPanel', () => {
  it('renders the default credit offer in its server HTML', () => {
    const html = renderToString(panel());
    expect(html).toContain(monthlyInstalmentText(cell({}).monthly, 1));
    expect(html).toContain(roCatalog.cascoVatIncluded);
  });

  it('switching to leasing sets the down payment to 50 and saves every store', async () => {
    const user = userEvent.setup();
    render(panel());
    await user.click(screen.getByRole('radio', { name: text.leasing }));
    expect(slider(text.downPayment).getAttribute('aria-valuetext')).toBe('50%');
    const expected = { ...DEFAULT_FINANCING_PARAMS, type: 'leasing' as const, upFront: 50 };
    expect($financingParams.get()).toEqual(expected);
    const price = financialPackagePrice(info, expected);
    expect($financialPackagePrice.get()).toEqual(price.ok ? price.price : 'missing');
    expect($carSKU.get()).toBe(SKU);
    expect(monthlyShown()).toBe(monthlyInstalmentText(cell(expected).monthly, 1));
    expect(screen.getByRole('slider', { name: text.residualValue })).toBeTruthy();
  });

  it('switching back to credit sets 55 %, RON and an individual', async () => {
    const user = userEvent.setup();
    render(panel());
    await user.click(screen.getByRole('radio', { name: text.leasing }));
    await user.click(screen.getByRole('radio', { name: text.company }));
    await user.click(screen.getByRole('radio', { name: text.eur }));
    fireEvent.change(slider(text.downPayment), { target: { value: '20' } });
    await user.click(screen.getByRole('radio', { name: text.credit }));
    expect($financingParams.get()).toMatchObject({ type: 'credit', upFront: 55, currency: 1, person: 1 });
    expect((screen.getByRole('radio', { name: text.company }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: text.eur }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('slider', { name: text.residualValue })).toBeNull();
  });

  it('shows a company the loan share divided by 1.21 and the whole CASCO premium', async () => {
    const user = userEvent.setup();
    render(panel());
    await user.click(screen.getByRole('radio', { name: text.leasing }));
    await user.click(screen.getByRole('radio', { name: text.company }));
    const table = info.leasing_juridica['50']?.residualRate['20']?.monthlyPayment['60'];
    if (!table) throw new Error('cell missing from the test tables');
    // Insurance carries no VAT: only the loan share of the instalment loses the 21 %.
    const loan = roundMoney((table.RON - table.cascoInsuranceRon) / 1.21);
    expect(monthlyShown()).toBe(monthlyInstalmentText(roundMoney(loan + table.cascoInsuranceRon), 1));
    expect(figure(text.cascoMonthly)).toBe(formatRon(table.cascoInsuranceRon, { financing: true }));
    expect(figure(text.fileAnalysis)).toBe(
      formatRon(roundMoney((info.analiza_dosar * info.exchangeRate) / 1.21), { financing: true }),
    );
    expect(screen.getByText(text.vatExcludedCascoIncluded)).toBeTruthy();
  });

  it.each([
    ['credit RON', {}, 1],
    ['leasing RON', { type: 'leasing', upFront: 30, residual: 10 }, 1],
    ['leasing EUR', { type: 'leasing', currency: 2, upFront: 30, residual: 10 }, 2],
  ] as const)('shows the file-analysis fee of %s in the offer currency', (_name, terms, currency) => {
    $financingParams.set({ ...DEFAULT_FINANCING_PARAMS, ...terms });
    render(panel());
    // The tables state the fee in EUR; a RON offer shows it converted at the tables' own rate.
    const fee =
      currency === 2
        ? formatEur(info.analiza_dosar_LFEURO, { financing: true })
        : formatRon(roundMoney(info.analiza_dosar * info.exchangeRate), { financing: true });
    expect(figure(text.fileAnalysis)).toBe(fee);
  });

  it('offers an individual in EUR leasing only 30, 40 and 50 %, priced at the EUR rate', async () => {
    const user = userEvent.setup();
    render(panel());
    await user.click(screen.getByRole('radio', { name: text.leasing }));
    fireEvent.change(slider(text.downPayment), { target: { value: '10' } });
    expect($financingParams.get().upFront).toBe(15);
    await user.click(screen.getByRole('radio', { name: text.eur }));
    const downPayment = slider(text.downPayment) as HTMLInputElement;
    expect([downPayment.min, downPayment.max, downPayment.step]).toEqual(['30', '50', '10']);
    expect(downPayment.getAttribute('aria-valuetext')).toBe('30%');
    const lfEuro = info.leasing_fizica['30']?.residualRate['20']?.monthlyPayment['60']?.LFEURO;
    expect(monthlyShown()).toBe(monthlyInstalmentText(lfEuro ?? -1, 2));
  });

  it.each([
    ['12', '12 luni (1 an)'],
    ['36', '36 de luni (3 ani)'],
  ])('duration %s months reads %s and reprices', (months, label) => {
    render(panel());
    fireEvent.change(slider(text.duration), { target: { value: months } });
    expect(slider(text.duration).getAttribute('aria-valuetext')).toBe(label);
    expect(monthlyShown()).toBe(monthlyInstalmentText(cell({ months: Number(months) }).monthly, 1));
  });

  it('says a combination is missing instead of showing a number', () => {
    const gap = structuredClone(info);
    delete gap.credit['25']?.monthlyPayment['24'];
    render(panel({ paymentInfo: gap }));
    fireEvent.change(slider(text.downPayment), { target: { value: '25' } });
    fireEvent.change(slider(text.duration), { target: { value: '24' } });
    expect(screen.getByText(text.missingCombination)).toBeTruthy();
    expect(monthlyShown()).toBeUndefined();
    expect(screen.queryByRole('link', { name: text.downloadSchedule })).toBeNull();
    expect((screen.getByRole('button', { name: text.reserveNow }) as HTMLButtonElement).disabled).toBe(true);
    expect($financialPackagePrice.get()).toBeNull();
  });

  it('links the schedule, the PID and the approval step for the chosen terms', async () => {
    const user = userEvent.setup();
    render(panel());
    await user.click(screen.getByRole('radio', { name: text.leasing }));
    const schedule = screen.getByRole('link', { name: text.downloadSchedule });
    const url = new URL(schedule.getAttribute('href') ?? '', 'http://shop');
    expect(url.pathname).toBe('/api/timetable');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      type: 'leasing',
      downpayment: '50',
      sku: SKU,
    });
    expect(schedule.getAttribute('download')).toBe(`scadentar-leasing-${SKU}.pdf`);
    expect(screen.getByRole('link', { name: text.downloadPid }).getAttribute('href')).toBe(
      '/storage/documents/pid_asigurare.pdf',
    );
    expect(screen.getByRole('link', { name: text.reserveNow }).getAttribute('href')).toBe(
      '/aprobare/leasing/1',
    );
  });

  it('starts from the saved parameters when this car can price them', () => {
    const saved: FinancingParams = {
      ...DEFAULT_FINANCING_PARAMS,
      type: 'leasing',
      upFront: 40,
      residual: 10,
      months: 36,
    };
    $financingParams.set(saved);
    render(panel());
    expect((screen.getByRole('radio', { name: text.leasing }) as HTMLInputElement).checked).toBe(true);
    expect(monthlyShown()).toBe(monthlyInstalmentText(cell(saved).monthly, 1));
  });

  it('ignores saved parameters this car cannot price', () => {
    const gap = structuredClone(info);
    delete gap.leasing_fizica['40'];
    $financingParams.set({ ...DEFAULT_FINANCING_PARAMS, type: 'leasing', upFront: 40 });
    render(panel({ paymentInfo: gap }));
    expect((screen.getByRole('radio', { name: text.credit }) as HTMLInputElement).checked).toBe(true);
  });

  describe('the quote in the address bar', () => {
    const leasing: FinancingParams = {
      ...DEFAULT_FINANCING_PARAMS,
      type: 'leasing',
      upFront: 40,
      residual: 10,
      months: 36,
    };

    it('a shared quote reopens its figures, over the visitor’s own terms, and becomes their choice', () => {
      $financingParams.set({ ...DEFAULT_FINANCING_PARAMS, months: 24 });
      window.history.replaceState(
        null,
        '',
        '/masini/b-2041?utm_source=ziar&tip=leasing&luni=36&avans=40&rezidual=10',
      );
      render(panel());
      expect((screen.getByRole('radio', { name: text.leasing }) as HTMLInputElement).checked).toBe(true);
      expect(monthlyShown()).toBe(monthlyInstalmentText(cell(leasing).monthly, 1));
      expect($financingParams.get()).toEqual(leasing);
    });

    it('each change is written into the address, other parameters kept', () => {
      window.history.replaceState(null, '', '/masini/b-2041?utm_source=ziar#oferta');
      render(panel());
      fireEvent.change(slider(text.duration), { target: { value: '48' } });
      expect(window.location.search).toBe('?utm_source=ziar&tip=credit&luni=48&avans=55');
      expect(window.location.hash).toBe('#oferta');
    });

    it('the visitor’s own terms are shown in the address; a quote for the other product is left alone', () => {
      $financingParams.set(leasing);
      window.history.replaceState(null, '', '/masini/b-2041');
      const first = render(panel());
      expect(window.location.search).toBe('?tip=leasing&persoana=pf&moneda=lei&luni=36&avans=40&rezidual=10');
      first.unmount();
      window.history.replaceState(null, '', '/masini/b-2041?tip=abonament&luni=6&km=2000');
      render(panel());
      expect(window.location.search).toBe('?tip=abonament&luni=6&km=2000');
    });

    it('a visitor who never chose opens the default offer and the address stays as linked', () => {
      window.history.replaceState(null, '', '/masini/b-2041');
      render(panel());
      expect(window.location.search).toBe('');
      expect(monthlyShown()).toBe(monthlyInstalmentText(cell({}).monthly, 1));
    });

    it('a quote this car cannot price falls back to the visitor’s terms', () => {
      const gap = structuredClone(info);
      delete gap.leasing_fizica['40'];
      window.history.replaceState(null, '', '/masini/b-2041?tip=leasing&avans=40');
      render(panel({ paymentInfo: gap }));
      expect((screen.getByRole('radio', { name: text.credit }) as HTMLInputElement).checked).toBe(true);
    });
  });

  describe('opened from the e-mail of "Trimite-mi oferta"', () => {
    const TOKEN = 'A'.repeat(43);
    const leasingQuote = 'tip=leasing&persoana=pf&moneda=lei&luni=36&avans=40&rezidual=10';
    const answer = (status: number, body: unknown) =>
      vi.fn(
        async () =>
          new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      );
    afterEach(() => vi.unstubAllGlobals());

    it('takes the saved terms, states until when they hold and starts the order with them', async () => {
      const fetch = answer(200, {
        status: 'valid',
        sku: SKU,
        terms: leasingQuote,
        expires_at: '2026-12-28T12:15:00.000Z',
      });
      vi.stubGlobal('fetch', fetch);
      window.history.replaceState(null, '', `/masina/${SKU}?oferta=${TOKEN}#oferta`);
      render(panel());
      const notice =
        'Oferta salvata, cu conditiile trimise pe e-mail. Este valabila pana la 28.12.2026, ora 14:15.';
      expect((await screen.findByText(notice)).closest('[role="status"]')).not.toBeNull();
      expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toMatch(
        new RegExp(`/saved-quotes/${TOKEN}$`),
      );
      expect((screen.getByRole('radio', { name: text.leasing }) as HTMLInputElement).checked).toBe(true);
      expect(monthlyShown()).toBe(
        monthlyInstalmentText(cell({ type: 'leasing', upFront: 40, residual: 10, months: 36 }).monthly, 1),
      );
      expect($financingParams.get()).toMatchObject({
        type: 'leasing',
        months: 36,
        upFront: 40,
        residual: 10,
      });
      expect(window.location.search).toBe(`?oferta=${TOKEN}&${leasingQuote}`);
      // A change of terms is no longer the saved offer: its notice and its token go.
      fireEvent.change(slider(text.duration), { target: { value: '48' } });
      expect(screen.queryByText(notice)).toBeNull();
      expect(window.location.search).not.toContain('oferta=');
    });

    it.each<[string, number, unknown, string]>([
      [
        'expired',
        200,
        { status: 'expired', sku: SKU, expires_at: '2026-12-28T12:15:00.000Z' },
        'Oferta trimisa pe e-mail a expirat pe 28.12.2026, ora 14:15.',
      ],
      ['unknown', 404, { message: 'Oferta nu a fost gasita.' }, 'Linkul ofertei nu este valid.'],
      [
        'for another car',
        200,
        { status: 'valid', sku: 'X-1', terms: leasingQuote, expires_at: '2026-12-28T12:15:00.000Z' },
        'Linkul este pentru o alta masina.',
      ],
    ])('an %s offer leaves the car’s current figures and says so', async (_case, status, body, start) => {
      vi.stubGlobal('fetch', answer(status, body));
      window.history.replaceState(null, '', `/masina/${SKU}?oferta=${TOKEN}`);
      render(panel());
      expect(
        (await screen.findByText(new RegExp(`^${start.replaceAll('.', '\\.')}`))).closest('[role="status"]'),
      ).not.toBeNull();
      expect((screen.getByRole('radio', { name: text.credit }) as HTMLInputElement).checked).toBe(true);
      expect(monthlyShown()).toBe(monthlyInstalmentText(cell({}).monthly, 1));
    });

    it('asks nothing of the server on an address without a saved offer', () => {
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      render(panel());
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  it('"Trimite-mi oferta" puts the terms on screen in the address, then opens the form by its hash', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/masina/${SKU}`);
    render(panel());
    await user.click(screen.getByRole('link', { name: 'Trimite-mi oferta' }));
    expect(window.location.search).toBe('?tip=credit&luni=60&avans=55');
    expect(window.location.hash).toBe('#trimite-oferta');
  });

  it('offers the stock alert instead of the reservation for a reserved car', async () => {
    const user = userEvent.setup();
    const listener = vi.fn();
    window.addEventListener('hashchange', listener);
    render(panel({ visibility: 4 }));
    expect(screen.queryByRole('link', { name: text.reserveNow })).toBeNull();
    await user.click(within(document.body).getByRole('button', { name: text.stockAlert }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#alerta-stoc');
    window.removeEventListener('hashchange', listener);
  });
});

describe('FinancingPanelIsland', () => {
  const tablesId = financingTablesId(SKU);

  /** The page's data block, as the car page writes it beside the island. */
  function withTablesBlock() {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = tablesId;
    block.textContent = provideIslandData(tablesId, packFinancingInfo(info));
    document.body.append(block);
    return block;
  }

  it('renders from the packed tables exactly what the panel renders from the CMS tables', () => {
    const block = withTablesBlock();
    const island = renderToString(<FinancingPanelIsland sku={SKU} visibility={2} tablesId={tablesId} />);
    block.remove();
    expect(island).toBe(renderToString(panel()));
  });

  it('prices a changed selection from the packed tables', async () => {
    const block = withTablesBlock();
    const user = userEvent.setup();
    render(<FinancingPanelIsland sku={SKU} visibility={2} tablesId={tablesId} />);
    await user.click(screen.getByRole('radio', { name: text.leasing }));
    expect(monthlyShown()).toBe(monthlyInstalmentText(cell({ type: 'leasing', upFront: 50 }).monthly, 1));
    block.remove();
  });
});
