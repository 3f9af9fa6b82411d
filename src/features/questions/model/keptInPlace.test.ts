import { describe, expect, it } from 'vitest';
import type { Question } from '@/api/schemas';
import { keepInPlace } from './keptInPlace';

const question = (id: string, text = `Question ${id}`) => ({ _id: id, question: text }) as Question;
const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => question(id));
const shown = (kept: ReturnType<typeof keepInPlace>) => kept.entries.map((entry) => `${entry.question._id}${entry.gone ? ' (gone)' : ''}`);

describe('keepInPlace', () => {
  it('keeps a question that left in its place, marked gone, and adds new ones at the end', () => {
    const first = keepInPlace(null, 'English', [a!, b!, c!]);
    expect(shown(first)).toEqual(['a', 'b', 'c']);
    const afterOne = keepInPlace(first, 'English', [b!, c!]);
    expect(shown(afterOne)).toEqual(['a (gone)', 'b', 'c']);
    // A new question comes in at the front of the backend's list: it joins at the end here.
    expect(shown(keepInPlace(afterOne, 'English', [d!, b!, c!]))).toEqual(['a (gone)', 'b', 'c', 'd']);
  });

  it('answers the same object when nothing changed, and takes a changed question as it is now', () => {
    const first = keepInPlace(null, 'English', [a!, b!]);
    expect(keepInPlace(first, 'English', [a!, b!])).toBe(first);
    const gone = keepInPlace(first, 'English', [b!]);
    expect(keepInPlace(gone, 'English', [b!])).toBe(gone);
    const edited = question('b', 'Question b, edited');
    expect(keepInPlace(gone, 'English', [edited]).entries[1]!.question).toBe(edited);
  });

  it('starts afresh for another subject, and brings a question back when it returns', () => {
    const first = keepInPlace(null, 'English', [a!, b!]);
    const gone = keepInPlace(first, 'English', [b!]);
    expect(shown(keepInPlace(gone, 'History', [c!]))).toEqual(['c']);
    expect(shown(keepInPlace(gone, 'English', [a!, b!]))).toEqual(['a', 'b']);
  });
});
