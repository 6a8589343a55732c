/**
 * Bodies of the admin content endpoints. Lists are replaced whole (order = position), which is all
 * an editor's "save" needs. HTML is stored sanitized (cms-html.ts, the site's own sanitizer, which
 * the build applies again), so what an editor previews is what is stored. Every URL
 * goes through the shared allowlist (src/lib/validation/urls.ts), which the build checks again.
 */
import * as v from 'valibot';
import { roAdminApi as m } from '../../i18n/ro.ts';
import { plainText } from '../../lib/validation/rules.ts';
import { linkSchema, storagePathSchema, videoUrlSchema } from '../../lib/validation/urls.ts';
import { listOf, text } from './admin-rules.ts';
import { sanitizeCmsHtml } from './cms-html.ts';

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Rich text: limited as typed, stored as the sanitizer leaves it; nothing left (a lone <script>) is empty. */
const html = (max: number) =>
  v.pipe(
    v.string(m.fieldEmpty),
    plainText(max),
    v.transform(sanitizeCmsHtml),
    v.check((value) => value.trim() !== '', m.fieldEmpty),
  );

export const staticPageBodySchema = v.strictObject({
  name: text(200),
  content: html(500_000),
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
    faqs: listOf(v.strictObject({ question: text(500), answer: html(20_000) }), 200),
  }),
  50,
);

export type StaticPageBody = v.InferOutput<typeof staticPageBodySchema>;
export type SlidersBody = v.InferOutput<typeof slidersBodySchema>;
export type TestimonialsBody = v.InferOutput<typeof testimonialsBodySchema>;
export type FaqsBody = v.InferOutput<typeof faqsBodySchema>;
