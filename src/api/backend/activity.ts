/**
 * The activity log (issue 25): one record for every change an operator makes, written by
 * dispatch from the call's own data before and after, never by hand in each route. Calls never
 * change records in place (core.ts), so what a call changed is found by identity: a record of
 * the same id that is a new object was edited, one with a new id was added, one whose id is
 * gone was deleted.
 */
import { formatRupees } from '../../lib/format';
import { ACTIVITY_CHANGES_MAX, ACTIVITY_TEXT_MAX, type ActivityChange, type ActivityRecord, type ActivityTarget } from '../schemas';
import type { BackendContext, BackendRequest, BackendRoute } from './core';
import type { Database, WorkingDatabase } from './db';
import { sessionOf } from './sessions';
import { indianTime } from '../../lib/indianTime';
import { activityList } from './activityListSpec';
import type { ListStore } from './lists';

type AnyRecord = Record<string, unknown>;

interface Described {
  key: keyof Database;
  kind: string;
  id: (record: AnyRecord) => string;
  name: (record: AnyRecord) => string;
}

/** A record's field as text: what ids and names are. */
const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const byId = (record: AnyRecord) => textOf(record._id);
const field = (name: string) => (record: AnyRecord) => textOf(record[name]);

/** The collections operators change, most telling first: a settlement's consultant before the settlement itself. */
const COLLECTIONS: Described[] = [
  { key: 'consultants', kind: 'consultant', id: byId, name: field('name') },
  { key: 'companyExpenses', kind: 'expense type', id: byId, name: field('expenseType') },
  { key: 'app_issues', kind: 'app issue', id: (record) => textOf(record.id), name: (record) => `Issue ${textOf(record.id)} from ${textOf(record.name)}` },
  { key: 'pools', kind: 'pool', id: byId, name: field('name') },
  { key: 'quizzes', kind: 'quiz', id: byId, name: field('name') },
  { key: 'questions', kind: 'question', id: byId, name: field('question') },
  { key: 'notifications', kind: 'notification', id: byId, name: field('title') },
  { key: 'uploads', kind: 'image', id: byId, name: field('url') },
  { key: 'settlements', kind: 'settlement', id: byId, name: field('name') },
  { key: 'operators', kind: 'operator', id: byId, name: field('name') },
  // Issue 48: every step of an approval changes its consultant too, who comes first and is the record the step concerns.
  { key: 'approvals', kind: 'approval', id: byId, name: field('consultantName') },
];

/** Never copied into the log: ids it already holds, version counts, and what would let someone act as someone else. */
const UNLOGGED_FIELDS = new Set(['lastSignInAt', '_id', 'id', 'firebasetoken', 'tokenHash', 'idempotencyKey', 'version', 'bankDetailsVersion']);

const clip = (value: string) => (value.length > ACTIVITY_TEXT_MAX ? `${value.slice(0, ACTIVITY_TEXT_MAX - 1)}…` : value);

/** Fields whose value the log writes in words rather than as JSON: a change waiting for approval by what it proposes. */
const FIELD_WORDS: Record<string, (value: AnyRecord) => string> = {
  pendingBankDetails: (value) => textOf(value.bankDetails),
  pendingSettlement: (value) => formatRupees(Number(value.amount)),
};

/** A value as the log writes it: text as it is, a list by its length, anything else as JSON. */
function describe(value: unknown, name = ''): string {
  if (value === undefined || value === null) return '';
  const words = FIELD_WORDS[name];
  if (words && typeof value === 'object' && !Array.isArray(value)) return clip(words(value as AnyRecord));
  if (typeof value === 'string') return clip(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  return clip(JSON.stringify(value));
}

function fieldChanges(before: AnyRecord, after: AnyRecord): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (UNLOGGED_FIELDS.has(name) || before[name] === after[name]) continue;
    if (JSON.stringify(before[name]) === JSON.stringify(after[name])) continue;
    changes.push({ field: name, before: describe(before[name], name), after: describe(after[name], name) });
    if (changes.length === ACTIVITY_CHANGES_MAX) break;
  }
  return changes;
}

interface Found {
  target: ActivityTarget;
  changes: ActivityChange[];
  /** How many records of that kind the call added or deleted besides, when more than one. */
  count: number;
  verb: 'edited' | 'added' | 'deleted';
}

const isRecords = (value: unknown): value is readonly AnyRecord[] => Array.isArray(value);

/** The first record the call edited, added or deleted, in the order of COLLECTIONS. */
function whatChanged(before: Database, after: Database): Found | null {
  for (const described of COLLECTIONS) {
    const was: unknown = before[described.key];
    const now: unknown = after[described.key];
    if (was === now || !isRecords(was) || !isRecords(now)) continue;
    const target = (record: AnyRecord): ActivityTarget => ({ kind: described.kind, id: clip(described.id(record)).slice(0, 64), name: clip(described.name(record)) });
    // Most calls edit records in place or add at the end: a look by position finds them without
    // indexing 10,000 records by id.
    const shared = Math.min(was.length, now.length);
    let moved = false;
    for (let index = 0; index < shared; index += 1) {
      const old = was[index]!;
      const record = now[index]!;
      if (old === record) continue;
      if (described.id(old) === described.id(record)) return { target: target(record), changes: fieldChanges(old, record), count: 1, verb: 'edited' };
      moved = true;
      break;
    }
    if (!moved) {
      if (now.length > was.length) return { target: target(now[was.length]!), changes: [], count: now.length - was.length, verb: 'added' };
      if (now.length === was.length) continue;
    }
    const kept = new Set(now.map(described.id));
    const deleted = was.filter((record) => !kept.has(described.id(record)));
    if (deleted.length > 0) return { target: target(deleted[0]!), changes: [], count: deleted.length, verb: 'deleted' };
    const earlier = new Set(was.map(described.id));
    const added = now.filter((record) => !earlier.has(described.id(record)));
    if (added.length > 0) return { target: target(added[0]!), changes: [], count: added.length, verb: 'added' };
  }
  return null;
}

/** What an approval step did, in words: what waits, and who decided what was proposed, by whom and when (issue 48). */
function approvalDetail(route: BackendRoute, before: Database, after: Database): string | null {
  const added = after.approvals.length > before.approvals.length ? after.approvals.at(-1) : undefined;
  if (added?.kind === 'settlement') return `${formatRupees(Number(added.amount))} settlement waiting for approval`;
  if (added) {
    const replaced = after.approvals.find((approval, index) => approval.status === 'replaced' && approval !== before.approvals[index]);
    return replaced ? `Waiting for approval, in place of the change ${replaced.proposedByName} proposed at ${indianTime(replaced.proposedAt)}` : 'Waiting for approval';
  }
  if (route.name !== 'approveChange' && route.name !== 'rejectChange') return null;
  const step = after.approvals.find((approval, index) => approval !== before.approvals[index]);
  if (!step) return null;
  const what = step.kind === 'settlement' ? `the settlement of ${formatRupees(Number(step.amount))}` : 'the new bank details';
  const proposed = `${what} ${step.proposedByName} proposed at ${indianTime(step.proposedAt)}`;
  return step.status === 'approved' ? `Approved ${proposed}${step.kind === 'settlement' ? ': settled' : ''}` : `Rejected ${proposed}: ${step.reason ?? ''}`;
}

/** What the fields do not say, for the calls where it matters. */
function detailOf(route: BackendRoute, before: Database, after: Database, found: Found | null): string | null {
  if (before.approvals !== after.approvals) return clip(approvalDetail(route, before, after) ?? '') || null;
  if (route.name === 'settlePayment') {
    const settlement = after.settlements.at(-1);
    return settlement && settlement !== before.settlements.at(-1) ? `${formatRupees(Number(settlement.amount))} settled` : null;
  }
  if (route.name === 'sendNotification') {
    const sent = after.notifications.at(-1);
    const recipients = sent?.userIds.length ?? 0;
    return `${recipients.toLocaleString('en-IN')} ${recipients === 1 ? 'recipient' : 'recipients'}`;
  }
  if (found && found.count > 1) return `${found.count} ${found.target.kind === 'question' ? 'questions' : 'records'} ${found.verb}`;
  if (found?.verb === 'deleted') return 'deleted';
  return null;
}

/**
 * Who made the call: the session it came with, or for a sign-in the session it opened and for
 * a logout the one it closed. The name is kept as it is now, so a record reads the same later.
 */
function operatorOf(before: Database, after: Database, request: BackendRequest, context: BackendContext) {
  const session =
    sessionOf(before, request, context) ??
    after.sessions.find((candidate) => !before.sessions.includes(candidate)) ??
    null;
  const operatorId = session && 'userId' in session ? String(session.userId) : null;
  const operator = after.operators.find((candidate) => candidate._id === operatorId) ?? before.operators.find((candidate) => candidate._id === operatorId);
  return { operatorId, operator: operator?.name ?? 'Unknown operator' };
}

/** The record of one call that changed data, or null for a call that changed nothing an operator did. */
export function activityOf(route: BackendRoute, before: Database, after: WorkingDatabase, request: BackendRequest, context: BackendContext): ActivityRecord | null {
  const next = after as Database;
  const found = whatChanged(before, next);
  const signing = route.name === 'verifyOtp' || route.name === 'logout';
  if (!found && !signing) return null;
  const { operatorId, operator } = operatorOf(before, next, request, context);
  return {
    _id: context.newId(),
    at: context.now().toISOString(),
    operatorId,
    operator,
    action: route.name,
    target: signing ? { kind: 'operator', id: operatorId ?? '', name: operator } : (found?.target ?? null),
    changes: signing ? [] : (found?.changes ?? []),
    detail: detailOf(route, before, next, found),
  };
}

/**
 * The log's records about the record `id`, newest first. With the log in memory (MSW, the JSON
 * working copy) that is all of it; with SQLite (`lists`), the records this call added are in
 * memory and the rest are read from the store through its index on the record, a few at a time.
 */
function* historyOf(db: Pick<WorkingDatabase, 'activity'>, id: string, lists: ListStore | undefined): Generator<WorkingDatabase['activity'][number]> {
  for (let index = db.activity.length - 1; index >= 0; index -= 1) if (db.activity[index]!.target?.id === id) yield db.activity[index]!;
  if (!lists) return;
  for (const rows of lists.scan(activityList, { q: '', filters: { about: id }, sort: { id: 'at', desc: true }, record: '' }, 50)) yield* rows;
}

/**
 * The latest record about the record `id`: of `kind`, made by `action`, changing `field`, when
 * given. Who did it and when, for a refusal that names them. `lists`: where the log is kept
 * when it is not in memory (BackendContext.lists).
 */
export function lastActivityOn(db: Pick<WorkingDatabase, 'activity'>, id: string, { kind, action, field }: { kind?: string; action?: string; field?: string } = {}, lists?: ListStore): WorkingDatabase['activity'][number] | undefined {
  for (const record of historyOf(db, id, lists)) {
    if ((kind === undefined || record.target?.kind === kind) && (action === undefined || record.action === action) && (field === undefined || record.changes.some((change) => change.field === field))) return record;
  }
  return undefined;
}

/**
 * Who last changed the record (as `lastActivityOn` finds it) and when, for an answer that says
 * it was already so: whether it was the caller (another tab of theirs), the operator's name, and
 * the time in IST. Null when the log has no operator for it.
 */
export function lastChangedBy(db: Pick<WorkingDatabase, 'activity'>, id: string, filter: { kind?: string; action?: string; field?: string }, caller: string | null, lists?: ListStore): { byCaller: boolean; operator: string; time: string } | null {
  const last = lastActivityOn(db, id, filter, lists);
  if (!last?.operatorId) return null;
  return { byCaller: last.operatorId === caller, operator: last.operator, time: indianTime(last.at) };
}

/**
 * Why a change was no change: the record was already so. Names who made it so and when, from
 * the last record of the field, as a sentence: '<Name|You> had already made it <state> at
 * <time> IST.'; without such a record, 'It was already <state>.'
 */
export function alreadyMadeSo(db: Pick<WorkingDatabase, 'activity'>, id: string, { kind, field, state }: { kind: string; field: string; state: string }, caller: string | null, lists?: ListStore): string {
  const last = lastChangedBy(db, id, { kind, field }, caller, lists);
  if (!last) return `It was already ${state}.`;
  return `${last.byCaller ? 'You' : last.operator} had already made it ${state} at ${last.time}.`;
}

/**
 * The last `limit` changes `operatorId` made to records, newest first: not their signing in and
 * out, which concern the operator, not a record of the back-office. Read from the end of the
 * log, so it costs the few records looked at, however long the log has grown.
 */
export function recentChangesBy<R extends Pick<ActivityRecord, 'operatorId'> & { readonly target: Readonly<ActivityTarget> | null }>(log: readonly R[], operatorId: string, limit: number): R[] {
  const found: R[] = [];
  for (let index = log.length - 1; index >= 0 && found.length < limit; index -= 1) {
    const record = log[index]!;
    if (record.operatorId === operatorId && record.target && record.target.kind !== 'operator') found.push(record);
  }
  return found;
}

/** recentChangesBy over the log wherever it is kept: in memory, or (`lists`) in the store, read newest first through its index on the operator. */
export function recentChangesIn(db: Pick<WorkingDatabase, 'activity'>, operatorId: string, limit: number, lists: ListStore | undefined): WorkingDatabase['activity'][number][] {
  const found = recentChangesBy(db.activity, operatorId, limit);
  if (!lists || found.length >= limit) return found;
  for (const rows of lists.scan(activityList, { q: '', filters: { operatorId }, sort: { id: 'at', desc: true }, record: '' }, 50)) {
    found.push(...recentChangesBy([...rows].reverse(), operatorId, limit - found.length));
    if (found.length >= limit) break;
  }
  return found;
}
