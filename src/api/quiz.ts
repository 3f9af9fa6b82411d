import { request } from './client';
import { apiPaths } from './paths';
import { quizListSchema, quizMatchListSchema, quizResultSchema, type CreateQuizBody } from './schemas';

type Signal = { signal?: AbortSignal };

/** POST /get-quiz-details: played matches. */
export function fetchQuizMatches({ signal }: Signal = {}) {
  return request(apiPaths.quizDetails, { body: {}, schema: quizMatchListSchema, signal });
}

/** POST /quiz/list: quizzes that are active (true) or inactive (false). */
export function fetchQuizzes(active: boolean, { signal }: Signal = {}) {
  return request(apiPaths.quizList, { body: { active }, schema: quizListSchema, signal });
}

/**
 * POST /api/quiz: creates a quiz. With an Idempotency-Key, a retry whose first answer was lost
 * creates nothing new.
 */
export function createQuiz(quiz: CreateQuizBody, { idempotencyKey, signal }: Signal & { idempotencyKey?: string } = {}) {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return request(apiPaths.createQuiz, { body: quiz, schema: quizResultSchema, signal, headers });
}
