/** Queries of the editorial content: home slides, testimonials, FAQ, static legal pages. */
import { asc, eq } from 'drizzle-orm';
import type { FaqCategory, Slider, StaticPage, Testimonial } from '../../../src/domain/cms-schemas.ts';
import type { Database } from '../../db/client.ts';
import { faqCategories, faqs, sliders, staticPages, testimonials } from '../../db/schema.ts';

export async function listSliders(db: Database): Promise<Slider[]> {
  return db
    .select({
      id: sliders.id,
      image: sliders.image,
      text: sliders.text,
      button_text: sliders.buttonText,
      button_link: sliders.buttonLink,
    })
    .from(sliders)
    .orderBy(asc(sliders.position), asc(sliders.id));
}

export async function listTestimonials(db: Database): Promise<Testimonial[]> {
  return db
    .select({
      id: testimonials.id,
      title: testimonials.title,
      testimonial: testimonials.testimonial,
      author: testimonials.author,
      author_picture: testimonials.authorPicture,
      video_url: testimonials.videoUrl,
    })
    .from(testimonials)
    .orderBy(asc(testimonials.position), asc(testimonials.id));
}

/** Categories in position order, each with its questions in position order (two queries, no N+1). */
export async function listFaqCategories(db: Database): Promise<FaqCategory[]> {
  const [categories, items] = await Promise.all([
    db
      .select({ id: faqCategories.id, name: faqCategories.name })
      .from(faqCategories)
      .orderBy(asc(faqCategories.position), asc(faqCategories.id)),
    db
      .select({ id: faqs.id, categoryId: faqs.categoryId, question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .orderBy(asc(faqs.position), asc(faqs.id)),
  ]);
  return categories.map((category) => ({
    ...category,
    faqs: items
      .filter((item) => item.categoryId === category.id)
      .map(({ id, question, answer }) => ({ id, question, answer })),
  }));
}

export async function findStaticPage(db: Database, slug: string): Promise<StaticPage | null> {
  const rows = await db
    .select({ slug: staticPages.slug, name: staticPages.name, content: staticPages.content })
    .from(staticPages)
    .where(eq(staticPages.slug, slug))
    .limit(1);
  return rows[0] ?? null;
}
