import { describe, expect, it } from 'vitest';
import { fieldChanges } from './field-changes.ts';

describe.each([
  ['nothing on either side', null, null, []],
  [
    'a field changed',
    { role: 'editor' },
    { role: 'admin' },
    [{ field: 'role', before: '"editor"', after: '"admin"' }],
  ],
  ['a field added', {}, { disabled: true }, [{ field: 'disabled', before: undefined, after: 'true' }]],
  ['a field removed', { note: 'x' }, null, [{ field: 'note', before: '"x"', after: undefined }]],
  ['unchanged fields left out', { a: 1, b: 2 }, { a: 1, b: 3 }, [{ field: 'b', before: '2', after: '3' }]],
  [
    'nested paths',
    { dealer: { group: { cui: 'RO1' } }, items: ['x', 'y'] },
    { dealer: { group: { cui: 'RO2' } }, items: ['x', 'z'] },
    [
      { field: 'dealer.group.cui', before: '"RO1"', after: '"RO2"' },
      { field: 'items.1', before: '"y"', after: '"z"' },
    ],
  ],
  ['a scalar record', 1, 2, [{ field: '', before: '1', after: '2' }]],
  [
    'an emptied list inside',
    { items: ['a'] },
    { items: [] },
    [
      { field: 'items', before: undefined, after: '[]' },
      { field: 'items.0', before: '"a"', after: undefined },
    ],
  ],
  [
    'counts only (an export)',
    undefined,
    { counts: { orders: 2 } },
    [{ field: 'counts.orders', before: undefined, after: '2' }],
  ],
])('fieldChanges: %s', (_name, before, after, expected) => {
  it('lists what differs', () => {
    expect(fieldChanges(before, after)).toEqual(expected);
  });
});
