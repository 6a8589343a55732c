// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from '../../domain/site/consent.ts';
import { startConsent } from './consent-banner.ts';

const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-UNIT01';

type TestWindow = Window & { dataLayer?: unknown[] };

function renderBanner(tagManager: string | null = GTM): HTMLElement {
  document.body.innerHTML = `
    <a href="/politica-cookie" data-consent-open>Setari cookie</a>
    <section id="consent-banner" data-api="/api" hidden>
      <form>
        <fieldset data-consent-settings hidden>
          <input type="checkbox" name="analytics" /><input type="checkbox" name="marketing" />
        </fieldset>
        <button type="button" data-consent="accept_all">Accept toate</button>
        <button type="button" data-consent="reject_all">Refuz toate</button>
        <button type="button" data-consent-toggle aria-expanded="false">Setari</button>
        <button type="submit" data-consent-save hidden>Salveaza</button>
      </form>
    </section>`;
  const banner = document.getElementById('consent-banner') as HTMLElement;
  if (tagManager) banner.dataset.tagManager = tagManager;
  return banner;
}

const win = window as TestWindow;
const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 201 })));
const tagManagerScripts = () => document.head.querySelectorAll(`script[src="${GTM}"]`);
const commands = () =>
  (win.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as IArguments));
const click = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === name)?.click();

beforeEach(() => {
  localStorage.clear();
  delete win.dataLayer;
  document.head.innerHTML = '';
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no layout: the banner's height observer has nothing to report here.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('startConsent', () => {
  it('puts the all-denied default before events pushed earlier, keeping their order', () => {
    win.dataLayer = [{ event: 'view_item_list' }, { event: 'select_item' }];
    startConsent(win, renderBanner());
    expect(Object.prototype.toString.call(win.dataLayer[0])).toBe('[object Arguments]');
    expect(win.dataLayer.slice(1)).toEqual([{ event: 'view_item_list' }, { event: 'select_item' }]);
    expect(commands()[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 }),
    ]);
  });

  it.each([
    ['nothing stored', null],
    ['unreadable data', '{oops'],
    ['an older policy', JSON.stringify({ version: CONSENT_POLICY_VERSION - 1 })],
  ])('shows the banner and loads nothing with %s', (_case, stored) => {
    if (stored !== null) localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    const banner = renderBanner();
    startConsent(win, banner);
    expect(banner.hidden).toBe(false);
    expect(commands()).toHaveLength(1);
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it('refusing stores the choice, logs it and never adds the tag manager', () => {
    const banner = renderBanner();
    startConsent(win, banner);
    click('Refuz toate');
    expect(banner.hidden).toBe(true);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: CONSENT_POLICY_VERSION,
      analytics: false,
      marketing: false,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/consents', expect.objectContaining({ method: 'POST' }));
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it('a stored acceptance applies at once on the next page: signals granted, tag manager added once', () => {
    startConsent(win, renderBanner());
    click('Accept toate');
    expect(tagManagerScripts()).toHaveLength(1);
    delete win.dataLayer;
    document.head.innerHTML = '';
    const nextPage = renderBanner();
    startConsent(win, nextPage);
    expect(nextPage.hidden).toBe(true);
    expect(commands()[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted' }),
    ]);
    expect(tagManagerScripts()).toHaveLength(1);
  });

  it('without a configured container nothing external is added, even after accepting', () => {
    startConsent(win, renderBanner(null));
    click('Accept toate');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('the settings link reopens the choice with the stored categories ticked', () => {
    const banner = renderBanner();
    startConsent(win, banner);
    click('Setari');
    (document.querySelector('input[name="marketing"]') as HTMLInputElement).checked = true;
    banner.querySelector('form')?.requestSubmit();
    expect(banner.hidden).toBe(true);
    (document.querySelector('[data-consent-open]') as HTMLElement).click();
    expect(banner.hidden).toBe(false);
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input')].map((box) => [
      box.name,
      box.checked,
    ]);
    expect(boxes).toEqual([
      ['analytics', false],
      ['marketing', true],
    ]);
    expect(document.activeElement).toBe(document.querySelector('input[name="analytics"]'));
  });
});
