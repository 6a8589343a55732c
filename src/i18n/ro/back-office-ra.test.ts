import english from 'ra-language-english';
import { roReactAdmin } from './back-office-ra.ts';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the back office in Romanian', () => {
  it('translates every react-admin message (no English left on screen)', () => {
    expect(
      keys(roReactAdmin)
        .filter((key) => !key.startsWith('ra.tiptap.'))
        .sort(),
    ).toEqual(keys(english).sort());
  });

  it.each([
    ['ra.auth.username', 'E-mail'],
    ['ra.auth.password', 'Parola'],
    ['ra.auth.sign_in', 'Intra in cont'],
    ['ra.auth.logout', 'Iesi din cont'],
  ])('%s reads %s', (key, text) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], roReactAdmin);
    expect(value).toBe(text);
  });
});
