/** api/questiontable saves a draft once: a save naming a draft saved already is refused with what was saved from it (409 savedAlready). */
import { describe, expect, it } from 'vitest';
import { errorBodySchema, saveQuestionsResultSchema, savedAlreadySchema } from '../schemas';
import { call, OPERATOR, CONTENT_OPERATOR, signIn } from './testing';

const draft = (draftKey: string | undefined, question: string) => ({
  ...(draftKey ? { draftKey } : {}),
  question,
  answers: ['Torna', 'Raigad', 'Sinhagad', 'Pratapgad'],
  correctAnswer: 'Torna',
});
const body = (...questions: ReturnType<typeof draft>[]) => ({ status: 'not_live', subject: 'History', questions });
const copies = (db: { questions: readonly { question: string }[] }, question: string) => db.questions.filter((entry) => entry.question === question).length;

describe('a draft is saved once', () => {
  it('records the draft, who saved it and when', () => {
    const { db, auth, context } = signIn(OPERATOR);
    const saved = call(db, 'saveQuestions', body(draft('draft-a-1', 'Which fort first?')), { ...auth, idempotencyKey: 'save-first-00001' }, context);
    expect(saved.response.status).toBe(201);
    expect(saveQuestionsResultSchema.parse(saved.response.body).questions[0]).toMatchObject({ draftKey: 'draft-a-1', createdBy: OPERATOR._id, createdAt: context.now().toISOString() });
  });

  it('refuses an edited retry after a lost answer, saying what was saved and by whom, and saves none of the save', () => {
    const first = signIn(OPERATOR);
    const { auth, context } = first;
    const saved = call(first.db, 'saveQuestions', body(draft('draft-a-1', 'Which fort first?'), draft('draft-a-2', 'Which fort last?')), { ...auth, idempotencyKey: 'save-first-00001' }, context);
    context.advance(60_000);
    // Edited since, and a new draft added: another save, another key.
    const again = call(saved.db, 'saveQuestions', body(draft('draft-a-1', 'Which fort first?'), draft('draft-a-2', 'Which fort did he take last?'), draft('draft-a-3', 'A new one?')), { ...auth, idempotencyKey: 'save-second-0001' }, context);
    expect(again.response.status).toBe(409);
    expect(again.changed).toBe(false);
    expect(errorBodySchema.parse(again.response.body).message).toBe('2 of these questions were saved already (the first by you at 1 Nov 2026, 3:30 pm IST). Nothing was saved: choose for each what to keep, then save again.');
    const refusal = savedAlreadySchema.parse(again.response.body);
    expect(refusal.saved.map((entry) => [entry.draftKey, entry.question.question, entry.savedBy])).toEqual([
      ['draft-a-1', 'Which fort first?', 'You'],
      ['draft-a-2', 'Which fort last?', 'You'],
    ]);
    expect(copies(saved.db, 'A new one?')).toBe(0);
    // The same save retried is still answered, not refused.
    const replay = call(saved.db, 'saveQuestions', body(draft('draft-a-1', 'Which fort first?'), draft('draft-a-2', 'Which fort last?')), { ...auth, idempotencyKey: 'save-first-00001' }, context);
    expect(saveQuestionsResultSchema.parse(replay.response.body).replayed).toBe(true);
    // A draft the operator chose to keep as another question comes under a new key.
    expect(call(saved.db, 'saveQuestions', body(draft('draft-a-2b', 'Which fort did he take last?')), auth, context).response.status).toBe(201);
  });

  it("names another operator who saved the draft, and refuses one save naming a draft twice", () => {
    const first = signIn(OPERATOR);
    const second = signIn(CONTENT_OPERATOR, { db: first.db, context: first.context });
    const saved = call(second.db, 'saveQuestions', body(draft('draft-b-1', 'Which river is longest?')), first.auth, first.context);
    const again = call(saved.db, 'saveQuestions', body(draft('draft-b-1', 'Which river is the longest?')), second.auth, first.context);
    expect(again.response.status).toBe(409);
    expect(errorBodySchema.parse(again.response.body).message).toBe(`One of these questions was saved already (the first by ${OPERATOR.name} at 1 Nov 2026, 3:30 pm IST). Nothing was saved: choose for each what to keep, then save again.`);
    const twice = call(saved.db, 'saveQuestions', body(draft('draft-b-2', 'One?'), draft('draft-b-2', 'Two?')), second.auth, first.context);
    expect(twice.response.status).toBe(400);
    expect(errorBodySchema.parse(twice.response.body).message).toBe('A save names each draft once.');
  });

  it('refuses a draft key that is not a short word (400) and still saves questions sent without one', () => {
    const { db, auth, context } = signIn(OPERATOR);
    for (const draftKey of ['', 'a b', '<script>', 'x'.repeat(65)]) {
      const refused = call(db, 'saveQuestions', body({ ...draft(undefined, 'Odd key?'), draftKey }), auth, context);
      expect(refused.response.status).toBe(400);
    }
    const plain = call(db, 'saveQuestions', body(draft(undefined, 'No key?'), draft(undefined, 'No key?')), auth, context);
    expect(plain.response.status).toBe(201);
    expect(copies(plain.db, 'No key?')).toBe(2);
  });
});
