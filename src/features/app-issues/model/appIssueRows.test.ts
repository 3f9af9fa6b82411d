import { describe, expect, it } from 'vitest';
import type { AppIssue } from '@/api/schemas';
import { countOpen, filterIssues, isOpen } from './appIssueRows';

const issue = (id: number, type: AppIssue['type'], solvedDate: string | null): AppIssue => ({
  id,
  name: 'Asha Rao',
  number: '+91 98765 43210',
  type,
  comment: 'Something',
  raisedDate: '2026-10-01',
  solvedDate,
});

const rows = [issue(1, 'BUG', null), issue(2, 'BUG', '2026-10-03'), issue(3, 'SUGGESTION', null), issue(4, 'SUGGESTION', '2026-10-05')];
const ids = (list: readonly AppIssue[]) => list.map((entry) => entry.id);

describe('app issue rows', () => {
  it('an issue is open until it has a solved date', () => {
    expect(isOpen(issue(1, 'BUG', null))).toBe(true);
    expect(isOpen(issue(1, 'BUG', '2026-10-02'))).toBe(false);
  });

  it('filters by type, by open or solved, and both', () => {
    expect(filterIssues(rows, 'all', 'all')).toBe(rows);
    expect(ids(filterIssues(rows, 'BUG', 'all'))).toEqual([1, 2]);
    expect(ids(filterIssues(rows, 'all', 'open'))).toEqual([1, 3]);
    expect(ids(filterIssues(rows, 'all', 'solved'))).toEqual([2, 4]);
    expect(ids(filterIssues(rows, 'SUGGESTION', 'solved'))).toEqual([4]);
  });

  it('counts the open ones', () => {
    expect(countOpen(rows)).toBe(2);
    expect(countOpen([])).toBe(0);
  });
});
