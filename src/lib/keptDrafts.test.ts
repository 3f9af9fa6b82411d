import { describe, expect, it } from 'vitest';
import { forgetDrafts, keepDraft, sameShape, takeDraft } from './keptDrafts';

/** Session storage as the browser gives it, in memory. */
function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index: number) => [...entries.keys()][index] ?? null,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

const blankPool = { name: '', totalSeats: '', active: false, rewards: [{ rankRange: '', prize: '' }] };

describe('sameShape', () => {
  it('takes the same fields with the same kinds of value, lists of the same shape among them', () => {
    expect(sameShape({ name: 'Mega', totalSeats: '100', active: true, rewards: [{ rankRange: '1', prize: '₹5,000' }, { rankRange: '2-10', prize: '₹50' }] }, blankPool)).toBe(true);
    expect(sameShape({ ...blankPool, rewards: [] }, blankPool)).toBe(true);
  });

  it('refuses a missing or extra field, another kind of value, or a list of something else', () => {
    expect(sameShape({ name: 'Mega', totalSeats: '100', active: true }, blankPool)).toBe(false);
    expect(sameShape({ ...blankPool, extra: 'x' }, blankPool)).toBe(false);
    expect(sameShape({ ...blankPool, totalSeats: 100 }, blankPool)).toBe(false);
    expect(sameShape({ ...blankPool, rewards: ['1-10'] }, blankPool)).toBe(false);
    expect(sameShape({ ...blankPool, rewards: Array.from({ length: 101 }, () => ({ rankRange: '', prize: '' })) }, blankPool)).toBe(false);
    expect(sameShape(null, blankPool)).toBe(false);
    expect(sameShape([blankPool], blankPool)).toBe(false);
  });
});

describe('kept drafts', () => {
  const typed = { title: 'Diwali bonus', body: 'Double earnings', image: '' };
  const blank = { title: '', body: '', image: '' };

  it('gives back what the operator typed in that form, once', () => {
    const storage = memoryStorage();
    expect(keepDraft('op-1', 'notification', typed, storage)).toBe(true);
    expect(takeDraft('op-1', 'notification', blank, storage)).toEqual(typed);
    expect(takeDraft('op-1', 'notification', blank, storage)).toBeNull();
  });

  it("never gives one operator's draft to another, and forgets other operators' drafts once someone signs in", () => {
    const storage = memoryStorage();
    keepDraft('op-1', 'notification', typed, storage);
    keepDraft('op-2', 'quiz', { name: 'GK' }, storage);
    keepDraft('op-2', 'pool', blankPool, storage);
    expect(takeDraft('op-2', 'notification', blank, storage)).toBeNull();
    // op-2's own drafts of other forms stay for their forms; op-1's went.
    expect([...storage.entries.keys()]).toEqual(['consult.form-draft.v1.op-2.quiz', 'consult.form-draft.v1.op-2.pool']);
  });

  it('puts nothing back that is not valid JSON of the form, or too large; keeps nothing too large', () => {
    const storage = memoryStorage();
    storage.setItem('consult.form-draft.v1.op-1.notification', '{"title":');
    expect(takeDraft('op-1', 'notification', blank, storage)).toBeNull();
    storage.setItem('consult.form-draft.v1.op-1.notification', JSON.stringify({ title: 1, body: '', image: '' }));
    expect(takeDraft('op-1', 'notification', blank, storage)).toBeNull();
    expect(keepDraft('op-1', 'notification', { ...typed, body: 'x'.repeat(60_000) }, storage)).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('says when the browser refuses to keep it, and works without storage', () => {
    const full = { ...memoryStorage(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(keepDraft('op-1', 'notification', typed, full)).toBe(false);
    expect(keepDraft('op-1', 'notification', typed, null)).toBe(false);
    expect(takeDraft('op-1', 'notification', blank, null)).toBeNull();
  });

  it('forgets every draft at logout, and leaves other keys alone', () => {
    const storage = memoryStorage();
    keepDraft('op-1', 'notification', typed, storage);
    keepDraft('op-2', 'quiz', { name: 'GK' }, storage);
    storage.setItem('consult.other', 'stays');
    forgetDrafts(storage);
    expect([...storage.entries.keys()]).toEqual(['consult.other']);
  });
});
