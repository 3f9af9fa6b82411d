import { describe, expect, it } from 'vitest';
import { replaceAt } from './core';
import { editedPlaces } from './edits';

describe('editedPlaces', () => {
  it('names the places replaceAt changed, through a few edits, and nothing for a list made otherwise', () => {
    const first = ['a', 'b', 'c', 'd'];
    const second = replaceAt(first, 2, 'C');
    const third = replaceAt(second, 0, 'A');
    expect(editedPlaces(first, second)).toEqual([2]);
    expect(editedPlaces(first, third)).toEqual([0, 2]);
    expect(editedPlaces(second, third)).toEqual([0]);
    expect(editedPlaces(third, third)).toEqual([]);
    // Not made from it: unknown, so every place is compared.
    expect(editedPlaces(third, first)).toBeUndefined();
    expect(editedPlaces(first, [...third])).toBeUndefined();
  });
});
