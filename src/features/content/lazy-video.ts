/**
 * Testimonial videos load only when played: the page renders a link to the video over the
 * picture (`<a data-lazy-video data-video-title="…" href="https://youtu.be/…">`), which works
 * without JS; with JS a click swaps it for the player's iframe (video-embed.ts: known hosts only).
 * Delegated on the root, so it also covers slides Glide clones.
 */
import { fill, roContent } from '../../i18n/ro.ts';
import { toVideoEmbed } from './video-embed.ts';

export function mountLazyVideos(root: HTMLElement, onPlay?: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-lazy-video]') : null;
    if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return;
    const src = toVideoEmbed(link.href);
    if (!src) return;
    event.preventDefault();
    const iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = fill(roContent.videoTitle, { title: link.dataset.videoTitle ?? '' });
    iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    iframe.className = 'lazy-video__frame';
    link.replaceWith(iframe);
    iframe.focus();
    onPlay?.();
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
