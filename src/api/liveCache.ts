/**
 * A change heard on the live-updates stream, put into the query cache: the changed records
 * replace theirs in every list that holds them (by id, a new object only where something
 * changed), new ones join, removed ones leave. Nothing is fetched for consultants, app issues,
 * expenses or the activity log, however long the list; collections the app shows regrouped
 * (questions, quizzes, pools, links) are small and fetched again where open, and lists asked a
 * page at a time whose changes come as a reload (bookings, quiz matches) ask their held pages again.
 * A record that does not match its schema is not applied: that list is fetched instead.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { z, type ZodType } from 'zod';
import { RECORD_COLLECTIONS, RELOAD_COLLECTIONS, recordId, type RecordCollection, type ReloadCollection } from './backend/live';
import { patchPages } from './listPages';
import { listKey } from './lists';
import { queryKeys } from './queries';
import { activityRecordSchema, appIssueSchema, companyExpenseSchema, consultantSchema } from './schemas';

const recordCollections: Record<RecordCollection, { schema: ZodType; keys: QueryKey[] }> = {
  consultants: { schema: consultantSchema, keys: [queryKeys.consultants, queryKeys.earnings] },
  app_issues: { schema: appIssueSchema, keys: [] },
  companyExpenses: { schema: companyExpenseSchema, keys: [queryKeys.expenses] },
  activity: { schema: activityRecordSchema, keys: [queryKeys.activity] },
};

/**
 * The lists asked a page at a time that hold each collection's records (lists.ts listCalls'
 * names), and what a change to one means to them: `grows`, a list that records are added to (the
 * log: those no page holds may be new to the view, and 'N new' is offered); `revised`, a list
 * whose records change (earnings: the view's figures, such as what is unsettled, are asked again).
 */
const pagedLists: Partial<Record<RecordCollection, readonly { name: string; changes: 'grows' | 'revised' }[]>> = {
  activity: [{ name: 'activity', changes: 'grows' }],
  app_issues: [{ name: 'appIssues', changes: 'revised' }],
  consultants: [
    { name: 'earnings', changes: 'revised' },
    { name: 'consultants', changes: 'revised' },
  ],
};

const reloadCollections: Record<ReloadCollection, QueryKey> = {
  questions: ['questions'],
  quizzes: ['quizzes'],
  pools: ['pools'],
  quizMatches: listKey('quizMatches'),
  // Asked a page at a time (issue 47): the pages held are asked again.
  bookings: listKey('bookings'),
  // Only that they changed, never their numbers: the Operators tab and the signed-in operator's role are asked again.
  operators: ['operators'],
  // Issue 48: what waits for a second operator, asked again (the Approvals tab and the menu's count).
  approvals: ['approvals'],
};

const liveChangeSchema = z.union([
  z.object({ collection: z.enum(RECORD_COLLECTIONS), upsert: z.array(z.unknown()).max(1000), remove: z.array(z.string().max(64)).max(1000) }),
  z.object({ collection: z.enum([...RECORD_COLLECTIONS, ...RELOAD_COLLECTIONS]), reload: z.literal(true) }),
]);

export const liveEventSchema = z.object({ call: z.string().max(64), at: z.string().max(40), changes: z.array(liveChangeSchema).max(20) });

/** Who took a record away, as the activity record heard with the removal says. */
export interface Removal {
  /** The operator's id; null when the backend runs without sessions. */
  operatorId: string | null;
  /** The operator's name as it was then. */
  operator: string;
  at: string;
}

/** The latest removals heard, by collection and id: enough for the lists open in one tab. */
const MAX_REMOVALS = 200;
const removals = new Map<string, Removal>();
const removalKey = (collection: RecordCollection, id: string) => `${collection}\u0000${id}`;

/** Who removed the record `id` of `collection`, if this tab heard it live; null when it did not. */
export function removalOf(collection: RecordCollection, id: string): Removal | null {
  return removals.get(removalKey(collection, id)) ?? null;
}

/** Notes who removed what: a removal and the activity record naming it come in the same event. */
function noteRemovals(changes: readonly z.infer<typeof liveChangeSchema>[]) {
  const logged = changes.flatMap((change) => (change.collection === 'activity' && 'upsert' in change ? change.upsert : []));
  const byTarget = new Map<string, Removal>();
  for (const raw of logged) {
    const record = activityRecordSchema.safeParse(raw);
    if (record.success && record.data.target) byTarget.set(record.data.target.id, { operatorId: record.data.operatorId, operator: record.data.operator, at: record.data.at });
  }
  for (const change of changes) {
    if (!('remove' in change)) continue;
    for (const id of change.remove) {
      const removal = byTarget.get(id);
      if (!removal) continue;
      removals.set(removalKey(change.collection, id), removal);
      if (removals.size > MAX_REMOVALS) removals.delete(removals.keys().next().value!);
    }
  }
}

/** `list` with `upsert` in the places of the records they replace, new ones at the end, and `remove` gone. */
export function mergeRecords<T>(collection: RecordCollection, list: readonly T[], upsert: readonly T[], remove: readonly string[]): T[] {
  if (upsert.length === 0 && remove.length === 0) return list as T[];
  const incoming = new Map(upsert.map((record) => [recordId(collection, record), record]));
  const gone = new Set(remove);
  const merged: T[] = [];
  for (const record of list) {
    const id = recordId(collection, record);
    if (gone.has(id)) continue;
    const replacement = incoming.get(id);
    merged.push(replacement ?? record);
    incoming.delete(id);
  }
  merged.push(...incoming.values());
  return merged;
}

/** Applies one live event to the cache; answers the query keys it had to fetch again instead. */
export function applyLiveEvent(client: QueryClient, raw: unknown): QueryKey[] {
  const parsed = liveEventSchema.safeParse(raw);
  if (!parsed.success) return [];
  const refetch: QueryKey[] = [];
  noteRemovals(parsed.data.changes);
  for (const change of parsed.data.changes) {
    if ('reload' in change) {
      refetch.push(...(change.collection in recordCollections ? recordCollections[change.collection as RecordCollection].keys : [reloadCollections[change.collection as ReloadCollection]]));
      continue;
    }
    const { schema, keys } = recordCollections[change.collection];
    const records = z.array(schema).safeParse(change.upsert);
    if (!records.success) {
      refetch.push(...keys, ...(pagedLists[change.collection] ?? []).map((list) => listKey(list.name)));
      continue;
    }
    for (const key of keys) {
      client.setQueryData<unknown[]>(key, (list) => (list ? mergeRecords(change.collection, list, records.data, change.remove) : list));
    }
    for (const list of pagedLists[change.collection] ?? []) patchPages(client, change.collection, list.name, records.data, change.remove, list.changes);
  }
  for (const queryKey of refetch) void client.invalidateQueries({ queryKey });
  return refetch;
}
