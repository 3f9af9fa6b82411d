import { describe, expect, it } from 'vitest';
import { MAX_COUNT, saveQuestionsBodySchema } from '@/api/schemas';
import { ApiError } from '@/api/apiError';
import {
  adoptUnownedDrafts,
  draftsKeyFor,
  blankDraft,
  COUNT_NOT_WHOLE,
  COUNT_TOO_MANY,
  draftErrors,
  draftFromAi,
  DRAFTS_STORAGE_KEY,
  FILL_EVERY_FIELD,
  parseBlankCount,
  readDrafts,
  saveBodies,
  sameAsSaved,
  savedAlreadyOf,
  writeDrafts,
  type DraftQuestion,
  type DraftStorage,
} from './drafts';

const filled = (key: string, overrides: Partial<DraftQuestion> = {}): DraftQuestion => ({
  ...blankDraft('General', key),
  question: 'Capital of India?',
  answers: ['Delhi', 'Mumbai', 'Chennai', 'Kolkata'],
  correctIndex: 0,
  ...overrides,
});

function memoryStorage(initial: Record<string, string> = {}): DraftStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  };
}

describe('parseBlankCount', () => {
  it('takes a positive whole number', () => {
    expect(parseBlankCount('3')).toEqual({ count: 3 });
    expect(parseBlankCount(' 12 ')).toEqual({ count: 12 });
    expect(parseBlankCount('200')).toEqual({ count: 200 });
  });
  it('refuses zero, negatives, fractions, words and empty input', () => {
    for (const text of ['0', '-2', '2.5', '1e2', 'three', '', '  ', '007x']) expect(parseBlankCount(text)).toEqual({ error: COUNT_NOT_WHOLE });
    expect(COUNT_NOT_WHOLE).toBe('Enter a positive whole number');
  });
  it('refuses more than 200 at a time', () => {
    expect(parseBlankCount('201')).toEqual({ error: COUNT_TOO_MANY });
  });
});

describe('blankDraft and draftFromAi', () => {
  it("makes an empty question under the default subject 'General'", () => {
    const draft = blankDraft();
    expect(draft).toMatchObject({ question: '', questionImage: '', answers: ['', '', '', ''], answerImages: ['', '', '', ''], correctIndex: null, subject: 'General' });
    expect(blankDraft().key).not.toBe(draft.key);
  });
  it('files an AI question under the asked subject with its correct answer chosen', () => {
    const draft = draftFromAi({ question: 'Who built the Red Fort?', answers: ['Akbar', 'Shah Jahan', 'Babur', 'Humayun'], correctAnswer: 'Shah Jahan', subject: 'indian history' }, 'History', 'k');
    expect(draft).toMatchObject({ key: 'k', question: 'Who built the Red Fort?', correctIndex: 1, subject: 'History' });
  });
});

const missing = (...fields: string[]) => Object.fromEntries(fields.map((field) => [field, FILL_EVERY_FIELD]));

describe('draftErrors', () => {
  it('names every empty field of every incomplete question, and nothing for complete ones', () => {
    const drafts = [filled('a'), filled('b', { answers: ['Delhi', ' ', 'Chennai', 'Kolkata'] }), { ...blankDraft('General', 'c') }];
    expect(draftErrors(drafts)).toEqual({ b: missing('answer-1'), c: missing('question', 'answer-0', 'answer-1', 'answer-2', 'answer-3', 'correct') });
  });
  it('faults a correct answer that points at an empty answer', () => {
    expect(draftErrors([filled('a', { answers: ['', 'x', 'y', 'z'], correctIndex: 0 })])).toEqual({ a: missing('answer-0', 'correct') });
  });
  it('says what the backend would refuse, on the field at fault: too long, or an image not at an http(s) address', () => {
    const long = (length: number) => 'x'.repeat(length);
    expect(draftErrors([filled('a', { question: long(1001), answers: ['Delhi', long(501), 'Chennai', 'Kolkata'], correctIndex: 1, subject: long(101) })])).toEqual({
      a: { question: 'Question must be at most 1000 characters', 'answer-1': 'Answer must be at most 500 characters', subject: 'Subject must be at most 100 characters' },
    });
    expect(draftErrors([filled('a', { questionImage: 'javascript:alert(1)', answerImages: ['', 'data:image/png;base64,AAAA', '//cdn.example/x.png', 'https://cdn.example/x.png'] })])).toEqual({
      a: {
        'question-image': 'Question image must be a web address starting with http:// or https://',
        'answer-image-1': 'Answer image must be a web address starting with http:// or https://',
        'answer-image-2': 'Answer image must be a web address starting with http:// or https://',
      },
    });
  });
  it('takes the address an upload answers with', () => {
    expect(draftErrors([filled('a', { questionImage: 'http://localhost:3001/uploads/question_upload-65a1b2c3d4e5f60718293a4b.png', answerImages: ['https://cdn.example/a.webp', '', '', ''] })])).toEqual({});
  });
  it('accepts exactly what the save body schema accepts', () => {
    const drafts = [filled('a'), filled('b', { questionImage: 'javascript:x' }), filled('c', { answers: ['Delhi', 'x'.repeat(501), 'Chennai', 'Kolkata'] })];
    const faulty = Object.keys(draftErrors(drafts));
    const refused = drafts.filter((draft) => !saveQuestionsBodySchema.safeParse(saveBodies([draft], 'live')[0]!.body).success).map((draft) => draft.key);
    expect(faulty).toEqual(refused);
    expect(faulty).toEqual(['b', 'c']);
  });
});

describe('saveBodies', () => {
  it('sends one trimmed body per subject with the chosen answer as correctAnswer', () => {
    const bodies = saveBodies([filled('a', { question: ' Q1 ' }), filled('b', { subject: 'History', correctIndex: 2 }), filled('c', { questionImage: 'http://x/q.png' })], 'not_live');
    expect(bodies.map((group) => [group.subject, group.keys])).toEqual([
      ['General', ['a', 'c']],
      ['History', ['b']],
    ]);
    expect(bodies[0]!.body).toEqual({
      status: 'not_live',
      subject: 'General',
      questions: [
        { draftKey: 'a', question: 'Q1', questionImage: '', answers: ['Delhi', 'Mumbai', 'Chennai', 'Kolkata'], answerImages: ['', '', '', ''], correctAnswer: 'Delhi' },
        { draftKey: 'c', question: 'Capital of India?', questionImage: 'http://x/q.png', answers: ['Delhi', 'Mumbai', 'Chennai', 'Kolkata'], answerImages: ['', '', '', ''], correctAnswer: 'Delhi' },
      ],
    });
    expect(bodies[1]!.body.questions[0]!.correctAnswer).toBe('Chennai');
  });
  it('sends more questions of one subject than one save may carry in several saves', () => {
    const drafts = Array.from({ length: MAX_COUNT.questionsPerSave * 2 + 1 }, (_, index) => filled(`q${index}`));
    const bodies = saveBodies(drafts, 'live');
    expect(bodies.map((group) => group.body.questions.length)).toEqual([MAX_COUNT.questionsPerSave, MAX_COUNT.questionsPerSave, 1]);
    expect(bodies.flatMap((group) => group.keys)).toEqual(drafts.map((draft) => draft.key));
    for (const group of bodies) expect(saveQuestionsBodySchema.safeParse(group.body).success).toBe(true);
  });
  it("names each save by its drafts and what it sends: the same drafts unchanged keep the key, any change or other drafts get another", () => {
    const key = (drafts: DraftQuestion[], status: 'live' | 'not_live' = 'live') => saveBodies(drafts, status).map((group) => group.idempotencyKey);
    const [general, history] = key([filled('a'), filled('b', { subject: 'History' })]);
    expect(general).toMatch(/^[0-9a-f]{32}$/);
    expect(history).not.toBe(general);
    // After a reload or in another tab the drafts are read back the same: the same key.
    expect(key([filled('a'), filled('b', { subject: 'History' })])).toEqual([general, history]);
    expect(key([filled('a')])).toEqual([general]);
    expect(key([filled('a')], 'not_live')).not.toEqual([general]);
    expect(key([filled('a', { question: 'Capital of Bharat?' })])).not.toEqual([general]);
    expect(key([filled('a', { correctIndex: 1 })])).not.toEqual([general]);
    // Two drafts that read the same are still two questions.
    expect(key([filled('c')])).not.toEqual([general]);
  });
});

describe('readDrafts / writeDrafts', () => {
  it('keeps drafts across a reload and forgets them when none are left', () => {
    const storage = memoryStorage();
    expect(writeDrafts(storage, [filled('a')])).toBe(true);
    expect(readDrafts(storage)).toEqual([filled('a')]);
    writeDrafts(storage, []);
    expect(storage.data[DRAFTS_STORAGE_KEY]).toBeUndefined();
  });
  it('ignores a corrupt or foreign value', () => {
    for (const raw of ['not json', '{"version":2,"drafts":[]}', '{"version":1,"drafts":[{"key":"a","question":5}]}', 'null']) {
      expect(readDrafts(memoryStorage({ [DRAFTS_STORAGE_KEY]: raw }))).toEqual([]);
    }
  });
  it("keeps each operator's drafts under their own key; drafts kept before owners go to the first operator to open them", () => {
    const storage = memoryStorage();
    writeDrafts(storage, [filled('old')]);
    adoptUnownedDrafts(storage, draftsKeyFor('op-1'));
    expect(readDrafts(storage, draftsKeyFor('op-1'))).toEqual([filled('old')]);
    expect(storage.data[DRAFTS_STORAGE_KEY]).toBeUndefined();
    writeDrafts(storage, [filled('b')], draftsKeyFor('op-2'));
    adoptUnownedDrafts(storage, draftsKeyFor('op-2'));
    expect(readDrafts(storage, draftsKeyFor('op-2'))).toEqual([filled('b')]);
    expect(readDrafts(storage, draftsKeyFor('op-1'))).toEqual([filled('old')]);
    expect(draftsKeyFor(null)).toBe(DRAFTS_STORAGE_KEY);
  });
  it('survives a browser that refuses storage', () => {
    const refusing: DraftStorage = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => undefined };
    expect(readDrafts(refusing)).toEqual([]);
    expect(writeDrafts(refusing, [filled('a')])).toBe(false);
    expect(writeDrafts(null, [])).toBe(false);
  });
});

describe('drafts saved already', () => {
  const savedFrom = (draft: DraftQuestion, status: 'live' | 'not_live') => {
    const [group] = saveBodies([draft], status);
    const { draftKey: _key, ...sent } = group!.body.questions[0]!;
    return { _id: 'saved', ...sent, subject: group!.subject, status, draftKey: draft.key };
  };

  it('tells a draft unchanged since it was saved from one edited since, or saved with another status or subject', () => {
    const draft = filled('a', { question: ' Capital of India? ' });
    const saved = savedFrom(draft, 'live');
    expect(sameAsSaved(draft, saved, 'live')).toBe(true);
    expect(sameAsSaved(draft, saved, 'not_live')).toBe(false);
    expect(sameAsSaved({ ...draft, answers: ['Delhi', 'Mumbai', 'Chennai', 'Pune'] }, saved, 'live')).toBe(false);
    expect(sameAsSaved({ ...draft, correctIndex: 1 }, saved, 'live')).toBe(false);
    expect(sameAsSaved({ ...draft, subject: 'History' }, saved, 'live')).toBe(false);
    expect(sameAsSaved({ ...draft, questionImage: 'http://x/q.png' }, saved, 'live')).toBe(false);
  });

  it('reads the drafts a save was refused for from a 409 savedAlready, and nothing from any other failure', () => {
    const saved = savedFrom(filled('a'), 'live');
    const answer = { reason: 'savedAlready', message: 'saved already', saved: [{ draftKey: 'a', question: saved, savedBy: 'You' }] };
    expect(savedAlreadyOf(new ApiError('http', 'saved already', '/api/questiontable', { status: 409, answer }))).toEqual([{ draftKey: 'a', question: saved, savedBy: 'You' }]);
    expect(savedAlreadyOf(new ApiError('http', 'other', '/api/questiontable', { status: 409, answer: { reason: 'createdMeanwhile' } }))).toBeNull();
    expect(savedAlreadyOf(new ApiError('http', 'bad', '/api/questiontable', { status: 400, answer }))).toBeNull();
    expect(savedAlreadyOf(new Error('network'))).toBeNull();
  });
});
