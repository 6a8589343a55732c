// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_DELAY_MS, hashTarget, scrollToHashAfterLoad } from './hash-scroll.ts';

describe('hashTarget', () => {
  it.each([
    ['#cumFunctioneaza', 'cumFunctioneaza'],
    ['#sec%C8%9Biune', 'secțiune'],
    ['', null],
    ['#', null],
    ['#contact', null],
    ['#contactbroker', null],
    ['#%E0%A4%A', null],
  ])('%j → %j', (hash, id) => {
    expect(hashTarget(hash)).toBe(id);
  });
});

describe('scrollToHashAfterLoad', () => {
  let target: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    target = document.createElement('section');
    target.id = 'cumFunctioneaza';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    window.location.hash = '#cumFunctioneaza';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    window.location.hash = '';
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])('scrolls 500 ms after load (reduced motion %s → %s)', (reduce, behavior) => {
    window.matchMedia = vi.fn(() => ({ matches: reduce }) as MediaQueryList);
    scrollToHashAfterLoad(window);
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior, block: 'start' });
  });
});
