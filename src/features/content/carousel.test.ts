// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roContent } from '../../i18n/ro.ts';
import { mountCarousel, syncInert } from './carousel.ts';
import { mountLazyVideos } from './lazy-video.ts';
import { toVideoEmbed } from './video-embed.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function slides(count: number): HTMLElement {
  const root = document.createElement('section');
  const items = Array.from(
    { length: count },
    (_, i) => `<li class="glide__slide"><a href="/s${i}">S${i}</a></li>`,
  );
  root.innerHTML = `<div class="glide__track" data-glide-el="track"><ul class="glide__slides">${items.join('')}</ul></div>`;
  document.body.append(root);
  return root;
}

describe('toVideoEmbed', () => {
  const embed = 'https://www.youtube-nocookie.com/embed/abc123DEF45?autoplay=1&rel=0';
  it.each([
    ['https://www.youtube.com/watch?v=abc123DEF45', embed],
    ['https://youtu.be/abc123DEF45', embed],
    ['https://m.youtube.com/watch?v=abc123DEF45&t=3', embed],
    ['https://www.youtube.com/embed/abc123DEF45', embed],
    ['https://www.youtube.com/channel/xyz', null],
    ['https://vimeo.com/12345678', 'https://player.vimeo.com/video/12345678?autoplay=1&dnt=1'],
    ['javascript:alert(1)//https://youtu.be/abc123DEF45', null],
    ['https://www.youtube.com/watch?v=<script>', null],
    ['not a url', null],
  ])('%s → %s', (url, expected) => {
    expect(toVideoEmbed(url)).toBe(expected);
  });
});

describe('mountLazyVideos', () => {
  it('loads the iframe only when the link is clicked', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<a data-lazy-video data-video-title="Ana" href="https://youtu.be/abc123DEF45"><img alt=""></a>';
    document.body.append(root);
    const onPlay = vi.fn();
    mountLazyVideos(root, onPlay);
    expect(root.querySelector('iframe')).toBeNull();
    root.querySelector('a')?.click();
    const iframe = root.querySelector('iframe');
    expect(iframe?.src).toContain('youtube-nocookie.com/embed/abc123DEF45');
    expect(iframe?.title).toBe('Videoclip: Ana');
    expect(root.querySelector('a')).toBeNull();
    expect(onPlay).toHaveBeenCalledOnce();
  });
});

describe('syncInert', () => {
  it('leaves only the active real slide focusable', () => {
    const root = slides(3);
    const clone = document.createElement('li');
    clone.className = 'glide__slide glide__slide--clone';
    root.querySelector('ul')?.append(clone);
    syncInert(root, 1);
    const inert = Array.from(root.querySelectorAll<HTMLElement>('.glide__slide')).map((slide) => slide.inert);
    expect(inert).toEqual([true, false, true, true]);
    expect(clone.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelectorAll('[aria-hidden="true"].glide__slide')).toHaveLength(1);
  });
});

describe('mountCarousel', () => {
  it('adds named arrows and a pause button that toggles auto-advance (home)', () => {
    const root = slides(3);
    const unmount = mountCarousel(root, 'home');
    const names = Array.from(root.querySelectorAll('button')).map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([roContent.carouselPause, roContent.carouselPrevious, roContent.carouselNext]);
    const pause = root.querySelector<HTMLButtonElement>('.carousel-pause');
    pause?.click();
    expect(pause?.getAttribute('aria-label')).toBe(roContent.carouselPlay);
    unmount();
  });

  it('has arrows but no pause button for car lists', () => {
    const root = slides(6);
    const unmount = mountCarousel(root, 'cars');
    expect(root.querySelector('.carousel-pause')).toBeNull();
    expect(root.querySelectorAll('[data-glide-dir]')).toHaveLength(2);
    unmount();
  });
});
