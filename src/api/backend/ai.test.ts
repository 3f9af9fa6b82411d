/** The stand-in AI (chat completions), run straight through `dispatch` over a fresh copy of the seed. */
import { describe, expect, it } from 'vitest';
import { chatCompletionResponseSchema } from '../schemas';
import { AI_QUESTION_COUNT, buildQuestionPrompt, parseAiQuestions } from '../questionPrompt';
import { freshDb, call, expectRefused } from './testing';

describe('stand-in AI (chat completions)', () => {
  const request = (content: string) => ({ model: 'gpt-3.5-turbo', temperature: 0.7, messages: [{ role: 'user', content }] });

  it('answers 100 questions that parseAiQuestions accepts, for a prompt built by buildQuestionPrompt', () => {
    const result = call(freshDb(), 'chatCompletions', request(buildQuestionPrompt('Mughal Empire', 'History')));
    expect(result.response.status).toBe(200);
    const completion = chatCompletionResponseSchema.parse(result.response.body);
    const questions = parseAiQuestions(completion.choices[0]!.message.content);
    expect(questions).toHaveLength(AI_QUESTION_COUNT);
    for (const question of questions) {
      expect(question.answers).toHaveLength(4);
      expect(question.answers).toContain(question.correctAnswer);
      expect(question.question).toContain('Mughal Empire');
    }
    expect(new Set(questions.map((question) => question.question)).size).toBe(AI_QUESTION_COUNT);
  });

  it('answers questions even when the bank is empty', () => {
    const db = freshDb();
    db.questions = [];
    const completion = chatCompletionResponseSchema.parse(call(db, 'chatCompletions', request(buildQuestionPrompt('Tenses', 'English'))).response.body);
    expect(parseAiQuestions(completion.choices[0]!.message.content)).toHaveLength(AI_QUESTION_COUNT);
  });

  it('answers 400 for a prompt with no topic and for a bad request', () => {
    expectRefused(freshDb(), 'chatCompletions', request('Tell me a joke.'), 400, 'The prompt names no topic.');
    expectRefused(freshDb(), 'chatCompletions', { model: 'gpt-3.5-turbo', temperature: 0.7, messages: [] }, 400, 'messages must not be empty');
  });
});
