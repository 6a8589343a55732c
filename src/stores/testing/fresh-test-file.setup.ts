/**
 * Test setup of the site project, run before each test file. The files share one module registry
 * and, per worker, one jsdom (`isolate: false`: a fresh one per file cost ~90 s of CI), so each
 * file starts from an empty document, empty storage and no analytics queue, whatever the file
 * before it left there.
 *
 * nanostores unmounts a store 1 s after its last listener leaves,
 * and a persisted store's unmount removes its `window` listeners: when a jsdom test file ends within
 * that second, the timer fires after jsdom is gone and fails the run ("window is not defined").
 * Cleaning the shared stores when a file ends unmounts them at once, while `window` still exists.
 * A store mounted again after that (the files share their stores, and a file's React roots stay
 * subscribed) can still reach that timer once jsdom is gone, so the listeners' removal is skipped
 * where there is no `window` left to remove them from (once seen in CI under load: 9 errors).
 */
import { windowPersistentEvents } from '@nanostores/persistent';
import { cleanStores, type Store } from 'nanostores';
import * as financing from '../financing.ts';
import * as order from '../order.ts';
import * as orderInProgress from '../order-in-progress.ts';

const isStore = (value: unknown): value is Store =>
  typeof value === 'object' && value !== null && 'listen' in value && 'get' in value;
const exported: unknown[] = [
  ...Object.values(financing),
  ...Object.values(order),
  ...Object.values(orderInProgress),
];

const removeListeners = windowPersistentEvents.removeEventListener;
if (!('withoutWindow' in removeListeners)) {
  windowPersistentEvents.removeEventListener = Object.assign(
    (...args: Parameters<typeof removeListeners>) => {
      if (typeof window !== 'undefined') removeListeners(...args);
    },
    { withoutWindow: true },
  );
}

beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  // The tab's order in progress was read from sessionStorage when its module loaded.
  orderInProgress.endOrderInProgress();
  // The page's analytics globals (Google's consent mode and tag queue).
  const page = window as { dataLayer?: unknown; gtag?: unknown };
  delete page.dataLayer;
  delete page.gtag;
});

afterAll(() => {
  cleanStores(...exported.filter(isStore));
});
