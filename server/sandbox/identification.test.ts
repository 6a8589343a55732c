import type { IdentificationStatus } from '../orders/order.ts';
import {
  applyIdentificationAction,
  dochubUrl,
  type IdentificationAction,
  isIdentificationAction,
  markerOf,
  resolutionUrl,
} from './identification.ts';

describe('applyIdentificationAction', () => {
  it.each<[IdentificationStatus | null, IdentificationAction, IdentificationStatus | null, string | null]>([
    [null, 'consent', 'consented', null],
    ['started', 'consent', 'consented', null],
    ['consented', 'video_success', 'identified', null],
    ['consented', 'video_error1', 'error1', 'error1'],
    ['consented', 'video_error2', 'error2', 'error2'],
    ['consented', 'video_fail', 'error3', 'error3'],
    ['identified', 'sign_success', 'signed', 'success'],
    ['identified', 'sign_fail', 'error4', 'error4'],
    ['error1', 'consent', 'consented', null],
    ['error2', 'consent', 'consented', null],
    // repeats answer the same result
    ['consented', 'consent', 'consented', null],
    ['signed', 'sign_success', 'signed', 'success'],
    ['error3', 'video_fail', 'error3', 'error3'],
  ])('%s + %s → %s (marker %s)', (status, action, to, marker) => {
    expect(applyIdentificationAction(status, action)).toEqual({ ok: true, to, marker });
  });

  it.each<[IdentificationStatus | null, IdentificationAction]>([
    [null, 'video_success'],
    [null, 'sign_success'],
    ['consented', 'sign_success'],
    ['identified', 'video_fail'],
    ['error3', 'consent'],
    ['error4', 'consent'],
    ['signed', 'consent'],
    ['signed', 'sign_fail'],
    ['error4', 'sign_success'],
  ])('%s + %s is refused', (status, action) => {
    expect(applyIdentificationAction(status, action)).toEqual({ ok: false });
  });
});

describe('urls', () => {
  it('builds the dochub url on the sandbox origin', () => {
    expect(dochubUrl('http://localhost:4321', 'u-1')).toBe(
      'http://localhost:4321/sandbox/identification/u-1',
    );
  });

  it.each(['success', 'error1', 'error2', 'error3', 'error4'] as const)(
    'returns to the resolution with %s',
    (marker) => {
      expect(resolutionUrl('https://shop.example', 'u-1', marker)).toBe(
        `https://shop.example/rezolutie/u-1?status=${marker}`,
      );
    },
  );
});

describe('markerOf and isIdentificationAction', () => {
  it.each<[IdentificationStatus | null, string | null]>([
    [null, null],
    ['consented', null],
    ['identified', null],
    ['signed', 'success'],
    ['error3', 'error3'],
  ])('%s → %s', (status, marker) => {
    expect(markerOf(status)).toBe(marker);
  });

  it.each([
    ['consent', true],
    ['sign_fail', true],
    ['pay', false],
    [3, false],
  ])('%s is an action: %s', (value, expected) => {
    expect(isIdentificationAction(value)).toBe(expected);
  });
});
