/**
 * Turns a YouTube watch/share/embed link into the privacy-enhanced (no cookies until played)
 * embed address, autoplaying because it is only loaded after the visitor pressed play.
 * `toNoCookieEmbed('https://youtu.be/abc123DEF45')`
 *   → 'https://www.youtube-nocookie.com/embed/abc123DEF45?autoplay=1&rel=0'
 */
const VIDEO_ID = /^[\w-]{6,20}$/;

export function toNoCookieEmbed(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const id = videoId(host, parsed);
  return id && VIDEO_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null;
}

function videoId(host: string, url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0] ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (segments[0] === 'embed' || segments[0] === 'shorts') return segments[1] ?? null;
  return null;
}
