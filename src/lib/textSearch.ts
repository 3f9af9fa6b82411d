/**
 * Case-insensitive search over many rows, fast enough to run on every keystroke at 50,000
 * rows: each row's text is lower-cased once, when the rows arrive, not on every search.
 */
export type TextFilter<T> = (query: string) => readonly T[];
/** Several searches at once, one per named box (Paid By, Paid To...); every one must match. */
export type FieldsFilter<T, K extends string> = (queries: Partial<Record<K, string>>) => readonly T[];

type Texts<T> = (row: T) => readonly (string | null | undefined)[];

// Accents are only taken off text that has any: most names are plain ASCII.
const normalise = (text: string) => {
  const lower = text.toLowerCase();
  // eslint-disable-next-line no-control-regex -- the ASCII range itself
  return /[^\u0000-\u007f]/.test(lower) ? lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : lower;
};
const wordsOf = (query: string | undefined) => normalise(query ?? '').trim().split(/\s+/).filter(Boolean);

/** A filter over `rows` by the texts each named field gives; blank queries answer `rows` itself. */
export function createFieldsFilter<T, K extends string>(rows: readonly T[], fields: Record<K, Texts<T>>): FieldsFilter<T, K> {
  const names = Object.keys(fields) as K[];
  // One string per row and field: the texts joined by a character no query contains. Made on
  // the first search of that field, so a list that is only looked at costs nothing here.
  const haystacks = new Map<K, string[]>();
  const haystackOf = (name: K) => {
    let haystack = haystacks.get(name);
    if (!haystack) {
      haystack = rows.map((row) => normalise(fields[name](row).filter(Boolean).join('\u0001')));
      haystacks.set(name, haystack);
    }
    return haystack;
  };
  return (queries) => {
    const wanted = names.flatMap((name) => {
      const words = wordsOf(queries[name]);
      return words.length > 0 ? [{ haystack: haystackOf(name), words }] : [];
    });
    if (wanted.length === 0) return rows;
    const found: T[] = [];
    for (let index = 0; index < rows.length; index += 1) {
      if (wanted.every(({ haystack, words }) => words.every((word) => (haystack[index] ?? '').includes(word)))) found.push(rows[index] as T);
    }
    return found;
  };
}

/** A filter over `rows` by the texts `fields` gives for each; an empty query answers `rows` itself. */
export function createTextFilter<T>(rows: readonly T[], fields: Texts<T>): TextFilter<T> {
  const filter = createFieldsFilter(rows, { text: fields });
  return (query) => filter({ text: query });
}
