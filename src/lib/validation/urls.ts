/**
 * Which URLs content from the CMS may carry. A URL the CMS supplies ends up in an href or an
 * iframe of every visitor's page, so a `javascript:` video link or a `//evil.example` button is a
 * stored XSS or an open redirect. One allowlist, checked twice: by the admin API (422 naming the
 * field) and by the site's CMS schemas at build (the build fails naming the record and field).
 *
 * - link: a page of the site (a path starting with a single `/`) or an `https:` address on an
 *   allowlisted host (the broker, the group's social networks, the video hosts);
 * - video: an `https:` YouTube or Vimeo address with a video id (the player embeds only the id);
 * - map: an `https:` Google Maps address (a showroom's location);
 * - storage path: a file under the CMS storage (`cars/B-101/profile.svg`), never a URL, never `..`.
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';

export const VIDEO_HOSTS = {
  youtube: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'],
  youtubeNoCookie: ['youtube-nocookie.com', 'www.youtube-nocookie.com'],
  vimeo: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
} as const;

const SOCIAL_HOSTS = [
  'facebook.com',
  'www.facebook.com',
  'instagram.com',
  'www.instagram.com',
  'linkedin.com',
  'www.linkedin.com',
  'tiktok.com',
  'www.tiktok.com',
] as const;
const BROKER_HOSTS = ['autoasigurare.ro', 'www.autoasigurare.ro'] as const;
const MAP_HOSTS = ['www.google.com', 'google.com', 'maps.google.com', 'maps.app.goo.gl'] as const;

/** Hosts an external `link` may point to. */
export const LINK_HOSTS: readonly string[] = [
  ...SOCIAL_HOSTS,
  ...BROKER_HOSTS,
  ...VIDEO_HOSTS.youtube,
  ...VIDEO_HOSTS.vimeo,
];

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{4,12}$/;

export type VideoRef = { readonly host: 'youtube' | 'vimeo'; readonly id: string };

/** An absolute https URL without credentials, or null. Parsing is the browser's own (WHATWG). */
function httpsUrl(value: string): URL | null {
  if (/[\s\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' ? url : null;
}

/**
 * A page of this site: one leading `/`, then no second `/` or `\` (browsers read `//host` and
 * `/\host` as another site), no whitespace or control characters.
 * @example isSitePath('/masini/abonament') // true; isSitePath('//evil.example') // false
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/** @example isAllowedLink('https://www.facebook.com/autoabonament') // true */
export function isAllowedLink(value: string): boolean {
  if (isSitePath(value)) return true;
  const url = httpsUrl(value);
  return url !== null && LINK_HOSTS.includes(url.hostname);
}

/**
 * The video a YouTube or Vimeo address shows, or null (another host, no id, not https).
 * @example videoRef('https://youtu.be/abc123DEF45') // { host: 'youtube', id: 'abc123DEF45' }
 */
export function videoRef(value: string): VideoRef | null {
  const url = httpsUrl(value);
  if (!url) return null;
  const host = url.hostname;
  const segments = url.pathname.split('/').filter(Boolean);
  const is = (hosts: readonly string[]) => hosts.includes(host);
  let youtube: string | null | undefined;
  if (host === 'youtu.be') youtube = segments[0];
  else if (is(VIDEO_HOSTS.youtube) || is(VIDEO_HOSTS.youtubeNoCookie)) {
    if (segments[0] === 'watch') youtube = url.searchParams.get('v');
    else if (segments[0] === 'embed' || segments[0] === 'shorts') youtube = segments[1];
  }
  if (youtube) return YOUTUBE_ID.test(youtube) ? { host: 'youtube', id: youtube } : null;
  if (!is(VIDEO_HOSTS.vimeo)) return null;
  const vimeo = host === 'player.vimeo.com' && segments[0] === 'video' ? segments[1] : segments[0];
  return vimeo && VIMEO_ID.test(vimeo) && segments.length <= 2 ? { host: 'vimeo', id: vimeo } : null;
}

/** @example isMapLink('https://www.google.com/maps/search/?api=1&query=Bucuresti') // true */
export function isMapLink(value: string): boolean {
  const url = httpsUrl(value);
  if (!url || !MAP_HOSTS.includes(url.hostname as (typeof MAP_HOSTS)[number])) return false;
  return url.hostname.startsWith('maps.') || url.pathname.startsWith('/maps');
}

const MAX_STORAGE_PATH = 300;

/**
 * A file under the CMS storage (at most 300 characters): relative, segments of letters, digits, `_ . -`, none `.` or `..`.
 * @example isStoragePath('cars/B-101/profile.svg') // true; isStoragePath('cars/../../etc/passwd') // false
 */
export function isStoragePath(value: string): boolean {
  if (value.length > MAX_STORAGE_PATH || !/^[a-z0-9][a-z0-9/_.-]*$/i.test(value)) return false;
  return value.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

// ---------------------------------------------------------------- valibot schemas (API and build)

const m = roValidation;
/** Longer than any address the shop links to; it keeps a megabyte "URL" out of the database. */
const MAX_URL = 2000;
/** `field`, when given, starts the message: an editor reading a 422 sees which field is wrong. */
function rule(check: (value: string) => boolean, reason: string, field?: string) {
  const message = field ? `${field}: ${reason}` : reason;
  return v.pipe(v.string(message), v.maxLength(MAX_URL, message), v.check(check, message));
}

/** A site path or an https link to an allowlisted host. */
export const linkSchema = (field?: string) => rule(isAllowedLink, m.urlLinkInvalid, field);
export const videoUrlSchema = (field?: string) =>
  rule((value) => videoRef(value) !== null, m.urlVideoInvalid, field);
export const mapLinkSchema = (field?: string) => rule(isMapLink, m.urlMapInvalid, field);
export const storagePathSchema = (field?: string) => rule(isStoragePath, m.storagePathInvalid, field);
