/**
 * Where a record is in a long collection, by a field of its own (a consultant's _id or creator
 * ID), without reading every record (issue 47: a year's 100,000 consultants took 7 ms a write to
 * find one). The places are kept for the collection's latest array and carried to the next when
 * its records only changed in their places with that field as it was: the common change.
 */
import { editedPlaces } from './edits';

/** Below this many records a plain search costs less than keeping places. */
const KEPT_FROM = 1000;

interface Places {
  list: readonly object[];
  places: Map<unknown, number>;
}
const kept = new Map<string, Places>();

function placesOf<T extends object>(list: readonly T[], field: keyof T & string): Map<unknown, number> {
  const places = new Map<unknown, number>();
  for (let index = 0; index < list.length; index += 1) {
    const value = (list[index] as T)[field];
    if (!places.has(value)) places.set(value, index);
  }
  return places;
}

/** The place of the first record of `list` whose `field` is `value`, or -1; `name` names the collection (its places are kept apart). */
export function placeBy<T extends object>(name: string, list: readonly T[], field: keyof T & string, value: unknown): number {
  if (list.length < KEPT_FROM) return list.findIndex((row) => row[field] === value);
  const key = `${name}.${field}`;
  let found = kept.get(key);
  if (found?.list !== list) {
    const before = found?.list as readonly T[] | undefined;
    // Carried when every record that changed kept its place and its field: the places replaced
    // (edits.ts), or a pointer compare of each.
    let carried = before !== undefined && before.length === list.length;
    const edited = carried ? editedPlaces(before!, list) : undefined;
    if (edited) carried = edited.every((index) => before![index] === list[index] || before![index]![field] === list[index]![field]);
    else for (let index = 0; carried && index < list.length; index += 1) if (before![index] !== list[index] && before![index]![field] !== list[index]![field]) carried = false;
    found = { list, places: carried ? found!.places : placesOf(list, field) };
    kept.set(key, found);
  }
  const at = found.places.get(value);
  return at !== undefined && list[at]?.[field] === value ? at : list.findIndex((row) => row[field] === value);
}
