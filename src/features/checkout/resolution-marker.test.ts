import { describe, expect, it } from 'vitest';
import { type Marker, markerOf, markerOutcome } from './resolution-marker.ts';

describe('markerOf', () => {
  it.each<[string, string, string | null, Marker | null]>([
    ['query error1', '?status=error1', null, 'error1'],
    ['query error4', '?status=error4', 'signed', 'error4'],
    ['query success', '?status=success', 'signed', null],
    ['no query, stored error3', '', 'error3', 'error3'],
    ['unknown query falls back to the stored state', '?status=error9', 'error2', 'error2'],
    ['nothing', '', null, null],
    ['stored identified (not a marker)', '', 'identified', null],
  ])('%s', (_case, search, stored, expected) => {
    expect(markerOf(search, stored)).toBe(expected);
  });
});

describe('markerOutcome', () => {
  it.each<[Marker, string]>([
    ['error1', 'retry-identification'],
    ['error2', 'retry-identification'],
    ['error3', 'request-contact'],
    ['error4', 'request-contact'],
  ])('%s → %s', (marker, outcome) => {
    expect(markerOutcome(marker)).toBe(outcome);
  });
});
