import { contentTypeOf, FALLBACK_CONTENT_TYPE } from './content-type.ts';

describe('contentTypeOf', () => {
  it.each([
    ['cars/B-1/profile.svg', 'image/svg+xml'],
    ['cars/B-1/profile.SVG', 'image/svg+xml'],
    ['a.png', 'image/png'],
    ['a.jpg', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['a.webp', 'image/webp'],
    ['docs/fisa.pdf', 'application/pdf'],
    ['video/clip.mp4', 'video/mp4'],
    ['no-extension', FALLBACK_CONTENT_TYPE],
    ['folder.d/no-extension', FALLBACK_CONTENT_TYPE],
    ['a.exe', FALLBACK_CONTENT_TYPE],
  ])('%s → %s', (path, expected) => {
    expect(contentTypeOf(path)).toBe(expected);
  });
});
