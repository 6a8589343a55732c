// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleMoney } from '../../domain/financing/example-text.ts';
import { computeFinancingOffer } from '../../domain/financing/financing-offer.ts';
import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from '../../domain/financing/financing-params.ts';
import { financingPaymentInfo } from '../../domain/financing/payment-info-builder.ts';
import { representativeExample } from '../../domain/financing/representative-example.ts';
import { secciUrl } from '../../domain/financing/secci-links.ts';
import { formatRate } from '../../domain/format.ts';
import { roundMoney } from '../../domain/money.ts';
import { roCreditAds, roDisclosure, roFinancing } from '../../i18n/ro.ts';
import { ExampleView } from './ExampleView.tsx';
import { FinancingPanel } from './FinancingPanel.tsx';
import { freshPanelPage } from './panel-page.fixture.ts';
import { SecciLink } from './SecciLink.tsx';

const info = financingPaymentInfo(23_450, 4.97);
const SKU = 'B-2041';

function offerFor(params: Partial<FinancingParams>) {
  const result = computeFinancingOffer(info, { ...DEFAULT_FINANCING_PARAMS, ...params });
  if (!result.ok) throw new Error('cell missing from the seed tables');
  return result.offer;
}

const withoutCasco = () =>
  screen.getByText(roFinancing.monthlyWithoutCasco, { selector: '.offer-figures dt' }).nextElementSibling
    ?.textContent;

beforeEach(() => freshPanelPage());
afterEach(() => cleanup());

describe('the financing panel unbundles CASCO and offers the SECCI', () => {
  it('shows the instalment without CASCO, following the terms', async () => {
    const user = userEvent.setup();
    render(<FinancingPanel sku={SKU} visibility={2} paymentInfo={info} />);
    const credit = offerFor({});
    expect(withoutCasco()).toBe(exampleMoney(roundMoney(credit.monthly - credit.casco), 1));
    await user.click(screen.getByRole('radio', { name: roFinancing.leasing }));
    await user.click(screen.getByRole('radio', { name: roFinancing.eur }));
    const leasing = offerFor({ type: 'leasing', currency: 2, upFront: 50 });
    expect(withoutCasco()).toBe(exampleMoney(roundMoney(leasing.monthly - leasing.casco), 2));
    const link = screen.getByRole('link', { name: roFinancing.downloadSecci });
    expect(link.getAttribute('href')).toBe(
      secciUrl('/api', { ...DEFAULT_FINANCING_PARAMS, type: 'leasing', currency: 2, upFront: 50 }, SKU),
    );
  });

  it('offers no SECCI to a company (outside the consumer credit directive)', async () => {
    const user = userEvent.setup();
    render(<FinancingPanel sku={SKU} visibility={2} paymentInfo={info} />);
    await user.click(screen.getByRole('radio', { name: roFinancing.leasing }));
    await user.click(screen.getByRole('radio', { name: roFinancing.company }));
    expect(screen.queryByRole('link', { name: roFinancing.downloadSecci })).toBeNull();
  });
});

describe('SecciLink', () => {
  it('downloads the SECCI of exactly the chosen terms', () => {
    const params = {
      ...DEFAULT_FINANCING_PARAMS,
      type: 'leasing',
      currency: 2,
      upFront: 30,
      residual: 10,
    } as const;
    render(<SecciLink sku={SKU} params={params} priced />);
    const link = screen.getByRole('link', { name: roFinancing.downloadSecci });
    expect(link.getAttribute('href')).toBe(secciUrl('/api', params, SKU));
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('is absent when the terms cannot be priced', () => {
    const { container } = render(<SecciLink sku={SKU} params={DEFAULT_FINANCING_PARAMS} priced={false} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('ExampleView', () => {
  it('shows the warning and every figure of the example, as the calculator computes them', () => {
    const params = { ...DEFAULT_FINANCING_PARAMS, type: 'leasing', currency: 2, upFront: 30 } as const;
    const result = representativeExample(info, params);
    if (!result.ok) throw new Error('priced');
    render(<ExampleView example={result.example} carName="Dacia Duster" />);
    const example = screen.getByRole('region', { name: roCreditAds.representativeExample });
    expect(example.id).toBe('exemplu-reprezentativ');
    expect(within(example).getByText(roCreditAds.warning)).toBeTruthy();
    expect(within(example).getByText(/^Dacia Duster: Leasing Financiar, persoana fizica, EUR/)).toBeTruthy();
    const offer = offerFor(params);
    const value = (label: string) => within(example).getByText(label).nextElementSibling?.textContent;
    expect(value(roDisclosure.monthly)).toBe(exampleMoney(offer.monthly, 2));
    expect(value(roDisclosure.totalPayable)).toBe(exampleMoney(offer.totalPayable, 2));
    expect(value(roDisclosure.dae)).toBe(formatRate(offer.dae));
    expect(value(roDisclosure.borrowingRateVariable)).toBe(formatRate(offer.interestRate));
    expect(within(example).getByText(roDisclosure.notCoveredCompany)).toBeTruthy();
    expect(within(example).getByText(roDisclosure.cascoChoice)).toBeTruthy();
  });
});
