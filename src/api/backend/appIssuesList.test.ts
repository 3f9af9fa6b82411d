/** App Issues' list, a page at a time (issue 47): type and state filters, how many are open, sorts, a solve, export, through `dispatch`. */
import { describe, expect, it } from 'vitest';
import { appIssueSchema, type AppIssue } from '../schemas';
import { call, expectRefused, freshDb, listPage, makeContext } from './testing';
import type { Database } from './db';

const issue = (id: number, fields: Partial<AppIssue> = {}): AppIssue => ({
  id,
  name: `Reporter ${id}`,
  number: `+91 98765 0000${id}`,
  type: 'BUG',
  comment: `Comment ${id}`,
  raisedDate: `2026-10-0${id}`,
  solvedDate: null,
  ...fields,
});

function withIssues(): Database {
  const db = freshDb();
  db.app_issues = [issue(1, { solvedDate: '2026-10-05' }), issue(2, { type: 'SUGGESTION' }), issue(3, { comment: 'The call dropped twice' }), issue(4, { type: 'SUGGESTION', solvedDate: '2026-10-09' })];
  return db;
}

const page = (db: Database, body: unknown) => listPage(db, 'appIssuesPage', appIssueSchema, body);
const ids = (rows: readonly AppIssue[]) => rows.map((row) => row.id);

describe('POST /lists/app-issues', () => {
  it('answers the latest reported first, with how many match and how many of them are open', () => {
    const answer = page(withIssues(), {});
    expect(ids(answer.rows)).toEqual([4, 3, 2, 1]);
    expect(answer).toMatchObject({ total: 4, everything: 4, sums: { open: 2 } });
  });

  it('filters by type and by state, and searches comments and the number as its ten digits', () => {
    const db = withIssues();
    expect(ids(page(db, { filters: { type: 'SUGGESTION' } }).rows)).toEqual([4, 2]);
    expect(page(db, { filters: { state: 'open' } })).toMatchObject({ total: 2, sums: { open: 2 } });
    expect(ids(page(db, { filters: { state: 'solved', type: 'BUG' } }).rows)).toEqual([1]);
    expect(ids(page(db, { q: 'dropped' }).rows)).toEqual([3]);
    expect(ids(page(db, { q: '9876500003' }).rows)).toEqual([3]);
  });

  it('sorts by the sortable columns, open issues last by solved date either way', () => {
    const db = withIssues();
    expect(ids(page(db, { sort: { id: 'solvedDate', desc: true } }).rows)).toEqual([4, 1, 2, 3]);
    expect(ids(page(db, { sort: { id: 'solvedDate', desc: false } }).rows)).toEqual([1, 4, 2, 3]);
    expect(ids(page(db, { sort: { id: 'id', desc: false } }).rows)).toEqual([1, 2, 3, 4]);
    expect(ids(page(db, { sort: { id: 'type', desc: true } }).rows.slice(0, 2)).sort()).toEqual([2, 4]);
  });

  it('follows a solve: the issue leaves Open and the count goes down', () => {
    const db = withIssues();
    page(db, { filters: { state: 'open' } });
    const solved = call(db, 'solveAppIssue', { id: 3 }, {}, makeContext());
    expect(solved.response.status).toBe(200);
    expect(ids(page(solved.db, { filters: { state: 'open' } }).rows)).toEqual([2]);
    expect(page(solved.db, {}).sums).toEqual({ open: 1 });
  });

  it('refuses what the tab does not offer, and answers 401 without a session', () => {
    const db = withIssues();
    expectRefused(db, 'appIssuesPage', { sort: { id: 'comment', desc: false } }, 400, 'App issues cannot be sorted by comment.');
    expectRefused(db, 'appIssuesPage', { filters: { solved: 'yes' } }, 400, 'App issues have no filter called solved.');
    expect(call(db, 'appIssuesPage', {}, {}, makeContext({ requireAuth: true })).response.status).toBe(401);
  });

  it('exports every issue of the view as CSV with formula escaping', () => {
    const db = withIssues();
    db.app_issues = [...db.app_issues, issue(5, { comment: '@SUM(A1)' })];
    const answer = call(db, 'appIssuesExport', { filters: { state: 'open' }, columns: [{ id: 'id', header: 'ID' }, { id: 'comment', header: 'Comment' }] }, {}, makeContext());
    expect(answer.response.headers?.['X-Total-Count']).toBe('3');
    expect([...(answer.response.body as Iterable<string>)].join('')).toBe("\uFEFFID,Comment\r\n5,'@SUM(A1)\r\n3,The call dropped twice\r\n2,Comment 2\r\n");
  });
});
