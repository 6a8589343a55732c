/**
 * Mounts Glide on a server-rendered carousel (vanilla, no React: the slides are already in the
 * HTML, so the first slide paints without JS). Expected markup inside `root`:
 *   <div data-glide-el="track" class="glide__track"><ul class="glide__slides">
 *     <li class="glide__slide">…</li>…</ul></div>
 * The helper adds named previous/next buttons, a pause/play button when the preset auto-advances
 * (WCAG 2.2.2), arrow keys while focus is inside, and lazy testimonial videos.
 */
import Glide, { Autoplay, Breakpoints, Controls, Swipe } from '@glidejs/glide/dist/glide.modular.esm.js';
import '@glidejs/glide/dist/css/glide.core.min.css';
import { roContent } from '../../i18n/ro.ts';
import { type CarouselConfig, type CarouselPreset, carouselConfig } from './carousel-options.ts';
import { mountLazyVideos } from './lazy-video.ts';
import './content.css';

/** `mountCarousel(document.querySelector('[data-carousel="home"]')!, 'home')`; returns an unmount. */
export function mountCarousel(root: HTMLElement, preset: CarouselPreset): () => void {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const config = carouselConfig(preset, reducedMotion);
  const autoplayMs = carouselConfig(preset).autoplay;
  root.classList.add('glide');
  if (!root.querySelector('[data-glide-el="controls"]')) root.append(arrowButtons());

  const glide = new Glide(root, config.glide);
  if (config.inertHiddenSlides) {
    const sync = () => syncInert(root, glide.index);
    glide.on('build.after', sync);
    glide.on('run.after', sync);
  }
  const stopAutoplay = autoplayMs === false ? () => {} : autoplayControl(root, glide, autoplayMs, config);
  const cleanups = [stopAutoplay, mountLazyVideos(root, stopAutoplay)];
  if (config.arrowKeys) cleanups.push(arrowKeys(root, glide));
  glide.mount({ Controls, Swipe, Autoplay, Breakpoints });
  return () => {
    for (const cleanup of cleanups) cleanup();
    glide.destroy();
  };
}

function button(className: string, label: string, symbol: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  element.innerHTML = `<span aria-hidden="true">${symbol}</span>`;
  return element;
}

function arrowButtons(): HTMLElement {
  const controls = document.createElement('div');
  controls.className = 'glide__arrows';
  controls.dataset.glideEl = 'controls';
  const previous = button('glide__arrow glide__arrow--left', roContent.carouselPrevious, '‹');
  previous.dataset.glideDir = '<';
  const next = button('glide__arrow glide__arrow--right', roContent.carouselNext, '›');
  next.dataset.glideDir = '>';
  controls.append(previous, next);
  return controls;
}

/**
 * Pause/play button, plus a pause while keyboard focus is inside (nothing should move under a
 * reader). Returns a function that stops auto-advance for good (used when a video starts).
 */
function autoplayControl(root: HTMLElement, glide: Glide, intervalMs: number, config: CarouselConfig) {
  let playing = config.autoplay !== false;
  const toggle = button('carousel-pause', '', '');
  const render = () => {
    toggle.setAttribute('aria-label', playing ? roContent.carouselPause : roContent.carouselPlay);
    toggle.innerHTML = `<span aria-hidden="true">${playing ? '❚❚' : '▶'}</span>`;
  };
  const setPlaying = (next: boolean) => {
    playing = next;
    if (playing) glide.play(intervalMs);
    else glide.pause();
    render();
  };
  toggle.addEventListener('click', () => setPlaying(!playing));
  root.addEventListener('focusin', (event) => {
    if (event.target !== toggle) glide.pause();
  });
  root.addEventListener('focusout', (event) => {
    if (playing && !root.contains(event.relatedTarget as Node | null)) glide.play(intervalMs);
  });
  render();
  root.prepend(toggle);
  return () => setPlaying(false);
}

function arrowKeys(root: HTMLElement, glide: Glide): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, iframe'))
      return;
    if (event.key === 'ArrowLeft') glide.go('<');
    else if (event.key === 'ArrowRight') glide.go('>');
  };
  root.addEventListener('keydown', onKey);
  return () => root.removeEventListener('keydown', onKey);
}

/**
 * Only the slide on screen can take focus; clones and off-screen slides are inert. Clones, Glide's
 * copies for the wrap-around, are also hidden from assistive technology, which would otherwise
 * read every slide twice ("1 din 4" … "1 din 4").
 */
export function syncInert(root: HTMLElement, activeIndex: number): void {
  const slides = Array.from(root.querySelectorAll<HTMLElement>('.glide__slide:not(.glide__slide--clone)'));
  for (const clone of root.querySelectorAll<HTMLElement>('.glide__slide--clone')) {
    clone.inert = true;
    clone.setAttribute('aria-hidden', 'true');
  }
  slides.forEach((slide, index) => {
    slide.inert = index !== activeIndex;
  });
}
