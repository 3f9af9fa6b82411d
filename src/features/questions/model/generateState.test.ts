import { describe, expect, it } from 'vitest';
import type { SavedAlready } from '@/api/schemas';
import { blankDraft, FILL_EVERY_FIELD } from './drafts';
import { draftsReducer, leavesDrafts, storedAfter, type DraftsState } from './generateState';

const start = (): DraftsState => ({ drafts: [blankDraft('General', 'a'), blankDraft('General', 'b'), blankDraft('General', 'c')], errors: {}, savedAlready: {}, focusRequest: 0 });

describe('draftsReducer', () => {
  it('a change replaces only its draft: the others keep their identity', () => {
    const before = start();
    const after = draftsReducer(before, { type: 'change', key: 'b', patch: { question: 'Hello' } });
    expect(after.drafts[1]).toMatchObject({ key: 'b', question: 'Hello' });
    expect(after.drafts[0]).toBe(before.drafts[0]);
    expect(after.drafts[2]).toBe(before.drafts[2]);
    expect(after.errors).toBe(before.errors);
  });
  it('a refused save records the faults and asks for focus; filling a field clears only that fault', () => {
    let state = draftsReducer(start(), { type: 'refuse', errors: { a: { question: FILL_EVERY_FIELD, 'answer-0': FILL_EVERY_FIELD }, b: { question: FILL_EVERY_FIELD } } });
    expect(state.focusRequest).toBe(1);
    const bErrors = state.errors.b;
    state = draftsReducer(state, { type: 'change', key: 'a', patch: { question: 'Filled' } });
    expect(state.errors.a).toEqual({ 'answer-0': FILL_EVERY_FIELD, 'answer-1': FILL_EVERY_FIELD, 'answer-2': FILL_EVERY_FIELD, 'answer-3': FILL_EVERY_FIELD, correct: FILL_EVERY_FIELD });
    expect(state.errors.b).toBe(bErrors);
  });
  it('clears a draft from the faults once it is complete, and removes drafts by key', () => {
    let state = draftsReducer(start(), { type: 'refuse', errors: { a: { question: FILL_EVERY_FIELD } } });
    state = draftsReducer(state, { type: 'change', key: 'a', patch: { question: 'Q', answers: ['1', '2', '3', '4'], correctIndex: 3 } });
    expect(state.errors).toEqual({});
    state = draftsReducer(state, { type: 'remove', keys: ['a', 'c'] });
    expect(state.drafts.map((draft) => draft.key)).toEqual(['b']);
    expect(draftsReducer(state, { type: 'change', key: 'zz', patch: { question: 'x' } })).toBe(state);
  });
  it('adds drafts at the end', () => {
    const state = draftsReducer(start(), { type: 'add', drafts: [blankDraft('History', 'd')] });
    expect(state.drafts.map((draft) => draft.key)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('two tabs of one operator (issue 25)', () => {
  it("each change is made on what is kept, so the other tab's drafts and edits stay", () => {
    const mine = start().drafts;
    // The other tab added 'd' and filled 'a' since this tab read them.
    const stored = [{ ...mine[0]!, question: 'From the other tab' }, mine[1]!, mine[2]!, blankDraft('History', 'd')];
    const next = storedAfter(stored, mine, { type: 'change', key: 'b', patch: { question: 'Mine' } })!;
    expect(next.map((draft) => [draft.key, draft.question])).toEqual([
      ['a', 'From the other tab'],
      ['b', 'Mine'],
      ['c', ''],
      ['d', ''],
    ]);
    expect(storedAfter(stored, mine, { type: 'remove', keys: ['c'] })!.map((draft) => draft.key)).toEqual(['a', 'b', 'd']);
    expect(storedAfter(stored, mine, { type: 'refuse', errors: {} })).toBeNull();
  });

  it('an edit of a draft the other tab removed brings it back as this tab has it', () => {
    const mine = start().drafts;
    const next = storedAfter([mine[0]!], mine, { type: 'change', key: 'c', patch: { question: 'Still wanted' } })!;
    expect(next.map((draft) => [draft.key, draft.question])).toEqual([
      ['a', ''],
      ['c', 'Still wanted'],
    ]);
  });

  it("takes the other tab's drafts, keeping each untouched draft's identity and only the faults of drafts still there", () => {
    const before = draftsReducer(start(), { type: 'refuse', errors: { a: { question: FILL_EVERY_FIELD }, c: { question: FILL_EVERY_FIELD } } });
    const theirs = [structuredClone(before.drafts[0]!), { ...before.drafts[1]!, question: 'Edited there' }];
    const after = draftsReducer(before, { type: 'sync', drafts: theirs });
    expect(after.drafts[0]).toBe(before.drafts[0]);
    expect(after.drafts[1]).toMatchObject({ key: 'b', question: 'Edited there' });
    expect(after.drafts).toHaveLength(2);
    expect(Object.keys(after.errors)).toEqual(['a']);
  });
});

describe('leavesDrafts', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  const generate = at('/dashboard/questions', '?tab=generate');
  it('another page of the back-office leaves', () => {
    expect(leavesDrafts(generate, at('/dashboard/earnings'), '/login2')).toBe(true);
  });
  it('another tab of the Q&A Manager leaves', () => {
    expect(leavesDrafts(generate, at('/dashboard/questions', '?tab=live'), '/login2')).toBe(true);
    expect(leavesDrafts(at('/dashboard/questions'), at('/dashboard/questions', '?tab=not-live'), '/login2')).toBe(true);
  });
  it('the Q&A Manager link while on Generate stays (no ?tab= is Generate)', () => {
    expect(leavesDrafts(generate, at('/dashboard/questions'), '/login2')).toBe(false);
  });
  it('typing in the header search stays on the tab', () => {
    expect(leavesDrafts(generate, at('/dashboard/questions', '?tab=generate&q=river'), '/login2')).toBe(false);
    expect(leavesDrafts(at('/dashboard/questions', '?tab=generate&q=r'), at('/dashboard/questions', '?tab=generate&q=ri'), '/login2')).toBe(false);
  });
  it('the way to /login2 after the session ended is never held', () => {
    expect(leavesDrafts(generate, at('/login2'), '/login2')).toBe(false);
  });
});

describe('drafts saved already (a save refused with savedAlready)', () => {
  const saved = (draftKey: string): SavedAlready => ({
    draftKey,
    savedBy: 'You',
    question: { _id: `saved-${draftKey}`, question: 'Saved text', questionImage: '', answers: ['1', '2', '3', '4'], answerImages: ['', '', '', ''], correctAnswer: '1', subject: 'General', status: 'live' },
  });

  it('marks the drafts and asks for focus; a change keeps the mark; removing or keeping mine as a new draft clears it', () => {
    const marked = draftsReducer(start(), { type: 'savedAlready', saved: [saved('a'), saved('b')] });
    expect(Object.keys(marked.savedAlready)).toEqual(['a', 'b']);
    expect(marked.focusRequest).toBe(1);
    const changed = draftsReducer(marked, { type: 'change', key: 'a', patch: { question: 'Still mine' } });
    expect(changed.savedAlready).toEqual(marked.savedAlready);
    const kept = draftsReducer(changed, { type: 'remove', keys: ['b'] });
    expect(Object.keys(kept.savedAlready)).toEqual(['a']);
    const mine = draftsReducer(kept, { type: 'rekey', key: 'a', newKey: 'a2' });
    expect(mine.drafts.map((draft) => [draft.key, draft.question])).toEqual([
      ['a2', 'Still mine'],
      ['c', ''],
    ]);
    expect(mine.savedAlready).toEqual({});
  });

  it('moves the faults of a draft kept as a new draft to its new key, and drops the marks of drafts another tab took away', () => {
    const faulty = draftsReducer(start(), { type: 'refuse', errors: { a: { question: FILL_EVERY_FIELD } } });
    const marked = draftsReducer(faulty, { type: 'savedAlready', saved: [saved('a'), saved('c')] });
    expect(draftsReducer(marked, { type: 'rekey', key: 'a', newKey: 'a2' }).errors).toEqual({ a2: { question: FILL_EVERY_FIELD } });
    expect(draftsReducer(marked, { type: 'rekey', key: 'gone', newKey: 'x' })).toBe(marked);
    const synced = draftsReducer(marked, { type: 'sync', drafts: marked.drafts.slice(0, 2) });
    expect(Object.keys(synced.savedAlready)).toEqual(['a']);
  });

  it('keeps a new key in what is kept, even after the other tab removed the draft, and keeps no mark', () => {
    const mine = start().drafts;
    expect(storedAfter(mine, mine, { type: 'rekey', key: 'b', newKey: 'b2' })!.map((draft) => draft.key)).toEqual(['a', 'b2', 'c']);
    expect(storedAfter([mine[0]!], mine, { type: 'rekey', key: 'b', newKey: 'b2' })!.map((draft) => draft.key)).toEqual(['a', 'b2']);
    expect(storedAfter(mine, mine, { type: 'savedAlready', saved: [saved('a')] })).toBeNull();
  });
});
