/**
 * The quiz calls: matches, the quiz lists and adding a quiz.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectApiCall, recordRequests, seed } from './callTesting';
import { fetchQuizMatches, fetchQuizzes, createQuiz } from './quiz';

recordRequests();

describe('SPEC.md section 7 calls: quiz, questions, pools, upload', () => {
  it('POST /get-quiz-details {} → matches', async () => {
    const answer = await fetchQuizMatches();
    expect((await expectApiCall('POST', '/get-quiz-details')).json).toEqual({});
    expect(answer).toHaveLength(seed().quizMatches.length);
  });

  it.each([true, false])('POST /quiz/list {active: %s}', async (active) => {
    const answer = await fetchQuizzes(active);
    expect((await expectApiCall('POST', '/quiz/list')).json).toEqual({ active });
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((quiz) => quiz.active === active)).toBe(true);
  });

  it('POST /api/quiz with the quiz fields', async () => {
    const quiz = {
      name: 'Sunday GK Quiz',
      prize: '₹1,000',
      entryFee: 10,
      timePerQuestion: 15,
      numberOfQuestions: 20,
      startTime: '2026-12-06T10:00:00.000Z',
      winnerId: '',
      active: false,
      domain: 'General Knowledge',
      prompt: 'General knowledge for school students',
    };
    const answer = await createQuiz(quiz);
    expect((await expectApiCall('POST', '/api/quiz')).json).toEqual(quiz);
    expect(answer.quiz).toMatchObject({ ...quiz });
    expect(answer.quiz._id).toBeTruthy();
  });
});
