/** A live change put into the query cache (liveCache.ts): records by id, no refetch, bad records refetched instead. */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { call, freshDb, signIn, withEarnings } from './backend/testing';
import { liveEventOf } from './backend/live';
import { applyLiveEvent, mergeRecords, removalOf } from './liveCache';
import { heardKey, listKey } from './lists';
import { queryKeys } from './queries';
import type { Consultant, ListPage } from './schemas';

describe('mergeRecords', () => {
  it('replaces by id in place, appends new ones, drops removed ones, and keeps the untouched records as they were', () => {
    const list = [{ _id: 'a', v: 1 }, { _id: 'b', v: 1 }, { _id: 'c', v: 1 }];
    const merged = mergeRecords('consultants', list, [{ _id: 'b', v: 2 }, { _id: 'd', v: 1 }], ['c']);
    expect(merged).toEqual([{ _id: 'a', v: 1 }, { _id: 'b', v: 2 }, { _id: 'd', v: 1 }]);
    expect(merged[0]).toBe(list[0]);
    expect(mergeRecords('consultants', list, [], [])).toBe(list);
  });
});

describe('applyLiveEvent', () => {
  it("another operator's settlement reaches both consultant lists and the activity log without a fetch", () => {
    const client = new QueryClient();
    const before = freshDb();
    client.setQueryData(queryKeys.earnings, before.consultants);
    client.setQueryData(queryKeys.consultants, before.consultants);
    client.setQueryData(queryKeys.activity, before.activity);
    const after = call(before, 'settlePayment', { dataid: withEarnings.dataid }).db;
    const event: unknown = JSON.parse(JSON.stringify(liveEventOf('settlePayment', before, after, new Date())));

    expect(applyLiveEvent(client, event)).toEqual([]);
    for (const key of [queryKeys.earnings, queryKeys.consultants]) {
      const list = client.getQueryData<Consultant[]>(key)!;
      expect(list).toHaveLength(before.consultants.length);
      expect(list.find((consultant) => consultant._id === withEarnings._id)!.earnings).toBe('0');
      expect(list[before.consultants.findIndex((consultant) => consultant._id === withEarnings._id) + 1]).toBe(before.consultants[before.consultants.findIndex((consultant) => consultant._id === withEarnings._id) + 1]);
    }
    expect(client.getQueryData<unknown[]>(queryKeys.activity)).toHaveLength(before.activity.length + 1);
    // Heard twice (this tab's own change, or a replay): the same list.
    applyLiveEvent(client, event);
    expect(client.getQueryData<unknown[]>(queryKeys.activity)).toHaveLength(before.activity.length + 1);
  });

  it('patches the pages at hand of a list asked a page at a time, and counts the records no page holds (issue 47)', () => {
    const client = new QueryClient();
    const before = freshDb();
    const first = call(before, 'settlePayment', { dataid: withEarnings.dataid }).db;
    const held = first.activity.at(-1)!;
    const view = { q: '', filters: {}, sort: null, record: '' };
    client.setQueryData([...listKey('activity'), view, 0], { rows: [held], offset: 0, total: 1, everything: 1, sums: {} });
    // The same record changed (as a replay would bring it) is replaced in place; none is new.
    const changed = { ...held, detail: 'changed' };
    applyLiveEvent(client, { call: 'settlePayment', at: new Date().toISOString(), changes: [{ collection: 'activity', upsert: [changed], remove: [] }] });
    expect(client.getQueryData<ListPage<unknown>>([...listKey('activity'), view, 0])?.rows).toEqual([changed]);
    expect(client.getQueryData(heardKey('activity')) ?? 0).toBe(0);
    // A record no page holds is counted, not shown.
    const after = call(first, 'verifyConsultant', { dataid: withEarnings.dataid }).db;
    applyLiveEvent(client, JSON.parse(JSON.stringify(liveEventOf('verifyConsultant', first, after, new Date()))));
    expect(client.getQueryData<ListPage<unknown>>([...listKey('activity'), view, 0])?.rows).toEqual([changed]);
    expect(client.getQueryData(heardKey('activity'))).toBe(1);
  });

  it('a record that is not what its list holds is not applied: that list is fetched again; nonsense is ignored', () => {
    const client = new QueryClient();
    const before = freshDb();
    const view = { q: '', filters: {}, sort: null, record: '' };
    const held = { rows: before.app_issues, offset: 0, total: before.app_issues.length, everything: before.app_issues.length, sums: {} };
    client.setQueryData([...listKey('appIssues'), view, 0], held);
    const refetched = applyLiveEvent(client, { call: 'solveAppIssue', at: new Date().toISOString(), changes: [{ collection: 'app_issues', upsert: [{ id: 1, name: '<script>' }], remove: [] }] });
    expect(refetched).toEqual([listKey('appIssues')]);
    expect(client.getQueryData([...listKey('appIssues'), view, 0])).toBe(held);
    expect(applyLiveEvent(client, { changes: 'everything' })).toEqual([]);
    expect(applyLiveEvent(client, { call: 'x', at: 'now', changes: [{ collection: 'sessions', reload: true }] })).toEqual([]);
    expect(applyLiveEvent(client, { call: 'saveQuestions', at: 'now', changes: [{ collection: 'questions', reload: true }] })).toEqual([['questions']]);
  });
});

describe('removalOf', () => {
  it('names who deleted a record, from the activity record heard with the removal, even where no list holds it', () => {
    const { db: before, context, auth } = signIn();
    const marketing = before.companyExpenses.find((expense) => expense.payments.length === 0)!;
    expect(removalOf('companyExpenses', marketing._id)).toBeNull();
    const after = call(before, 'deleteExpense', { expenseId: marketing._id, version: marketing.version ?? 0 }, auth, context).db;
    const event: unknown = JSON.parse(JSON.stringify(liveEventOf('deleteExpense', before, after, new Date())));
    applyLiveEvent(new QueryClient(), event);
    const operator = before.operators.find((entry) => entry._id === after.activity.at(-1)!.operatorId)!;
    expect(removalOf('companyExpenses', marketing._id)).toEqual({ operatorId: operator._id, operator: operator.name, at: after.activity.at(-1)!.at });
    // Only what was removed: the same id in another collection, or a record only changed, is not.
    expect(removalOf('consultants', marketing._id)).toBeNull();
  });

  it('knows nothing of a removal heard without its activity record', () => {
    applyLiveEvent(new QueryClient(), { call: 'deleteExpense', at: new Date().toISOString(), changes: [{ collection: 'companyExpenses', upsert: [], remove: ['gone-quietly'] }] });
    expect(removalOf('companyExpenses', 'gone-quietly')).toBeNull();
  });
});
