// @vitest-environment jsdom
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfferAction } from './OfferAction.tsx';
import { STOCK_ALERT_HASH } from './stock-alert-event.ts';

/** Renders as the build does, then hydrates as the browser does; returns the container. */
async function prebuiltThenHydrated(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const prebuilt = container.innerHTML;
  await act(async () => {
    hydrateRoot(container, element);
  });
  return { container, prebuilt };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('OfferAction', () => {
  it("'Rezerva acum' is a disabled button in the pre-built page and the link once hydrated", async () => {
    const onReserve = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container, prebuilt } = await prebuiltThenHydrated(
      <OfferAction sku="B-101" visibility={2} href="/aprobare/credit/1" onReserve={onReserve} />,
    );
    expect(prebuilt).toContain('disabled');
    expect(prebuilt).not.toContain('<a');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/aprobare/credit/1');
    link?.click();
    expect(onReserve).toHaveBeenCalledTimes(1);
  });

  it('stays a disabled button when the offer cannot be priced', async () => {
    const { container } = await prebuiltThenHydrated(
      <OfferAction sku="B-101" visibility={2} href={null} onReserve={() => undefined} />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('button')?.disabled).toBe(true);
  });

  it("offers 'Alerta stoc' on a reserved car, working once hydrated", async () => {
    const requested = vi.fn();
    window.history.replaceState(null, '', '/masina/B-101');
    window.addEventListener('hashchange', requested);
    const { container, prebuilt } = await prebuiltThenHydrated(
      <OfferAction sku="B-101" visibility={4} href="/aprobare/credit/1" onReserve={() => undefined} />,
    );
    expect(prebuilt).toContain('disabled');
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('Alerta stoc');
    expect(button?.disabled).toBe(false);
    button?.click();
    expect(requested).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe(STOCK_ALERT_HASH);
    window.removeEventListener('hashchange', requested);
  });
});
