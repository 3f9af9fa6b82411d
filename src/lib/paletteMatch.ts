/**
 * How the command palette finds things (issue 26): case and accents ignored, every typed word
 * must be found, a phone number by its digits however it is written, and the closest matches
 * first: a name that starts with what was typed, then one whose words start with the typed
 * words, then one that merely contains them.
 */

/** One thing the palette can find. */
export interface PaletteEntry {
  /** Its name as shown: a consultant's name, a tab's label. */
  label: string;
  /** Other words it is found by: a creator ID, a quiz's domain. */
  terms?: readonly string[] | undefined;
  /** Phone numbers it is found by: '98765 00001', '+91 98765 00001' and '9876500001' are one number. */
  phones?: readonly string[] | undefined;
}

/** How many of a group the palette lists unless told otherwise. */
export const PALETTE_GROUP_LIMIT = 8;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * A number's national digits: India's +91 (or a 12-digit 91…) and a trunk 0 dropped, so a number
 * typed with its country code finds one stored without it, and the other way round.
 */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+91') || (digits.length === 12 && digits.startsWith('91'))) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** A query that can only be a phone number: digits with the usual +, spaces, dashes and brackets. */
const looksLikePhone = (query: string) => /^[+\d\s()-]+$/.test(query) && /\d/.test(query);

const PREFIX = 0;
const WORD_PREFIX = 1;
const CONTAINS = 2;
const NO_MATCH = 3;

/** An entry's words as the matcher compares them, made once per entry (lists keep their entries between keystrokes). */
interface Prepared {
  texts: string[];
  words: string[];
  phones: string[];
}
const prepared = new WeakMap<PaletteEntry, Prepared>();

function prepare(entry: PaletteEntry): Prepared {
  let ready = prepared.get(entry);
  if (!ready) {
    const texts = [entry.label, ...(entry.terms ?? [])].map(normalise);
    ready = { texts, words: texts.flatMap(wordsOf), phones: (entry.phones ?? []).map(nationalDigits) };
    prepared.set(entry, ready);
  }
  return ready;
}

/** How closely `entry` matches the normalised query (lower is closer); NO_MATCH when it does not. */
function rankOf(entry: PaletteEntry, query: string, queryWords: readonly string[], phoneQuery: string | null): number {
  const { texts, words, phones } = prepare(entry);
  let rank = NO_MATCH;
  if (texts.some((text) => text.startsWith(query))) rank = PREFIX;
  else if (queryWords.every((word) => words.some((candidate) => candidate.startsWith(word)))) rank = WORD_PREFIX;
  else if (queryWords.every((word) => texts.some((text) => text.includes(word)))) rank = CONTAINS;
  if (phoneQuery && rank !== PREFIX) {
    for (const digits of phones) {
      if (digits.startsWith(phoneQuery)) return PREFIX;
      if (digits.includes(phoneQuery)) rank = Math.min(rank, CONTAINS);
    }
  }
  return rank;
}

/**
 * A list's entries as one text, made once per list (the palette's lists are kept while their
 * data is): each entry's texts and phone digits, entries ended by a character no query holds,
 * so the entries that can match at all are found with `indexOf` over one string instead of a
 * look at each of 10,000 consultants on every key.
 */
interface Haystack {
  all: string;
  /** Where each entry's text ends in `all`. */
  ends: Int32Array;
}
const haystacks = new WeakMap<readonly PaletteEntry[], Haystack>();
const END = '\u0000';
const BETWEEN = '\u0001';

function haystackOf(entries: readonly PaletteEntry[]): Haystack {
  let haystack = haystacks.get(entries);
  if (!haystack) {
    const ends = new Int32Array(entries.length);
    const parts: string[] = [];
    let at = 0;
    entries.forEach((entry, index) => {
      const { texts, phones } = prepare(entry);
      const text = [...texts, ...phones].join(BETWEEN);
      parts.push(text);
      at += text.length;
      ends[index] = at;
      at += 1;
    });
    haystack = { all: parts.join(END) + END, ends };
    haystacks.set(entries, haystack);
  }
  return haystack;
}

/** Adds to `into` the indexes (ascending) of the entries whose texts or phone digits hold `needle`, each once. */
function holding(haystack: Haystack, needle: string, into: number[], seen: Uint8Array) {
  const { all, ends } = haystack;
  let entry = 0;
  for (let hit = all.indexOf(needle); hit !== -1; hit = all.indexOf(needle, (ends[entry] ?? all.length) + 1)) {
    while ((ends[entry] ?? Infinity) < hit) entry += 1;
    if (!seen[entry]) {
      seen[entry] = 1;
      into.push(entry);
    }
  }
}

/**
 * The entries that match `query`, closest first (in their given order among equals), at most
 * `limit` of them. A blank query matches every entry, in order.
 */
export function matchEntries<T extends PaletteEntry>(entries: readonly T[], query: string, limit = PALETTE_GROUP_LIMIT): T[] {
  const wanted = normalise(query);
  if (!wanted) return entries.slice(0, limit);
  const queryWords = wordsOf(wanted);
  const phoneQuery = looksLikePhone(query) ? nationalDigits(query) : null;
  // Punctuation alone ('-', '#') has no word to look for: it matches only where it is written.
  const words = queryWords.length > 0 ? queryWords : [wanted];
  // Only an entry holding the longest word (every match holds every word), or the digits of a
  // phone number, can match: those are found in the list's one text, and only they are ranked.
  // A single character is in nearly every entry: they are all looked at, as they are.
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  if (longest.includes(END) || longest.includes(BETWEEN)) return [];
  let candidates: readonly number[] | null = null;
  if (longest.length > 1) {
    const haystack = haystackOf(entries);
    const found: number[] = [];
    const seen = new Uint8Array(entries.length);
    holding(haystack, longest, found, seen);
    if (phoneQuery && phoneQuery !== longest) holding(haystack, phoneQuery, found, seen);
    candidates = found;
  }
  const ranked: { entry: T; rank: number; index: number }[] = [];
  const consider = (index: number) => {
    const entry = entries[index] as T;
    const rank = rankOf(entry, wanted, words, phoneQuery || null);
    if (rank !== NO_MATCH) ranked.push({ entry, rank, index });
  };
  if (candidates) candidates.forEach(consider);
  else for (let index = 0; index < entries.length; index += 1) consider(index);
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, limit).map(({ entry }) => entry);
}
