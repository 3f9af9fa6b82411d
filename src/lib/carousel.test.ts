import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex, slideLabel, wrapIndex } from './carousel';

describe('nextIndex', () => {
  it('steps forward and wraps from the last slide to the first', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('cycles 0, 1, 2, 0 over three presses', () => {
    const seen = [0];
    for (let press = 0; press < 3; press += 1) seen.push(nextIndex(seen.at(-1) ?? 0, 3));
    expect(seen).toEqual([0, 1, 2, 0]);
  });
});

describe('previousIndex', () => {
  it('steps back and wraps from the first slide to the last', () => {
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it('undoes nextIndex', () => {
    for (const index of [0, 1, 2]) expect(previousIndex(nextIndex(index, 3), 3)).toBe(index);
  });
});

describe('wrapIndex', () => {
  it('maps any integer onto 0..count-1', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
  });

  it('drops fractions and treats non-finite indexes as the first slide', () => {
    expect(wrapIndex(1.7, 3)).toBe(1);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
    expect(wrapIndex(Number.POSITIVE_INFINITY, 3)).toBe(0);
  });

  it('stays on 0 when there are no slides or the count is not a whole number', () => {
    expect(wrapIndex(5, 0)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(wrapIndex(1, -3)).toBe(0);
    expect(wrapIndex(1, 2.5)).toBe(0);
  });

  it('keeps a single slide in place', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });
});

describe('slideLabel', () => {
  it('numbers slides from one', () => {
    expect(slideLabel(0, 3)).toBe('1 of 3');
    expect(slideLabel(2, 3)).toBe('3 of 3');
  });
});
