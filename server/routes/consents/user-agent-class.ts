/**
 * A User-Agent header reduced to what the consent log needs to show how consent was given (device
 * class and browser family) and nothing that singles a person out: no version, no OS build, no IP.
 */
export type DeviceClass = 'bot' | 'tablet' | 'mobile' | 'desktop' | 'unknown';
export type BrowserFamily = 'edge' | 'opera' | 'samsung' | 'firefox' | 'chrome' | 'safari' | 'other';

export interface UserAgentClass {
  readonly deviceClass: DeviceClass;
  readonly browserFamily: BrowserFamily;
}

// Headless browsers and audit tools count as bots: their "consent" is not a visitor's.
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|curl\/|wget\/|python|node-fetch|undici|axios|go-http/i;
const TABLET = /ipad|tablet|android(?!.*mobile)/i;
const MOBILE = /mobi|iphone|ipod|android/i;
/** Every browser still starts with this token; anything else is some other client. */
const DESKTOP = /^mozilla\//i;

/** First match wins: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly (readonly [BrowserFamily, RegExp])[] = [
  ['edge', /edg(e|a|ios)?\//i],
  ['opera', /opr\/|opera/i],
  ['samsung', /samsungbrowser/i],
  ['firefox', /firefox|fxios/i],
  ['chrome', /chrome|crios|chromium/i],
  ['safari', /safari/i],
];

/** @example userAgentClass('Mozilla/5.0 (iPhone; …) Version/18.1 Mobile/15E148 Safari/604.1') // mobile, safari */
export function userAgentClass(userAgent: string | undefined): UserAgentClass {
  const ua = userAgent?.trim() ?? '';
  const browserFamily = BROWSERS.find(([, pattern]) => pattern.test(ua))?.[0] ?? 'other';
  const deviceClass: DeviceClass =
    ua === ''
      ? 'unknown'
      : BOT.test(ua)
        ? 'bot'
        : TABLET.test(ua)
          ? 'tablet'
          : MOBILE.test(ua)
            ? 'mobile'
            : DESKTOP.test(ua)
              ? 'desktop'
              : 'unknown';
  return { deviceClass, browserFamily };
}
