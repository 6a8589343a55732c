import { asc } from 'drizzle-orm';
import * as v from 'valibot';
import {
  apiErrorSchema,
  faqCategoriesSchema,
  slidersSchema,
  staticPageSchema,
  testimonialsSchema,
} from '../../../src/domain/cms-schemas.ts';
import { LEGAL_PAGE_SLUGS } from '../../../src/domain/site/site-config.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { faqCategories, faqs, sliders, staticPages, testimonials } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';

describe.each(testBackends())('content API on $name', (backend) => {
  const t = useTestApp(backend);

  it('GET /api/sliders lists the slides by position', async () => {
    const { status, body } = await t.request('/api/sliders');
    expect(status).toBe(200);
    const list = v.parse(slidersSchema, body);
    const stored = await t.db
      .select({ id: sliders.id })
      .from(sliders)
      .orderBy(asc(sliders.position), asc(sliders.id));
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((slide) => slide.id)).toEqual(stored.map((row) => row.id));
  });

  it('GET /api/testimonials lists the testimonials by position', async () => {
    const { status, body } = await t.request('/api/testimonials');
    expect(status).toBe(200);
    const list = v.parse(testimonialsSchema, body);
    const stored = await t.db
      .select({ id: testimonials.id })
      .from(testimonials)
      .orderBy(asc(testimonials.position), asc(testimonials.id));
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((item) => item.id)).toEqual(stored.map((row) => row.id));
  });

  it('GET /api/faqs nests each category’s questions, both by position', async () => {
    const { status, body } = await t.request('/api/faqs');
    expect(status).toBe(200);
    const list = v.parse(faqCategoriesSchema, body);
    const storedCategories = await t.db
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .orderBy(asc(faqCategories.position), asc(faqCategories.id));
    const storedFaqs = await t.db
      .select({ id: faqs.id, categoryId: faqs.categoryId })
      .from(faqs)
      .orderBy(asc(faqs.position), asc(faqs.id));
    expect(list.map((category) => category.id)).toEqual(storedCategories.map((row) => row.id));
    for (const category of list) {
      const expected = storedFaqs.filter((row) => row.categoryId === category.id).map((row) => row.id);
      expect(category.faqs.map((faq) => faq.id)).toEqual(expected);
    }
    expect(list.flatMap((category) => category.faqs)).toHaveLength(storedFaqs.length);
  });

  it.each(LEGAL_PAGE_SLUGS)('GET /api/static-pages/%s answers the page', async (slug) => {
    const { status, body } = await t.request(`/api/static-pages/${slug}`);
    expect(status).toBe(200);
    const page = v.parse(staticPageSchema, body);
    expect(page.slug).toBe(slug);
    expect(page.content.length).toBeGreaterThan(100);
  });

  it('serves a page edited in the CMS as stored', async () => {
    await t.db
      .insert(staticPages)
      .values({ slug: 'pagina-test', name: 'Pagina test', content: '<p>Continut</p>' });
    const { body } = await t.request('/api/static-pages/pagina-test');
    expect(body).toEqual({ slug: 'pagina-test', name: 'Pagina test', content: '<p>Continut</p>' });
  });

  it.each(['nu-exista', 'Termeni-Si-Conditii', 'politică', 'x'.repeat(300), "a'%20or%201=1"])(
    'GET /api/static-pages/%s answers 404 {message}',
    async (slug) => {
      const { status, body } = await t.request(`/api/static-pages/${encodeURI(slug)}`);
      expect(status).toBe(404);
      expect(v.parse(apiErrorSchema, body).message).toBe(ro.publicApi.pageNotFound);
    },
  );
});
