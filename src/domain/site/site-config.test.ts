import { browserCmsUrl, buildCmsUrl, storageUrl } from './site-config.ts';

describe('buildCmsUrl', () => {
  it.each([
    [{}, 'http://localhost:4321/api'],
    [{ CMS_URL: '' }, 'http://localhost:4321/api'],
    [{ CMS_URL: 'http://localhost:4399/api' }, 'http://localhost:4399/api'],
    [{ CMS_URL: 'https://cms.example.ro/api/' }, 'https://cms.example.ro/api'],
  ])('%j → %s', (env, expected) => {
    expect(buildCmsUrl(env)).toBe(expected);
  });
});

describe('browserCmsUrl', () => {
  it.each([
    [{}, '/api'],
    [{ PUBLIC_CMS_URL: 'https://cms.example.ro/api/' }, 'https://cms.example.ro/api'],
  ])('%j → %s', (env, expected) => {
    expect(browserCmsUrl(env)).toBe(expected);
  });
});

describe('storageUrl', () => {
  it.each([
    ['cars/B-101/profile.svg', {}, '/storage/cars/B-101/profile.svg'],
    ['/docs/fisa.pdf', {}, '/storage/docs/fisa.pdf'],
    [
      'docs/fisa.pdf',
      { PUBLIC_STORAGE_URL: 'https://cdn.example.ro/storage/' },
      'https://cdn.example.ro/storage/docs/fisa.pdf',
    ],
  ])('%s with %j → %s', (path, env, expected) => {
    expect(storageUrl(path, env)).toBe(expected);
  });
});
