/**
 * What changed → which pages: the rule that lets a content edit go live without rebuilding 10,000
 * car pages. A list of recorded content events becomes either a partial plan (the car pages to
 * render again, and the few other pages that show what changed) or a full build, chosen whenever
 * the events cannot say exactly what they touched (settings every car page shows, a reseed, a kind
 * this code does not know, an event without its subject). No event at all is an empty plan: the
 * served build already shows them (a late or repeated webhook). A change no event describes (an
 * outside CMS) never reaches this rule: its webhook asks the runner for a full build.
 *
 * Pure: no I/O; the runner reads the events and applies the plan.
 */
import { fullListPath, LIST_CATEGORY_WORDS } from '../../src/domain/catalog/categories.ts';
import { LEGAL_PAGE_SLUGS } from '../../src/domain/site/site-config.ts';

/** An event as recorded; `kind` stays a string because a newer version may write kinds this one does not know. */
export interface RecordedChange {
  kind: string;
  subject: string | null;
}

export type PublishPlan =
  | { kind: 'full'; reason: string }
  | {
      kind: 'partial';
      /** SKUs whose page (/masina/{sku}) is rendered again, or removed when the car is no longer listed. */
      cars: readonly string[];
      /** Other site paths rendered again, e.g. '/masini' or '/masini/sitemap.xml'. */
      pages: readonly string[];
    };

/**
 * Every page that lists cars: the list pages, their plain lists for visitors without JavaScript,
 * the information pages' carousels and the car sitemap.
 */
export const CAR_LIST_PAGES: readonly string[] = [
  '/masini',
  ...LIST_CATEGORY_WORDS.map((word) => `/masini/${word}`),
  fullListPath(undefined),
  ...LIST_CATEGORY_WORDS.map((word) => fullListPath(word)),
  '/abonament',
  '/finantare',
  '/masini/sitemap.xml',
];

/** Above this many cars a partial build saves little over a full one, and its command line grows. */
export const MAX_PARTIAL_CARS = 500;

const CAR_KINDS = new Set(['car.created', 'car.updated', 'car.hidden', 'car.reserved', 'car.released']);
const PAGES_BY_KIND: Readonly<Record<string, readonly string[]>> = {
  'sliders.replaced': ['/'],
  'testimonials.replaced': ['/'],
  'faqs.replaced': ['/faq'],
};
const LEGAL_SLUGS: ReadonlySet<string> = new Set(LEGAL_PAGE_SLUGS);

const full = (reason: string): PublishPlan => ({ kind: 'full', reason });

export function planPublish(changes: readonly RecordedChange[]): PublishPlan {
  const cars = new Set<string>();
  const pages = new Set<string>();
  for (const { kind, subject } of changes) {
    if (CAR_KINDS.has(kind)) {
      if (subject === null) return full(`${kind} without its car`);
      cars.add(subject);
      for (const page of CAR_LIST_PAGES) pages.add(page);
    } else if (kind === 'static-page.saved') {
      // A slug no page is built from may still be read by a page added later: only known slugs are safe.
      if (subject === null || !LEGAL_SLUGS.has(subject)) return full(`static page ${subject ?? '?'}`);
      pages.add(`/${subject}`);
    } else {
      const shown = PAGES_BY_KIND[kind];
      if (!shown) return full(kind === 'settings.saved' ? 'settings show on every car page' : kind);
      for (const page of shown) pages.add(page);
    }
  }
  if (cars.size > MAX_PARTIAL_CARS) return full(`${cars.size} cars changed`);
  return { kind: 'partial', cars: [...cars].sort(), pages: [...pages].sort() };
}

/**
 * The file a site path is built to (`build.format: 'directory'`): '/' → 'index.html',
 * '/faq' → 'faq/index.html', '/masini/sitemap.xml' → 'masini/sitemap.xml'.
 */
export function pageFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return 'index.html';
  return /\.[a-z]+$/.test(trimmed) ? trimmed : `${trimmed}/index.html`;
}

/** The folder of a car's page inside a built site. */
export function carPageFolder(sku: string): string {
  return `masina/${sku}`;
}
