/** What the live-updates stream says about a change (live.ts): the changed records, never secrets. */
import { describe, expect, it } from 'vitest';
import { liveEventOf, MAX_LIVE_RECORDS, recordId } from './live';
import { call, freshDb, NOW, withEarnings } from './testing';

describe('liveEventOf', () => {
  it('a settlement sends the settled consultant and the activity record, nothing else of 10,000-row lists', () => {
    const before = freshDb();
    const result = call(before, 'settlePayment', { dataid: withEarnings.dataid });
    expect(result.response.status).toBe(200);
    const event = liveEventOf('settlePayment', before, result.db, NOW)!;
    expect(event.call).toBe('settlePayment');
    expect(event.at).toBe(NOW.toISOString());
    expect(event.changes.map((change) => change.collection)).toEqual(['consultants', 'activity']);
    const [consultants, activity] = event.changes;
    expect(consultants).toEqual({ collection: 'consultants', upsert: [expect.objectContaining({ _id: withEarnings._id, earnings: '0' })], remove: [] });
    expect(activity).toMatchObject({ collection: 'activity', remove: [] });
    expect('upsert' in activity! && activity.upsert).toHaveLength(1);
    // Settlements (and the other private collections) are never on the stream.
    expect(JSON.stringify(event)).not.toContain('settlements');
  });

  it('a deleted expense type leaves by its id; signing in (a session) publishes only its activity record', () => {
    const before = freshDb();
    const expense = before.companyExpenses[0]!;
    const deleted = call(before, 'deleteExpense', { expenseId: expense._id });
    const event = liveEventOf('deleteExpense', before, deleted.db, NOW)!;
    expect(event.changes[0]).toEqual({ collection: 'companyExpenses', upsert: [], remove: [expense._id] });

    const withSession = { ...before, sessions: [{ tokenHash: 'a'.repeat(64), userId: 'x', phone: '+919876500001', createdAt: NOW.toISOString(), expiresAt: NOW.toISOString() }] };
    expect(liveEventOf('verifyOtp', before, withSession, NOW)).toBeNull();
  });

  it('too many changed records at once say "reload" instead; regrouped collections always do', () => {
    const before = freshDb();
    const many = { ...before, consultants: before.consultants.map((consultant) => ({ ...consultant, isActive: !consultant.isActive })) };
    expect(before.consultants.length).toBeGreaterThan(MAX_LIVE_RECORDS / 10);
    const mass = liveEventOf('verifyConsultant', before, { ...many, consultants: [...many.consultants, ...Array.from({ length: MAX_LIVE_RECORDS }, (_, index) => ({ ...before.consultants[0]!, _id: `extra${index}` }))] }, NOW)!;
    expect(mass.changes).toEqual([{ collection: 'consultants', reload: true }]);
    const questions = liveEventOf('saveQuestions', before, { ...before, questions: [...before.questions] }, NOW)!;
    expect(questions.changes).toEqual([{ collection: 'questions', reload: true }]);
    expect(liveEventOf('dashboardUsers', before, before, NOW)).toBeNull();
  });

  it('names records by the id their list keys them by', () => {
    expect(recordId('app_issues', { id: 7, _id: 'x' })).toBe('7');
    expect(recordId('consultants', { _id: 'abc' })).toBe('abc');
  });
});
