import { describe, expect, it } from 'vitest';
import { carouselConfig, perViewAt } from './carousel-options.ts';

describe('home preset', () => {
  const { glide, autoplay, arrowKeys } = carouselConfig('home');
  it.each([
    ['wraps around', glide.type, 'carousel'],
    ['auto-advances every 5000 ms', glide.autoplay, 5000],
    ['pauses on hover', glide.hoverpause, true],
    ['swipes after 40 px', glide.swipeThreshold, 40],
    ['leaves global keyboard handling off', glide.keyboard, false],
    ['offers the pause button', autoplay, 5000],
    ['moves with arrow keys', arrowKeys, true],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('does not auto-advance under prefers-reduced-motion', () => {
    const reduced = carouselConfig('home', true);
    expect(reduced.glide.autoplay).toBe(false);
    expect(reduced.glide.type).toBe('carousel');
  });
});

describe('cars preset', () => {
  const config = carouselConfig('cars');
  it.each([
    ['never auto-advances', config.glide.autoplay, false],
    ['animates in 400 ms', config.glide.animationDuration, 400],
    ['swipes after 80 px', config.glide.swipeThreshold, 80],
    ['has no pause button', config.autoplay, false],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [320, 1],
    [463, 1],
    [464, 2],
    [1023, 2],
    [1024, 3],
    [2999, 3],
    [3000, 5],
    [4000, 5],
  ])('shows at %i px %i cars', (width, perView) => {
    expect(perViewAt(config, width)).toBe(perView);
  });
});
