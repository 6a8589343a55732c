/**
 * The inline scripts of favourites and the comparison (issue 37), part of INLINE_SCRIPTS (so the
 * CSP allows them by hash). Inline rather than bundled: the header's count is on every page, whose
 * pages without islands load no script file, and the car page's two buttons would otherwise split
 * the catalogue's shared chunks and cost its island budget ~2 KB. They read and write the lists
 * the stores keep (src/stores/car-picks.ts: a JSON array of SKUs), read as readSkuList reads them.
 */
import {
  COMPARE_PATH,
  COMPARED_KEY,
  FAVOURITES_CHANGED,
  FAVOURITES_KEY,
  MAX_COMPARED,
  MAX_FAVOURITES,
} from '../../domain/catalog/car-picks.ts';
import { SKU_PATTERN } from '../../domain/ids.ts';

/** readSkuList, in the page: valid SKUs, each once, the newest `max`; anything unreadable is []. */
const READ_LIST = `const readList = (key, max) => {
    try {
      const stored = JSON.parse(localStorage.getItem(key) ?? '[]');
      if (!Array.isArray(stored)) return [];
      const skus = [...new Set(stored.filter((sku) => typeof sku === 'string' && /${SKU_PATTERN.source}/.test(sku)))];
      return skus.slice(Math.max(0, skus.length - max));
    } catch {
      return [];
    }
  };`;

export const CAR_PICK_SCRIPTS = {
  /** The header's favourites count: again when another tab or this page changes the list. */
  favouritesCount: `(() => {
  const count = document.currentScript.parentElement.querySelector('[data-favourites-count]');
  ${READ_LIST}
  const show = () => {
    const total = readList('${FAVOURITES_KEY}', ${MAX_FAVOURITES}).length;
    count.textContent = total > 0 ? '(' + total + ')' : '';
  };
  show();
  addEventListener('storage', show);
  addEventListener('${FAVOURITES_CHANGED}', show);
})();`,
  /**
   * The car page's "Favorita" and "Compara" toggles (CarPickControls.astro): state in aria-pressed,
   * what changed in the status line (texts in data-msg-*), hidden until wired. Favourites past
   * their limit drop the oldest; a fourth compared car is refused (which to drop is the shopper's).
   */
  carPicks: `(() => {
  const root = document.currentScript.parentElement;
  const sku = root.dataset.carPicks;
  const text = root.dataset;
  const favourite = root.querySelector('[data-pick="favourite"]');
  const compare = root.querySelector('[data-pick="compare"]');
  const comparison = root.querySelector('[data-pick-comparison]');
  const status = root.querySelector('[data-pick-status]');
  ${READ_LIST}
  const write = (key, skus) => {
    try {
      if (skus.length > 0) localStorage.setItem(key, JSON.stringify(skus));
      else localStorage.removeItem(key);
    } catch {}
  };
  const show = () => {
    favourite.setAttribute('aria-pressed', String(readList('${FAVOURITES_KEY}', ${MAX_FAVOURITES}).includes(sku)));
    const compared = readList('${COMPARED_KEY}', ${MAX_COMPARED});
    compare.setAttribute('aria-pressed', String(compared.includes(sku)));
    comparison.href = compared.length > 0 ? '${COMPARE_PATH}?masini=' + compared.join(',') : '${COMPARE_PATH}';
    comparison.hidden = compared.length === 0;
  };
  favourite.addEventListener('click', () => {
    const skus = readList('${FAVOURITES_KEY}', ${MAX_FAVOURITES});
    const saved = skus.includes(sku);
    write('${FAVOURITES_KEY}', saved ? skus.filter((item) => item !== sku) : [...skus, sku].slice(-${MAX_FAVOURITES}));
    status.textContent = saved ? text.msgFavouriteRemoved : text.msgFavouriteAdded;
    dispatchEvent(new Event('${FAVOURITES_CHANGED}'));
    show();
  });
  compare.addEventListener('click', () => {
    const skus = readList('${COMPARED_KEY}', ${MAX_COMPARED});
    if (skus.includes(sku)) {
      write('${COMPARED_KEY}', skus.filter((item) => item !== sku));
      status.textContent = text.msgCompareRemoved;
    } else if (skus.length >= ${MAX_COMPARED}) {
      status.textContent = text.msgCompareFull;
    } else {
      write('${COMPARED_KEY}', [...skus, sku]);
      status.textContent = text.msgCompareAdded.replace('{count}', String(skus.length + 1));
    }
    show();
  });
  addEventListener('storage', show);
  show();
  root.hidden = false;
})();`,
} as const satisfies Record<string, string>;
