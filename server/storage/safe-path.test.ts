import { safeStoragePath } from './safe-path.ts';

describe('safeStoragePath', () => {
  it.each([
    ['cars/B-101/profile.svg', 'cars/B-101/profile.svg'],
    ['docs/fisa_produs_abonament.pdf', 'docs/fisa_produs_abonament.pdf'],
    ['cars/B%2D101/profile.svg', 'cars/B-101/profile.svg'],
    ['a.b.c', 'a.b.c'],
  ])('accepts %s', (input, expected) => {
    expect(safeStoragePath(input)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['parent segment', 'cars/../secret.txt'],
    ['leading parent', '../etc/passwd'],
    ['encoded parent', '%2E%2E/etc/passwd'],
    ['encoded slash', '..%2Fetc%2Fpasswd'],
    ['encoded slash inside a name', 'cars%2Fprofile.svg'],
    ['encoded backslash', '..%5Cwindows'],
    ['absolute path', '/etc/passwd'],
    ['double slash', 'cars//profile.svg'],
    ['trailing slash', 'cars/'],
    ['NUL byte', 'cars/profile.svg%00.png'],
    ['dot file', '.env'],
    ['current directory', './cars/profile.svg'],
    ['dots inside', 'cars/a..b'],
    ['broken escape', 'cars/%E0%A4%A'],
    ['unicode name', 'cars/mașină.svg'],
    ['too long', `${'a/'.repeat(300)}b`],
  ])('rejects %s', (_label, input) => {
    expect(safeStoragePath(input)).toBeNull();
  });
});
