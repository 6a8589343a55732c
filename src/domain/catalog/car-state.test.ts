import { describe, expect, it } from 'vitest';
import { roCarPicks } from '../../i18n/ro.ts';
import { carStateOf, carStateText } from './car-state.ts';

const t = roCarPicks;

describe('a picked car’s state now', () => {
  it.each([
    ['in stock', { car_visibility_id: 2, availability_date: null }, 'in_stock', t.stateInStock],
    ['reserved', { car_visibility_id: 4, availability_date: null }, 'reserved', t.stateReserved],
    [
      'coming, dated',
      { car_visibility_id: 5, availability_date: '2026-12-15' },
      'soon',
      'Disponibila din 15.12.2026',
    ],
    ['coming, undated', { car_visibility_id: 5, availability_date: null }, 'soon', t.stateSoonUndated],
    ['hidden', { car_visibility_id: 1, availability_date: null }, 'gone', t.stateGone],
    ['unknown to the shop', null, 'gone', t.stateGone],
  ] as const)('%s', (_case, car, state, text) => {
    expect(carStateOf(car)).toBe(state);
    expect(carStateText(car)).toBe(text);
  });
});
