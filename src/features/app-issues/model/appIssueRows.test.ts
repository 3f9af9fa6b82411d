import { describe, expect, it } from 'vitest';
import type { AppIssue } from '@/api/schemas';
import { isOpen } from './appIssueRows';

const issue = (id: number, type: AppIssue['type'], solvedDate: string | null): AppIssue => ({
  id,
  name: 'Asha Rao',
  number: '+91 98765 43210',
  type,
  comment: 'Something',
  raisedDate: '2026-10-01',
  solvedDate,
});


describe('app issue rows', () => {
  it('an issue is open until it has a solved date', () => {
    expect(isOpen(issue(1, 'BUG', null))).toBe(true);
    expect(isOpen(issue(1, 'BUG', '2026-10-02'))).toBe(false);
  });
});
