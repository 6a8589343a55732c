// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { financingPaymentInfo } from '../../../server/seed/payment-info.ts';
import { exampleMoney, percentText } from '../../domain/financing/example-text.ts';
import { secciUrl } from '../../domain/financing/secci-links.ts';
import { roDisclosure, roFinancing } from '../../i18n/ro.ts';
import { clearShopStorage } from '../../stores/order.ts';
import { FinancingPanel } from './FinancingPanel.tsx';
import { computeFinancingOffer } from './financing-offer.ts';
import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from './financing-params.ts';
import { roundMoney } from './loan-math.ts';
import { RepresentativeExample } from './RepresentativeExample.tsx';
import { SecciLink } from './SecciLink.tsx';

const info = financingPaymentInfo(23_450, 4.97);
const SKU = 'B-2041';

function offerFor(params: Partial<FinancingParams>) {
  const result = computeFinancingOffer(info, { ...DEFAULT_FINANCING_PARAMS, ...params });
  if (!result.ok) throw new Error('cell missing from the seed tables');
  return result.offer;
}

const figure = (label: string) => {
  const term = screen.getAllByText(label, { selector: 'dt' })[0];
  return term?.nextElementSibling?.textContent;
};

beforeEach(() => clearShopStorage());
afterEach(() => cleanup());

describe('RepresentativeExample in the financing panel', () => {
  it('is in the server HTML with the warning and the default offer figures (the cards link there)', () => {
    const html = renderToString(<FinancingPanel sku={SKU} visibility={2} paymentInfo={info} />);
    expect(html).toContain(roDisclosure.warning);
    expect(html).toContain('id="exemplu-reprezentativ"');
    expect(html).toContain(exampleMoney(offerFor({}).totalPayable, 1));
  });

  it('follows the panel: leasing in EUR shows the variable rate and the panel figures', async () => {
    const user = userEvent.setup();
    render(<FinancingPanel sku={SKU} visibility={2} paymentInfo={info} />);
    await user.click(screen.getByRole('radio', { name: roFinancing.leasing }));
    await user.click(screen.getByRole('radio', { name: roFinancing.eur }));
    const offer = offerFor({ type: 'leasing', currency: 2, upFront: 50 });
    const example = screen.getByRole('region', { name: roDisclosure.exampleTitle });
    expect(within(example).getByText(roDisclosure.warning)).toBeTruthy();
    expect(figure(roDisclosure.monthly)).toBe(exampleMoney(offer.monthly, 2));
    expect(figure(roDisclosure.monthlyWithoutCasco)).toBe(
      exampleMoney(roundMoney(offer.monthly - offer.casco), 2),
    );
    expect(figure(roDisclosure.totalPayable)).toBe(exampleMoney(offer.totalPayable, 2));
    expect(figure(roDisclosure.dae)).toBe(percentText(offer.dae));
    expect(figure(roDisclosure.borrowingRateVariable)).toBe(percentText(offer.interestRate));
    expect(within(example).getByText(roDisclosure.cascoChoice)).toBeTruthy();
  });

  it('tells a company the consumer credit rules do not apply, and offers no SECCI', async () => {
    const user = userEvent.setup();
    render(<FinancingPanel sku={SKU} visibility={2} paymentInfo={info} />);
    expect(screen.getByRole('link', { name: roDisclosure.secciDownload })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: roFinancing.leasing }));
    await user.click(screen.getByRole('radio', { name: roFinancing.company }));
    expect(screen.getByText(roDisclosure.notCoveredCompany)).toBeTruthy();
    expect(screen.queryByRole('region', { name: roDisclosure.exampleTitle })).toBeNull();
    expect(screen.queryByRole('link', { name: roDisclosure.secciDownload })).toBeNull();
  });

  it('renders nothing for terms the tables cannot price', () => {
    const { container } = render(
      <RepresentativeExample paymentInfo={info} params={{ ...DEFAULT_FINANCING_PARAMS, months: 72 }} />,
    );
    expect(container.innerHTML).toBe('');
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
    const link = screen.getByRole('link', { name: roDisclosure.secciDownload });
    expect(link.getAttribute('href')).toBe(secciUrl('/api', params, SKU));
    expect(link.getAttribute('download')).toBe(`secci-leasing-${SKU}.pdf`);
  });

  it('is absent when the terms cannot be priced', () => {
    const { container } = render(<SecciLink sku={SKU} params={DEFAULT_FINANCING_PARAMS} priced={false} />);
    expect(container.innerHTML).toBe('');
  });
});
