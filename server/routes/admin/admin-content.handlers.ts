/**
 * Editorial content writes: a static page is saved by slug (created or replaced); slides,
 * testimonials and the FAQ are replaced as whole lists, positions following the list order.
 */
import { eq, sql } from 'drizzle-orm';
import type {
  FaqsBody,
  SlidersBody,
  StaticPageBody,
  TestimonialsBody,
} from '../../../src/domain/cms/content-payloads.ts';
import { WHOLE_LIST } from '../../../src/domain/cms/history.ts';
import { faqCategories, faqs, sliders, staticPages, testimonials } from '../../db/schema.ts';
import { type ChangeDeps, commitChange, type SaveBy, track } from './commit-change.ts';
import {
  faqsSnapshot,
  slidersSnapshot,
  staticPageSnapshot,
  testimonialsSnapshot,
} from './content-snapshots.ts';

const position = (index: number) => index + 1;

/** 'created' when no page had this slug. */
export async function saveStaticPage(
  deps: ChangeDeps,
  slug: string,
  page: StaticPageBody,
  by: SaveBy,
): Promise<'created' | 'updated'> {
  return commitChange(
    deps,
    'static-page.saved',
    async (tx) => {
      const existing = await tx
        .select({ slug: staticPages.slug })
        .from(staticPages)
        .where(eq(staticPages.slug, slug))
        .for('update');
      await tx
        .insert(staticPages)
        .values({ slug, name: page.name, content: page.content, updatedAt: sql`now()` })
        .onConflictDoUpdate({
          target: staticPages.slug,
          set: { name: page.name, content: page.content, updatedAt: sql`now()` },
        });
      return existing.length === 0 ? 'created' : 'updated';
    },
    slug,
    track(by, 'static-page', slug, (tx) => staticPageSnapshot(tx, slug)),
  );
}

export async function replaceSliders(deps: ChangeDeps, list: SlidersBody, by: SaveBy): Promise<void> {
  await commitChange(
    deps,
    'sliders.replaced',
    async (tx) => {
      await tx.delete(sliders);
      if (list.length === 0) return;
      await tx.insert(sliders).values(
        list.map((slide, index) => ({
          position: position(index),
          image: slide.image,
          text: slide.text,
          buttonText: slide.button_text,
          buttonLink: slide.button_link,
        })),
      );
    },
    null,
    track(by, 'sliders', WHOLE_LIST, slidersSnapshot),
  );
}

export async function replaceTestimonials(
  deps: ChangeDeps,
  list: TestimonialsBody,
  by: SaveBy,
): Promise<void> {
  await commitChange(
    deps,
    'testimonials.replaced',
    async (tx) => {
      await tx.delete(testimonials);
      if (list.length === 0) return;
      await tx.insert(testimonials).values(
        list.map((item, index) => ({
          position: position(index),
          title: item.title,
          testimonial: item.testimonial,
          author: item.author,
          authorPicture: item.author_picture,
          videoUrl: item.video_url,
        })),
      );
    },
    null,
    track(by, 'testimonials', WHOLE_LIST, testimonialsSnapshot),
  );
}

export async function replaceFaqs(deps: ChangeDeps, categories: FaqsBody, by: SaveBy): Promise<void> {
  await commitChange(
    deps,
    'faqs.replaced',
    async (tx) => {
      await tx.delete(faqs);
      await tx.delete(faqCategories);
      for (const [index, category] of categories.entries()) {
        const [row] = await tx
          .insert(faqCategories)
          .values({ position: position(index), name: category.name })
          .returning({ id: faqCategories.id });
        if (!row) throw new Error('faq category not inserted');
        if (category.faqs.length === 0) continue;
        await tx.insert(faqs).values(
          category.faqs.map((faq, faqIndex) => ({
            categoryId: row.id,
            position: position(faqIndex),
            question: faq.question,
            answer: faq.answer,
          })),
        );
      }
    },
    null,
    track(by, 'faqs', WHOLE_LIST, faqsSnapshot),
  );
}
