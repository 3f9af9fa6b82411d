/**
 * Which places of a collection a call changed, when it changed it by replacing records in place
 * (replaceAt): the passes that compare a collection before and after a call (the journal's
 * changes, the live stream's, a kept place) look at those places alone rather than at each of a
 * year's 100,000 consultants (issue 47: three such passes took 3 ms of every bank-details write).
 */

/** An array made from `from` with the records at `places` replaced, and nothing else changed. */
interface Edit {
  /** Weakly: a chain of strong references would keep every array the collection ever was. */
  from: WeakRef<readonly unknown[]>;
  places: readonly number[];
}
const edits = new WeakMap<readonly unknown[], Edit>();
/** How many edits back from a collection are followed (a call makes one or two). */
const CHAIN_MAX = 8;

/** Says that `next` is `from` with the records at `places` replaced (same length, nothing else changed). */
export function recordEdit(next: readonly unknown[], from: readonly unknown[], places: readonly number[]) {
  edits.set(next, { from: new WeakRef(from), places });
}

/**
 * The places at which `after` may differ from `before`, when `after` was made from it by
 * replacing records (through at most a few such edits): every other place holds the same record.
 * Undefined when that is not known: compare every place.
 */
export function editedPlaces(before: readonly unknown[], after: readonly unknown[]): readonly number[] | undefined {
  if (before === after) return [];
  const places: number[] = [];
  let at: readonly unknown[] = after;
  for (let step = 0; step < CHAIN_MAX; step += 1) {
    const edit = edits.get(at);
    if (!edit) return undefined;
    places.push(...edit.places);
    const from = edit.from.deref();
    if (from === undefined) return undefined;
    if (from === before) return [...new Set(places)].sort((a, b) => a - b);
    at = from;
  }
  return undefined;
}
