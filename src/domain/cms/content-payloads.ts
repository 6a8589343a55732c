/**
 * Bodies of the admin content endpoints. Lists are replaced whole (order = position), which is all
 * an editor's "save" needs. HTML is stored as given: the site sanitizes it at build time. Every URL
 * goes through the shared allowlist (src/lib/validation/urls.ts), which the build checks again.
 */
import * as v from 'valibot';
import { roAdminApi as m } from '../../i18n/ro.ts';
import { plainText } from '../../lib/validation/rules.ts';
import { linkSchema, storagePathSchema, videoUrlSchema } from '../../lib/validation/urls.ts';
import { listOf, text } from './admin-rules.ts';

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

export const staticPageBodySchema = v.strictObject({
  name: text(200),
  content: v.pipe(v.string(m.fieldEmpty), v.minLength(1, m.fieldEmpty), plainText(500_000)),
});

export const slidersBodySchema = listOf(
  v.strictObject({
    image: storagePathSchema('image'),
    text: text(500),
    button_text: v.optional(v.nullable(text(100)), null),
    button_link: v.optional(v.nullable(linkSchema('button_link')), null),
  }),
  30,
);

export const testimonialsBodySchema = listOf(
  v.strictObject({
    title: text(200),
    testimonial: text(5000),
    author: text(200),
    author_picture: storagePathSchema('author_picture'),
    video_url: v.optional(v.nullable(videoUrlSchema('video_url')), null),
  }),
  100,
);

export const faqsBodySchema = listOf(
  v.strictObject({
    name: text(200),
    faqs: listOf(v.strictObject({ question: text(500), answer: text(20_000) }), 200),
  }),
  50,
);

export type StaticPageBody = v.InferOutput<typeof staticPageBodySchema>;
export type SlidersBody = v.InferOutput<typeof slidersBodySchema>;
export type TestimonialsBody = v.InferOutput<typeof testimonialsBodySchema>;
export type FaqsBody = v.InferOutput<typeof faqsBodySchema>;
