import {
  CAR_LIST_PAGES,
  MAX_PARTIAL_CARS,
  pageFile,
  planPublish,
  type RecordedChange,
} from './publish-plan.ts';

const car = (kind: string, sku: string | null): RecordedChange => ({ kind, subject: sku });
const lists = [...CAR_LIST_PAGES].sort();

describe('planPublish: what changed → which pages', () => {
  it.each<[string, RecordedChange[], { cars: string[]; pages: string[] } | 'full']>([
    ['a price or promo edit', [car('car.updated', 'RL-1001')], { cars: ['RL-1001'], pages: lists }],
    ['a new car', [car('car.created', 'RL-9000')], { cars: ['RL-9000'], pages: lists }],
    ['a hidden car', [car('car.hidden', 'RL-1002')], { cars: ['RL-1002'], pages: lists }],
    ['a paid reservation', [car('car.reserved', 'AB-7')], { cars: ['AB-7'], pages: lists }],
    [
      'a burst on two cars, one of them twice',
      [car('car.updated', 'B-2'), car('car.updated', 'A-1'), car('car.hidden', 'B-2')],
      { cars: ['A-1', 'B-2'], pages: lists },
    ],
    [
      'a legal page',
      [car('static-page.saved', 'politica-cookie')],
      { cars: [], pages: ['/politica-cookie'] },
    ],
    ['the home slider', [car('sliders.replaced', null)], { cars: [], pages: ['/'] }],
    ['the testimonials', [car('testimonials.replaced', null)], { cars: [], pages: ['/'] }],
    ['the FAQ', [car('faqs.replaced', null)], { cars: [], pages: ['/faq'] }],
    [
      'a car and the FAQ together',
      [car('faqs.replaced', null), car('car.updated', 'RL-1')],
      { cars: ['RL-1'], pages: [...lists, '/faq'].sort() },
    ],
    ['settings (every car page shows them)', [car('settings.saved', null)], 'full'],
    ['a reseeded catalogue', [car('catalogue.seeded', null)], 'full'],
    ['a kind this version does not know', [car('cars.imported', null)], 'full'],
    ['a car event without its SKU (recorded before subjects)', [car('car.updated', null)], 'full'],
    ['a static page no page is built from', [car('static-page.saved', 'despre-noi')], 'full'],
    ['no event since the served build (a repeated webhook)', [], { cars: [], pages: [] }],
    [
      'a partial change followed by settings',
      [car('car.updated', 'RL-1'), car('settings.saved', null)],
      'full',
    ],
  ])('%s', (_label, changes, expected) => {
    const plan = planPublish(changes);
    if (expected === 'full') expect(plan.kind).toBe('full');
    else expect(plan).toEqual({ kind: 'partial', ...expected });
  });

  it('lists every list page and its plain list, both carousels and the car sitemap for a car change', () => {
    expect(lists).toEqual([
      '/abonament',
      '/finantare',
      '/lista-masini',
      '/lista-masini/abonament',
      '/lista-masini/finantare',
      '/lista-masini/putin-rulate',
      '/lista-masini/rulate',
      '/masini',
      '/masini/abonament',
      '/masini/finantare',
      '/masini/putin-rulate',
      '/masini/rulate',
      '/masini/sitemap.xml',
    ]);
  });

  it('builds everything once more cars changed than a partial build is worth', () => {
    const many = Array.from({ length: MAX_PARTIAL_CARS + 1 }, (_, i) => car('car.updated', `C-${i}`));
    expect(planPublish(many)).toMatchObject({ kind: 'full', reason: `${MAX_PARTIAL_CARS + 1} cars changed` });
    expect(planPublish(many.slice(1)).kind).toBe('partial');
  });
});

describe('pageFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/faq', 'faq/index.html'],
    ['/masini/abonament', 'masini/abonament/index.html'],
    ['/masini/sitemap.xml', 'masini/sitemap.xml'],
    ['/faq/', 'faq/index.html'],
  ])('%s → %s', (path, file) => {
    expect(pageFile(path)).toBe(file);
  });
});
