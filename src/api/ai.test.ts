/**
 * AI question generation: the chat completion sent to the AI service.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { buildQuestionPrompt } from '@/api/questionPrompt';
import { generateAiQuestions } from './ai';
import { recordRequests, sentOnce } from './callTesting';
import { ApiError } from './http';
import { DEFAULT_ERROR_MESSAGE, error, handlersOf } from './mocks';
import { server } from './mocks/node';

recordRequests();

describe('AI question generation (src/api/ai.ts)', () => {
  it('POSTs a chat completion to the AI base URL and answers 100 questions', async () => {
    const { questions, dropped } = await generateAiQuestions('Mughal empire', 'History');
    const wire = await sentOnce();
    expect(wire.method).toBe('POST');
    expect(wire.url.toString()).toBe(`${config.aiBaseUrl}/chat/completions`);
    expect(wire.json).toEqual({
      model: config.aiModel,
      temperature: 0.7,
      messages: [{ role: 'user', content: buildQuestionPrompt('Mughal empire', 'History') }],
    });
    expect(config.aiModel).toBe('gpt-3.5-turbo');

    expect(questions).toHaveLength(100);
    expect(dropped).toBe(0);
    for (const question of questions) {
      expect(question.answers).toHaveLength(4);
      expect(question.answers).toContain(question.correctAnswer);
      expect(question.subject).toBe('indian history');
    }
  });

  it("rejects with an ApiError when the service fails (error('chatCompletions'))", async () => {
    server.use(...handlersOf(error('chatCompletions')));
    const failure = await generateAiQuestions('Grammar', 'English').catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 500, message: DEFAULT_ERROR_MESSAGE });
  });
});
