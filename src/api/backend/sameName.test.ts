/** polladdition and api/quiz refuse a pool or quiz of the same name created minutes ago (two operators setting up tonight's), unless created again knowingly. */
import { describe, expect, it } from 'vitest';
import { errorBodySchema, poolResultSchema, quizResultSchema } from '../schemas';
import { REPEAT_WINDOW_MINUTES } from './repeats';
import { call, OPERATOR, CONTENT_OPERATOR, seedDb, signIn } from './testing';

const pool = { name: 'Diwali Night Pool', prize: '₹10,000', entryFee: '₹49', totalSeats: 10, rewards: [{ rankRange: '1', prize: '₹5,000' }] };

describe('the same pool twice', () => {
  it("refuses another operator's pool of the same name within 10 minutes, saying who and when, and records nothing", () => {
    const first = signIn(OPERATOR);
    const second = signIn(CONTENT_OPERATOR, { db: first.db, context: first.context });
    const { context } = first;
    const created = call(second.db, 'createPool', pool, first.auth, context);
    expect(created.response.status).toBe(201);
    expect(poolResultSchema.parse(created.response.body).pool).toMatchObject({ createdBy: OPERATOR._id, createdAt: context.now().toISOString() });
    context.advance(60_000);
    // The same name however it is written.
    const again = call(created.db, 'createPool', { ...pool, name: '  diwali night POOL ', prize: '₹20,000' }, second.auth, context);
    expect(again.response.status).toBe(409);
    expect(again.response.body).toMatchObject({ reason: 'createdMeanwhile' });
    expect(errorBodySchema.parse(again.response.body).message).toBe(`${OPERATOR.name} created a pool named Diwali Night Pool at 1 Nov 2026, 3:30 pm IST. Create it again only if it is another pool.`);
    expect(again.changed).toBe(false);

    expect(call(created.db, 'createPool', { ...pool, createAgain: true }, second.auth, context).response.status).toBe(201);
    expect(call(created.db, 'createPool', { ...pool, name: 'Diwali Night Pool 2' }, second.auth, context).response.status).toBe(201);
    context.advance(REPEAT_WINDOW_MINUTES * 60_000);
    expect(call(created.db, 'createPool', pool, second.auth, context).response.status).toBe(201);
  });

  it('a seed pool of the same name (no createdAt) never counts as a repeat', () => {
    const { db, context, auth } = signIn(OPERATOR);
    expect(call(db, 'createPool', { ...pool, name: seedDb.pools[0]!.name }, auth, context).response.status).toBe(201);
  });
});

describe('the same quiz twice', () => {
  const quiz = { name: 'Weekend Science Sprint', prize: '₹2,000', entryFee: 25, timePerQuestion: 20, numberOfQuestions: 15, startTime: '2026-11-15T18:30', active: true, domain: 'Science', prompt: '' };

  it("refuses another operator's quiz of the same name within 10 minutes, saying who and when, and records nothing", () => {
    const first = signIn(OPERATOR);
    const second = signIn(CONTENT_OPERATOR, { db: first.db, context: first.context });
    const { context } = first;
    const created = call(second.db, 'createQuiz', quiz, { ...first.auth, idempotencyKey: 'quiz-first-0001' }, context);
    expect(created.response.status).toBe(201);
    expect(quizResultSchema.parse(created.response.body).quiz).toMatchObject({ createdBy: OPERATOR._id, createdAt: context.now().toISOString() });
    context.advance(60_000);
    // Another confirmation (another key), the same name however it is written.
    const again = call(created.db, 'createQuiz', { ...quiz, name: ' weekend science SPRINT' }, { ...second.auth, idempotencyKey: 'quiz-second-001' }, context);
    expect(again.response.status).toBe(409);
    expect(again.response.body).toMatchObject({ reason: 'createdMeanwhile' });
    expect(errorBodySchema.parse(again.response.body).message).toBe(`${OPERATOR.name} created a quiz named Weekend Science Sprint at 1 Nov 2026, 3:30 pm IST. Create it again only if it is another quiz.`);
    expect(again.changed).toBe(false);
    // The first one's own retry still answers its quiz.
    expect(quizResultSchema.parse(call(created.db, 'createQuiz', quiz, { ...first.auth, idempotencyKey: 'quiz-first-0001' }, context).response.body).replayed).toBe(true);

    expect(call(created.db, 'createQuiz', { ...quiz, createAgain: true }, second.auth, context).response.status).toBe(201);
    expect(call(created.db, 'createQuiz', { ...quiz, name: 'Weekend Science Sprint 2' }, second.auth, context).response.status).toBe(201);
    context.advance(REPEAT_WINDOW_MINUTES * 60_000);
    expect(call(created.db, 'createQuiz', quiz, second.auth, context).response.status).toBe(201);
  });

  it('a seed quiz of the same name (no createdAt) never counts as a repeat', () => {
    const { db, context, auth } = signIn(OPERATOR);
    expect(call(db, 'createQuiz', { ...quiz, name: seedDb.quizzes[0]!.name }, auth, context).response.status).toBe(201);
  });
});
