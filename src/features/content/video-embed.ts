/**
 * The player address of a testimonial's video, built from the video id alone (src/lib/validation/
 * urls.ts), never from the CMS's URL itself: YouTube plays from the privacy-enhanced host (no cookies
 * until played), Vimeo with do-not-track; both autoplay, since the player loads only on a click.
 * `toVideoEmbed('https://youtu.be/abc123DEF45')`
 *   → 'https://www.youtube-nocookie.com/embed/abc123DEF45?autoplay=1&rel=0'
 */
import { videoRef } from '../../lib/validation/urls.ts';

export function toVideoEmbed(url: string): string | null {
  const video = videoRef(url);
  if (!video) return null;
  return video.host === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`;
}
