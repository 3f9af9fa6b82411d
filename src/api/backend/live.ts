/**
 * What a change looks like on the live-updates stream (GET /events): the records a call
 * changed, collection by collection, so every operator's open tabs take them into their
 * lists without fetching 10,000 rows again. Both adapters publish it: the stand-in backend
 * to its Server-Sent Events clients, MSW to the stories' streams.
 *
 * Only what an operator's lists already show is published; sessions, operators' numbers,
 * notifications (push tokens), uploads and settlements never are.
 */
import type { Database } from './db';
import type { RouteName } from './core';
import { editedPlaces } from './edits';

/** Collections whose records go on the stream; the app puts them into its lists by id. */
export const RECORD_COLLECTIONS = ['consultants', 'app_issues', 'companyExpenses', 'activity'] as const;
/** Collections the app shows regrouped: the stream says they changed, and open lists fetch them again (they are small). */
export const RELOAD_COLLECTIONS = ['questions', 'quizzes', 'pools', 'quizMatches', 'bookings', 'operators', 'approvals'] as const;

export type RecordCollection = (typeof RECORD_COLLECTIONS)[number];
export type ReloadCollection = (typeof RELOAD_COLLECTIONS)[number];

/** More changed records than this and the stream says "reload" instead of sending them. */
export const MAX_LIVE_RECORDS = 200;

export type LiveChange =
  | { collection: RecordCollection; upsert: unknown[]; remove: string[] }
  | { collection: RecordCollection | ReloadCollection; reload: true };

export interface LiveEvent {
  /** The call that made the change. */
  call: RouteName;
  at: string;
  changes: LiveChange[];
}

/** A record's id in its collection (app issues are numbered by `id`, the rest by `_id`). */
export function recordId(collection: RecordCollection, record: unknown): string {
  const value = (record as Record<string, unknown> | null)?.[collection === 'app_issues' ? 'id' : '_id'];
  return String(value);
}

/**
 * The records of `after` that are not those of `before` (by identity: calls replace what
 * they change), and the ids that left. Linear in the list, with no copy when nothing moved.
 */
function diff(collection: RecordCollection, before: readonly unknown[], after: readonly unknown[]): LiveChange | null {
  if (before === after) return null;
  const upsert: unknown[] = [];
  // Records replaced in place (edits.ts): only those places changed.
  const edited = editedPlaces(before, after);
  if (edited) {
    for (const index of edited) if (before[index] !== after[index]) upsert.push(after[index]);
    if (upsert.length > MAX_LIVE_RECORDS) return { collection, reload: true };
    return upsert.length > 0 ? { collection, upsert, remove: [] } : null;
  }
  const shared = Math.min(before.length, after.length);
  let samePlaces = true;
  for (let index = 0; index < shared; index += 1) {
    if (before[index] === after[index]) continue;
    // A record removed from the middle shifts the rest: compare by id instead.
    if (recordId(collection, before[index]) !== recordId(collection, after[index])) {
      samePlaces = false;
      break;
    }
    upsert.push(after[index]);
    if (upsert.length > MAX_LIVE_RECORDS) return { collection, reload: true };
  }
  if (samePlaces && after.length >= before.length) {
    upsert.push(...after.slice(before.length));
    if (upsert.length > MAX_LIVE_RECORDS) return { collection, reload: true };
    return upsert.length > 0 ? { collection, upsert, remove: [] } : null;
  }
  const old = new Set(before);
  const kept = new Set(after.map((record) => recordId(collection, record)));
  const changed = after.filter((record) => !old.has(record));
  const remove = before.map((record) => recordId(collection, record)).filter((id) => !kept.has(id));
  if (changed.length + remove.length > MAX_LIVE_RECORDS) return { collection, reload: true };
  return changed.length + remove.length > 0 ? { collection, upsert: changed, remove } : null;
}

/** What the stream says about a call that changed `before` into `after`; null when nothing an operator sees changed. */
export function liveEventOf(call: RouteName, before: Database, after: Database, at: Date): LiveEvent | null {
  const changes: LiveChange[] = [];
  for (const collection of RECORD_COLLECTIONS) {
    const change = diff(collection, before[collection], after[collection]);
    if (change) changes.push(change);
  }
  for (const collection of RELOAD_COLLECTIONS) {
    if (before[collection] !== after[collection]) changes.push({ collection, reload: true });
  }
  return changes.length > 0 ? { call, at: at.toISOString(), changes } : null;
}

/** One Server-Sent Events message: its name, an id, and the data as one JSON line. */
export function eventStreamMessage(name: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
