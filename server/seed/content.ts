/** Inserts the editorial content: slides, testimonials, FAQ, static pages, counties and localities. */
import type { Database } from '../db/client.ts';
import { cities, counties, faqCategories, faqs, sliders, staticPages, testimonials } from '../db/schema.ts';
import { SLIDES, TESTIMONIALS } from './data/content.ts';
import { FAQ_CATEGORIES } from './data/faqs.ts';
import { COUNTIES, DELIVERY_TIER_EUR, postalCode } from './data/geography.ts';
import { STATIC_PAGES } from './data/pages.ts';

export const testimonialPicture = (slug: string) => `testimonials/${slug}.svg`;

export async function insertContent(db: Database, updatedAt: Date) {
  await db.insert(sliders).values(
    SLIDES.map((s, i) => ({
      position: i + 1,
      image: s.image,
      text: s.text,
      buttonText: s.buttonText,
      buttonLink: s.buttonLink,
    })),
  );
  await db.insert(testimonials).values(
    TESTIMONIALS.map((t, i) => ({
      position: i + 1,
      title: t.title,
      testimonial: t.testimonial,
      author: t.author,
      authorPicture: testimonialPicture(t.slug),
      videoUrl: t.videoUrl,
    })),
  );
  let faqCount = 0;
  for (const [i, category] of FAQ_CATEGORIES.entries()) {
    const [row] = await db
      .insert(faqCategories)
      .values({ position: i + 1, name: category.name })
      .returning({ id: faqCategories.id });
    if (!row) throw new Error('faq category not inserted');
    await db.insert(faqs).values(
      category.faqs.map(([question, answer], j) => ({
        categoryId: row.id,
        position: j + 1,
        question,
        answer,
      })),
    );
    faqCount += category.faqs.length;
  }
  await db.insert(staticPages).values(STATIC_PAGES.map((page) => ({ ...page, updatedAt })));

  const countyRows = await db
    .insert(counties)
    .values(COUNTIES.map((c) => ({ name: c.name, deliveryPrice: DELIVERY_TIER_EUR[c.tier] })))
    .returning({ id: counties.id, name: counties.name });
  const countyId = new Map(countyRows.map((c) => [c.name, c.id]));
  const cityRows = COUNTIES.flatMap((county) =>
    county.localities.map((name, index) => ({
      countyId: countyId.get(county.name) ?? 0,
      name,
      postalCode: postalCode(county, index),
    })),
  );
  await db.insert(cities).values(cityRows);

  return {
    sliders: SLIDES.length,
    testimonials: TESTIMONIALS.length,
    faqCategories: FAQ_CATEGORIES.length,
    faqs: faqCount,
    staticPages: STATIC_PAGES.length,
    counties: countyRows.length,
    cities: cityRows.length,
  };
}
