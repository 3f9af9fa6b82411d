/**
 * Case-insensitive search over many rows, fast enough to run on every keystroke at 50,000
 * rows: each row's text is lower-cased once, when the rows arrive, not on every search.
 */
export type TextFilter<T> = (query: string) => readonly T[];

const normalise = (text: string) => text.toLocaleLowerCase('en-IN').normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** A filter over `rows` by the texts `fields` gives for each; an empty query answers `rows` itself. */
export function createTextFilter<T>(rows: readonly T[], fields: (row: T) => readonly (string | null | undefined)[]): TextFilter<T> {
  // One string per row: the fields joined by a character no query contains.
  const haystacks = rows.map((row) => normalise(fields(row).filter(Boolean).join('\u0001')));
  return (query) => {
    const words = normalise(query).trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) return rows;
    const found: T[] = [];
    for (let index = 0; index < rows.length; index += 1) {
      const haystack = haystacks[index] ?? '';
      if (words.every((word) => haystack.includes(word))) found.push(rows[index] as T);
    }
    return found;
  };
}
