/**
 * A change heard on the live-updates stream, put into the query cache: the changed records
 * replace theirs in every list that holds them (by id, a new object only where something
 * changed), new ones join, removed ones leave. Nothing is fetched for consultants, app issues,
 * expenses or the activity log, however long the list; collections the app shows regrouped
 * (questions, quizzes, pools, links, bookings) are small and fetched again where open.
 * A record that does not match its schema is not applied: that list is fetched instead.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { z, type ZodType } from 'zod';
import { RECORD_COLLECTIONS, RELOAD_COLLECTIONS, recordId, type RecordCollection, type ReloadCollection } from './backend/live';
import { queryKeys } from './queries';
import { activityRecordSchema, appIssueSchema, companyExpenseSchema, consultantSchema } from './schemas';

const recordCollections: Record<RecordCollection, { schema: ZodType; keys: QueryKey[] }> = {
  consultants: { schema: consultantSchema, keys: [queryKeys.consultants, queryKeys.earnings] },
  app_issues: { schema: appIssueSchema, keys: [queryKeys.appIssues] },
  companyExpenses: { schema: companyExpenseSchema, keys: [queryKeys.expenses] },
  activity: { schema: activityRecordSchema, keys: [queryKeys.activity] },
};

const reloadCollections: Record<ReloadCollection, QueryKey> = {
  questions: ['questions'],
  quizzes: ['quizzes'],
  pools: ['pools'],
  quizMatches: queryKeys.quizMatches,
  bookings: queryKeys.bookings,
};

const liveChangeSchema = z.union([
  z.object({ collection: z.enum(RECORD_COLLECTIONS), upsert: z.array(z.unknown()).max(1000), remove: z.array(z.string().max(64)).max(1000) }),
  z.object({ collection: z.enum([...RECORD_COLLECTIONS, ...RELOAD_COLLECTIONS]), reload: z.literal(true) }),
]);

export const liveEventSchema = z.object({ call: z.string().max(64), at: z.string().max(40), changes: z.array(liveChangeSchema).max(20) });

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
  for (const change of parsed.data.changes) {
    if ('reload' in change) {
      refetch.push(...(change.collection in recordCollections ? recordCollections[change.collection as RecordCollection].keys : [reloadCollections[change.collection as ReloadCollection]]));
      continue;
    }
    const { schema, keys } = recordCollections[change.collection];
    const records = z.array(schema).safeParse(change.upsert);
    if (!records.success) {
      refetch.push(...keys);
      continue;
    }
    for (const key of keys) {
      client.setQueryData<unknown[]>(key, (list) => (list ? mergeRecords(change.collection, list, records.data, change.remove) : list));
    }
  }
  for (const queryKey of refetch) void client.invalidateQueries({ queryKey });
  return refetch;
}
