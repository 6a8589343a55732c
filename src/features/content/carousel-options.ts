/**
 * Carousel presets of the spec (section 9), as plain data so they can be tested without a DOM.
 * Glide's own keyboard module listens on the whole document (arrow keys typed in a form field
 * would move the slider), so arrow keys are handled by carousel.ts, scoped to the carousel.
 */
import type { GlideOptions } from '@glidejs/glide/dist/glide.modular.esm.js';

export type CarouselPreset = 'home' | 'cars';

export interface CarouselConfig {
  readonly glide: GlideOptions;
  /** Auto-advance interval in ms, or false; the pause button exists only when set. */
  readonly autoplay: number | false;
  /** Left/right arrow keys move the carousel while focus is inside it. */
  readonly arrowKeys: boolean;
  /** Slides not on screen are made inert so Tab never lands on a hidden link (one slide per view). */
  readonly inertHiddenSlides: boolean;
}

export const HOME_AUTOPLAY_MS = 5000;
const TRANSITION_MS = 400;

const PRESETS: Readonly<Record<CarouselPreset, CarouselConfig>> = {
  home: {
    glide: {
      type: 'carousel',
      perView: 1,
      autoplay: HOME_AUTOPLAY_MS,
      hoverpause: true,
      keyboard: false,
      swipeThreshold: 40,
      dragThreshold: 40,
      animationDuration: TRANSITION_MS,
    },
    autoplay: HOME_AUTOPLAY_MS,
    arrowKeys: true,
    inertHiddenSlides: true,
  },
  cars: {
    glide: {
      type: 'slider',
      perView: 5,
      gap: 16,
      bound: true,
      rewind: false,
      autoplay: false,
      keyboard: false,
      swipeThreshold: 80,
      dragThreshold: 80,
      animationDuration: TRANSITION_MS,
      // Glide breakpoints are max-widths: below 464 → 1, 464-1023 → 2, 1024-2999 → 3, 3000+ → 5.
      breakpoints: { 463: { perView: 1 }, 1023: { perView: 2 }, 2999: { perView: 3 } },
    },
    autoplay: false,
    arrowKeys: true,
    inertHiddenSlides: false,
  },
};

/** The preset, with auto-advance switched off when the visitor asked for reduced motion. */
export function carouselConfig(preset: CarouselPreset, reducedMotion = false): CarouselConfig {
  const config = PRESETS[preset];
  if (!reducedMotion || config.autoplay === false) return config;
  return { ...config, glide: { ...config.glide, autoplay: false } };
}

/** How many slides a cars carousel shows at a viewport width, as Glide will resolve it. */
export function perViewAt(config: CarouselConfig, width: number): number {
  const points = Object.entries(config.glide.breakpoints ?? {})
    .map(([maxWidth, options]) => [Number(maxWidth), options] as const)
    .sort(([a], [b]) => a - b);
  const match = points.find(([maxWidth]) => width <= maxWidth);
  return match?.[1].perView ?? config.glide.perView ?? 1;
}
