import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { externalLinks, socialLinks } from '../../domain/site/site-config.ts';
import { ro } from '../../i18n/ro.ts';
import {
  isAllowedLink,
  isMapLink,
  isSitePath,
  isStoragePath,
  linkSchema,
  videoRef,
  videoUrlSchema,
} from './urls.ts';

/** Addresses that must never reach an href, whatever the rule. */
const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example/',
  'https://www.youtube.com.evil.example/watch?v=abc123DEF45',
  'https://evil.example/?https://www.youtube.com',
  'https://user:pass@www.facebook.com/',
  'http://www.facebook.com/autoabonament',
  'ftp://www.youtube.com/watch?v=abc123DEF45',
  '',
];

describe.each(HOSTILE)('hostile address %j', (value) => {
  it('is neither a link, a video, a map nor a storage path', () => {
    expect(isAllowedLink(value)).toBe(false);
    expect(videoRef(value)).toBeNull();
    expect(isMapLink(value)).toBe(false);
    expect(isStoragePath(value)).toBe(false);
  });
});

describe('isSitePath', () => {
  it.each([
    ['/', true],
    ['/masini/abonament', true],
    ['/masini?categorie=1#lista', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/masini/\\evil', false],
    ['/ masini', false],
    ['masini', false],
    ['https://shop.ro/masini', false],
  ])('%j → %s', (value, expected) => {
    expect(isSitePath(value)).toBe(expected);
  });
});

describe('isAllowedLink', () => {
  it.each([
    ['/masini/finantare', true],
    ['https://www.facebook.com/autoabonament', true],
    ['https://www.instagram.com/autoabonament', true],
    ['https://www.linkedin.com/company/autoabonament', true],
    ['https://www.tiktok.com/@autoabonament', true],
    ['https://www.youtube.com/@autoabonament', true],
    ['https://vimeo.com/12345678', true],
    ['https://www.autoasigurare.ro/rca', true],
    ['HTTPS://WWW.FACEBOOK.COM/autoabonament', true],
    ['https://facebook.com.evil.example/', false],
    ['https://www.google.com/search?q=x', false],
    ['https://anpc.ro/', false],
  ])('%j → %s', (value, expected) => {
    expect(isAllowedLink(value)).toBe(expected);
  });

  it("accepts the site's own social and broker links", () => {
    for (const { href } of socialLinks) expect(isAllowedLink(href), href).toBe(true);
    expect(isAllowedLink(externalLinks.insuranceBroker)).toBe(true);
  });
});

describe('videoRef', () => {
  const youtube = { host: 'youtube', id: 'abc123DEF45' };
  it.each([
    ['https://www.youtube.com/watch?v=abc123DEF45', youtube],
    ['https://m.youtube.com/watch?v=abc123DEF45&t=3', youtube],
    ['https://youtu.be/abc123DEF45', youtube],
    ['https://www.youtube.com/embed/abc123DEF45', youtube],
    ['https://www.youtube.com/shorts/abc123DEF45', youtube],
    ['https://www.youtube-nocookie.com/embed/abc123DEF45', youtube],
    ['https://vimeo.com/76979871', { host: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { host: 'vimeo', id: '76979871' }],
    ['https://www.youtube.com/channel/xyz', null],
    ['https://www.youtube.com/watch?v=<script>', null],
    ['https://youtu.be/', null],
    ['https://vimeo.com/channels/staffpicks', null],
    ['https://vimeo.com/abc', null],
    ['https://www.dailymotion.com/video/x7tgad0', null],
    ['http://www.youtube.com/watch?v=abc123DEF45', null],
  ])('%j → %o', (value, expected) => {
    expect(videoRef(value)).toEqual(expected);
  });
});

describe('isMapLink', () => {
  it.each([
    ['https://www.google.com/maps/search/?api=1&query=Bucuresti', true],
    ['https://maps.google.com/?q=Bucuresti', true],
    ['https://maps.app.goo.gl/AbCdEf', true],
    ['https://www.google.com/search?q=Bucuresti', false],
    ['https://www.google.com.evil.example/maps', false],
  ])('%j → %s', (value, expected) => {
    expect(isMapLink(value)).toBe(expected);
  });
});

describe('isStoragePath', () => {
  it.each([
    ['cars/B-101/profile.svg', true],
    ['docs/fisa_produs_abonament.pdf', true],
    ['testimonials/ioana.svg', true],
    ['cars/../../package.json', false],
    ['./cars/a.svg', false],
    ['cars//a.svg', false],
    ['cars/a.svg/', false],
    ['/cars/a.svg', false],
    ['https://cdn.example/a.svg', false],
    ['cars/a b.svg', false],
  ])('%j → %s', (value, expected) => {
    expect(isStoragePath(value)).toBe(expected);
  });
});

describe('schemas', () => {
  it('name the field in a Romanian reason', () => {
    const result = v.safeParse(videoUrlSchema('video_url'), 'javascript:alert(1)');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toMatch(/^video_url: videoclipul trebuie/);
    expect(v.safeParse(linkSchema('button_link'), 42).issues?.[0]?.message).toContain('button_link: ');
    expect(v.safeParse(linkSchema(), '//evil.example').issues?.[0]?.message).toBe(
      ro.validation.urlLinkInvalid,
    );
  });
});
