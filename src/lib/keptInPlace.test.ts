import { describe, expect, it } from 'vitest';
import { keepInPlace, withoutGone } from './keptInPlace';

interface Row {
  id: string;
  text: string;
}
const row = (id: string, text = `Row ${id}`): Row => ({ id, text });
const idOf = (entry: Row) => entry.id;
const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => row(id));
const shown = (kept: ReturnType<typeof keepInPlace<Row>>) => kept.entries.map((entry) => `${entry.item.id}${entry.gone ? ' (gone)' : ''}`);

describe('keepInPlace', () => {
  it('keeps a record that left in its place, marked gone, and adds new ones at the end', () => {
    const first = keepInPlace(null, 'English', [a!, b!, c!], idOf);
    expect(shown(first)).toEqual(['a', 'b', 'c']);
    const afterOne = keepInPlace(first, 'English', [b!, c!], idOf);
    expect(shown(afterOne)).toEqual(['a (gone)', 'b', 'c']);
    // A new record comes in at the front of the backend's list: it joins at the end here.
    expect(shown(keepInPlace(afterOne, 'English', [d!, b!, c!], idOf))).toEqual(['a (gone)', 'b', 'c', 'd']);
  });

  it('answers the same object when nothing changed, and takes a changed record as it is now', () => {
    const first = keepInPlace(null, 'English', [a!, b!], idOf);
    expect(keepInPlace(first, 'English', [a!, b!], idOf)).toBe(first);
    const gone = keepInPlace(first, 'English', [b!], idOf);
    expect(keepInPlace(gone, 'English', [b!], idOf)).toBe(gone);
    const edited = row('b', 'Row b, edited');
    expect(keepInPlace(gone, 'English', [edited], idOf).entries[1]!.item).toBe(edited);
  });

  it('starts afresh for another scope, and brings a record back when it returns', () => {
    const first = keepInPlace(null, 'English', [a!, b!], idOf);
    const gone = keepInPlace(first, 'English', [b!], idOf);
    expect(shown(keepInPlace(gone, 'History', [c!], idOf))).toEqual(['c']);
    expect(shown(keepInPlace(gone, 'English', [a!, b!], idOf))).toEqual(['a', 'b']);
  });

  it('takes out a gone record that is dismissed, and only a gone one', () => {
    const gone = keepInPlace(keepInPlace(null, 'all', [a!, b!], idOf), 'all', [b!], idOf);
    expect(withoutGone(gone, 'b', idOf)).toBe(gone);
    const dismissed = withoutGone(gone, 'a', idOf);
    expect(shown(dismissed)).toEqual(['b']);
    // It stays out: a later render does not bring it back as gone.
    expect(shown(keepInPlace(dismissed, 'all', [b!], idOf))).toEqual(['b']);
  });
});
