/**
 * The consent banner's behaviour, inlined by Astro in every page (ConsentBanner.astro), so it must
 * stay tiny and import nothing but the pure rules. Flow: Consent Mode's all-denied default goes to
 * the front of the data layer; a valid stored choice is applied at once (signals updated, the tag
 * manager loaded if allowed); otherwise the banner is shown. A decision is stored, applied and
 * logged to POST /consents. Any `[data-consent-open]` link reopens the per-category settings.
 */
import {
  allowsTagManager,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  type ConsentMethod,
  consentRecord,
  consentSignals,
  defaultConsentCommand,
  FULL_CONSENT,
  NO_CONSENT,
  newConsentId,
  readStoredConsent,
  type StoredConsent,
  storedConsent,
} from '../../domain/site/consent.ts';

interface ConsentWindow extends Window {
  dataLayer?: unknown[];
}

/**
 * gtag's shape: Google's tags read consent commands only as an Arguments object (what gtag.js
 * pushes), never as a plain array.
 */
function command(..._args: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: the tag manager needs the Arguments object itself.
  return arguments;
}

function readStorage(win: Window): string | null {
  try {
    return win.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(win: Window, stored: StoredConsent): void {
  try {
    win.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage off (private mode, quota): the choice holds for this page and is asked again later.
  }
}

/** Wires the banner `banner` in `win`; the markup and its data attributes come from ConsentBanner.astro. */
export function startConsent(win: ConsentWindow, banner: HTMLElement): void {
  const doc = win.document;
  win.dataLayer ??= [];
  const layer = win.dataLayer;
  // First in the layer even if an island pushed an event before this deferred script ran.
  layer.unshift(command(...defaultConsentCommand()));

  const settings = banner.querySelector<HTMLElement>('[data-consent-settings]');
  const toggle = banner.querySelector<HTMLButtonElement>('[data-consent-toggle]');
  const save = banner.querySelector<HTMLButtonElement>('[data-consent-save]');
  const boxes = banner.querySelectorAll<HTMLInputElement>('input[name]');
  let current = readStoredConsent(readStorage(win), new Date());
  let opener: HTMLElement | null = null;
  let tagManagerLoaded = false;

  const expand = (open: boolean) => {
    if (settings) settings.hidden = !open;
    if (save) save.hidden = !open;
    toggle?.setAttribute('aria-expanded', String(open));
  };

  const apply = (choice: ConsentChoice) => {
    layer.push(command('consent', 'update', consentSignals(choice)));
    const url = banner.dataset.tagManager;
    if (url && !tagManagerLoaded && allowsTagManager(choice)) {
      tagManagerLoaded = true;
      layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = doc.createElement('script');
      script.async = true;
      script.src = url;
      doc.head.append(script);
    }
  };

  const open = (withSettings: boolean, from: HTMLElement | null) => {
    for (const box of boxes) box.checked = current?.[box.name as keyof ConsentChoice] === true;
    expand(withSettings);
    banner.hidden = false;
    opener = from;
    // Focus moves only when the visitor asked for the settings; a first visit keeps reading.
    if (from) boxes[0]?.focus();
  };

  const close = () => {
    banner.hidden = true;
    opener?.focus();
    opener = null;
  };

  const decide = (choice: ConsentChoice, method: ConsentMethod) => {
    const bytes = win.crypto.getRandomValues(new Uint8Array(16));
    current = storedConsent(choice, current?.id ?? newConsentId(bytes), new Date());
    writeStorage(win, current);
    apply(choice);
    close();
    win
      .fetch(`${banner.dataset.api}/consents`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(consentRecord(current, method)),
        keepalive: true,
      })
      .catch(() => {
        // The proof log is best effort: the visitor's choice already holds in this browser.
      });
  };

  // The page ends above the open banner, so its last lines can still be scrolled into view.
  new ResizeObserver(() => {
    doc.documentElement.style.setProperty('--consent-banner-height', `${banner.offsetHeight}px`);
  }).observe(banner);

  banner.addEventListener('click', (event) => {
    const action = (event.target as Element).closest('button')?.dataset;
    if (action?.consent === 'accept_all') decide(FULL_CONSENT, 'accept_all');
    else if (action?.consent === 'reject_all') decide(NO_CONSENT, 'reject_all');
    else if (action && 'consentToggle' in action) expand(settings?.hidden === true);
  });
  banner.addEventListener('submit', (event) => {
    event.preventDefault();
    const checked = (name: keyof ConsentChoice) => [...boxes].some((box) => box.name === name && box.checked);
    decide({ analytics: checked('analytics'), marketing: checked('marketing') }, 'settings');
  });
  banner.addEventListener('keydown', (event) => {
    // Escape keeps an earlier choice; without one there is nothing to fall back to.
    if (event.key === 'Escape' && current) close();
  });
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLElement>('[data-consent-open]');
    if (!link) return;
    event.preventDefault();
    open(true, link);
  });

  if (current) apply(current);
  else open(false, null);
}
