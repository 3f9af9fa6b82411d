/**
 * Case-insensitive search over many rows, fast enough to run on every keystroke at 50,000
 * rows: each row's text is lower-cased once, on the first search of its list, not on every search.
 */
export type TextFilter<T> = (query: string) => readonly T[];
/** Several searches at once, one per named box (Paid By, Paid To...); every one must match. */
export type FieldsFilter<T, K extends string> = (queries: Partial<Record<K, string>>) => readonly T[];

type Texts<T> = (row: T) => readonly (string | null | undefined)[];

/** Text as searches compare it: lower case, accents off. Accents are only taken off text that has any: most names are plain ASCII. */
export const normaliseText = (text: string) => {
  const lower = text.toLowerCase();
  // eslint-disable-next-line no-control-regex -- the ASCII range itself
  return /[^\u0000-\u007f]/.test(lower) ? lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : lower;
};
const wordsOf = (query: string | undefined) => normaliseText(query ?? '').trim().split(/\s+/).filter(Boolean);

/**
 * One field's text for every row, made on the first search of that field (a list that is only
 * looked at costs nothing here): each row's texts normalised and joined by a character no query
 * contains, and all rows in one string, each ended by another such character, so a word is
 * found with one `indexOf` over the whole list instead of one `includes` per row.
 */
interface Haystack {
  /** Row by row; the rows' texts end at `ends`. */
  all: string;
  /** Where each row's text ends in `all` (its end character). */
  ends: Int32Array;
  /** Each row's text alone, to check a row's other words. */
  rows: string[];
}

// Separators no query word contains (words with them match nothing): between one row's texts,
// and after each row.
const BETWEEN_TEXTS = '\u0001';
const AFTER_ROW = '\u0000';

function haystackOf<T>(rows: readonly T[], texts: Texts<T>): Haystack {
  const perRow = rows.map((row) => normaliseText(texts(row).filter(Boolean).join(BETWEEN_TEXTS)));
  const ends = new Int32Array(perRow.length);
  let at = 0;
  perRow.forEach((text, index) => {
    at += text.length;
    ends[index] = at;
    at += 1;
  });
  return { all: perRow.join(AFTER_ROW) + AFTER_ROW, ends, rows: perRow };
}

/**
 * The rows (indexes, ascending) whose text has every word: the longest word is looked for
 * through the whole list, each row it is in is checked for the others, and the search goes on
 * after that row's end.
 */
function rowsWithWords(haystack: Haystack, words: readonly string[]): number[] {
  const [first, ...others] = [...words].sort((a, b) => b.length - a.length) as [string, ...string[]];
  const { all, ends, rows } = haystack;
  const found: number[] = [];
  let row = 0;
  for (let hit = all.indexOf(first); hit !== -1; hit = all.indexOf(first, (ends[row] ?? all.length) + 1)) {
    while ((ends[row] ?? Infinity) < hit) row += 1;
    const text = rows[row] ?? '';
    if (others.every((word) => text.includes(word))) found.push(row);
  }
  return found;
}

/** Several searches at once, answered as the places (ascending) of the rows that match, or null when nothing is asked (every row). */
export type FieldsIndexFilter<K extends string> = (queries: Partial<Record<K, string>>) => Int32Array | null;

/** A filter over `rows` by the texts each named field gives, answering places in `rows`: what a caller keeping figures by place needs. */
export function createFieldsIndexFilter<T, K extends string>(rows: readonly T[], fields: Record<K, Texts<T>>): FieldsIndexFilter<K> {
  const names = Object.keys(fields) as K[];
  const haystacks = new Map<K, Haystack>();
  const haystackFor = (name: K) => {
    let haystack = haystacks.get(name);
    if (!haystack) {
      haystack = haystackOf(rows, fields[name]);
      haystacks.set(name, haystack);
    }
    return haystack;
  };
  return (queries) => {
    const wanted = names.flatMap((name) => {
      const words = wordsOf(queries[name]);
      return words.length > 0 ? [{ name, words }] : [];
    });
    if (wanted.length === 0) return null;
    if (wanted.some(({ words }) => words.some((word) => word.includes(BETWEEN_TEXTS) || word.includes(AFTER_ROW)))) return new Int32Array(0);
    // The first box's rows, kept when every other box's words are in their field too.
    const [head, ...rest] = wanted as [(typeof wanted)[number], ...typeof wanted];
    const others = rest.map(({ name, words }) => ({ texts: haystackFor(name).rows, words }));
    const found = rowsWithWords(haystackFor(head.name), head.words);
    return Int32Array.from(others.length === 0 ? found : found.filter((index) => others.every(({ texts, words }) => words.every((word) => (texts[index] ?? '').includes(word)))));
  };
}

/** A filter over `rows` by the texts each named field gives; blank queries answer `rows` itself. */
export function createFieldsFilter<T, K extends string>(rows: readonly T[], fields: Record<K, Texts<T>>): FieldsFilter<T, K> {
  const places = createFieldsIndexFilter(rows, fields);
  return (queries) => {
    const found = places(queries);
    return found === null ? rows : Array.from(found, (index) => rows[index] as T);
  };
}

/** A filter over `rows` by the texts `fields` gives for each; an empty query answers `rows` itself. */
export function createTextFilter<T>(rows: readonly T[], fields: Texts<T>): TextFilter<T> {
  const filter = createFieldsFilter(rows, { text: fields });
  return (query) => filter({ text: query });
}
