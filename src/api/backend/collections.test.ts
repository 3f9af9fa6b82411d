/** The plain REST collections, run straight through `dispatch` over a fresh copy of the seed. */
import { describe, expect, it } from 'vitest';
import { appIssueListSchema, bookingListSchema, solveAppIssueResultSchema } from '../schemas';
import { formatDay } from '../../lib/format';
import { call, expectRefused, freshDb, makeContext, NOW, OPERATOR, SUPPORT_OPERATOR, seedDb, signIn } from './testing';

const open = seedDb.app_issues.find((issue) => issue.solvedDate === null)!;
const solved = seedDb.app_issues.find((issue) => issue.solvedDate !== null)!;

describe('REST collections', () => {
  it('bookings and app_issues answer their rows', () => {
    expect(bookingListSchema.parse(call(freshDb(), 'bookings', undefined).response.body)).toHaveLength(15);
    expect(appIssueListSchema.parse(call(freshDb(), 'appIssues', undefined).response.body)).toHaveLength(seedDb.app_issues.length);
  });
});

describe('POST /app_issues/solve', () => {
  it('marks an open issue solved on the day of the call (in India) and answers it', () => {
    const result = call(freshDb(), 'solveAppIssue', { id: open.id });
    expect(result.response.status).toBe(200);
    const answer = solveAppIssueResultSchema.parse(result.response.body);
    // NOW is 10:00 UTC on 1 Nov 2026: 15:30 the same day in India.
    expect(answer.issue).toEqual({ ...open, solvedDate: '2026-11-01' });
    expect(answer.message).toBe(`Issue ${open.id} from ${open.name} is marked solved.`);
    expect(result.changed).toBe(true);
    expect(result.db.app_issues.find((issue) => issue.id === open.id)?.solvedDate).toBe('2026-11-01');
    // Every other issue is as it was.
    expect(result.db.app_issues.filter((issue) => issue.id !== open.id)).toEqual(seedDb.app_issues.filter((issue) => issue.id !== open.id));
  });

  it('uses the day in India, not in UTC, late in the UTC evening', () => {
    const context = makeContext();
    context.advance(Date.parse('2026-11-01T20:00:00.000Z') - NOW.getTime());
    const answer = solveAppIssueResultSchema.parse(call(freshDb(), 'solveAppIssue', { id: open.id }, {}, context).response.body);
    expect(answer.issue.solvedDate).toBe('2026-11-02');
  });

  it('takes the id as text too', () => {
    expect(call(freshDb(), 'solveAppIssue', { id: String(open.id) }).response.status).toBe(200);
  });

  it('refuses a missing or empty id with a reason on the field, changing nothing', () => {
    const missing = expectRefused(freshDb(), 'solveAppIssue', {}, 400, 'Say which issue to mark solved (its ID).');
    expect(missing.issues).toEqual([expect.objectContaining({ path: 'id' })]);
    expectRefused(freshDb(), 'solveAppIssue', { id: '  ' }, 400);
    expectRefused(freshDb(), 'solveAppIssue', { id: -3 }, 400);
  });

  it('refuses an unknown id with 400 and says which', () => {
    expectRefused(freshDb(), 'solveAppIssue', { id: 999 }, 400, 'No app issue has the ID 999.');
  });

  it('cannot solve an issue twice: 409 with the day it was solved, data unchanged', () => {
    expectRefused(freshDb(), 'solveAppIssue', { id: solved.id }, 409, `Issue ${solved.id} was already marked solved on ${formatDay(solved.solvedDate, { withYear: true })}.`);
    const once = call(freshDb(), 'solveAppIssue', { id: open.id });
    expectRefused(once.db, 'solveAppIssue', { id: open.id }, 409, `Issue ${open.id} was already marked solved on 1 Nov 2026.`);
  });

  it('a second operator is told who marked it solved and when; the one who did, in another tab, is told it was them', () => {
    const first = signIn(OPERATOR);
    const second = signIn(SUPPORT_OPERATOR, { db: first.db, context: first.context });
    const once = call(second.db, 'solveAppIssue', { id: open.id }, first.auth, first.context);
    expect(once.response.status).toBe(200);
    // NOW is 10:00 UTC on 1 Nov 2026.
    expectRefused(once.db, 'solveAppIssue', { id: open.id }, 409, `${OPERATOR.name} already marked issue ${open.id} solved at 1 Nov 2026, 3:30 pm IST.`, second.auth, first.context);
    expectRefused(once.db, 'solveAppIssue', { id: open.id }, 409, `You already marked issue ${open.id} solved at 1 Nov 2026, 3:30 pm IST.`, first.auth, first.context);
  });

  it('needs a session when the backend requires one', () => {
    expectRefused(freshDb(), 'solveAppIssue', { id: open.id }, 401, undefined, {}, makeContext({ requireAuth: true }));
  });
});
