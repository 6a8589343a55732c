import { describe, expect, it } from 'vitest';
import { fromList, moveItem, photoList, removeItem } from './photo-order.ts';

describe.each([
  ['down one', ['a', 'b', 'c'], 0, 1, ['b', 'a', 'c']],
  ['up one', ['a', 'b', 'c'], 2, 1, ['a', 'c', 'b']],
  ['to the top (profile)', ['a', 'b', 'c'], 2, 0, ['c', 'a', 'b']],
  ['past the end (clamped)', ['a', 'b', 'c'], 1, 9, ['a', 'c', 'b']],
  ['above the top (clamped)', ['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
  ['from outside the list', ['a', 'b'], 5, 0, ['a', 'b']],
])('moveItem %s', (_name, list, from, to, expected) => {
  it(`gives ${expected.join(',')}`, () => {
    expect(moveItem(list, from, to)).toEqual(expected);
  });
});

describe('photo list', () => {
  it('puts the profile photo first and back', () => {
    const photos = { profile_photo: 'p.jpg', gallery: ['g1.jpg', 'g2.jpg'] };
    expect(photoList(photos)).toEqual(['p.jpg', 'g1.jpg', 'g2.jpg']);
    expect(fromList(photoList(photos))).toEqual(photos);
    expect(fromList(['g2.jpg', 'p.jpg'])).toEqual({ profile_photo: 'g2.jpg', gallery: ['p.jpg'] });
    expect(fromList([])).toBeNull();
  });
  it('removes one photo', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});
