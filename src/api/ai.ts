import { config } from '@/config';
import { AI_TEMPERATURE, buildQuestionPrompt, readAiQuestions, type AiQuestionSet } from './questionPrompt';
import { request } from './client';
import { apiPaths } from './paths';
import { chatCompletionResponseSchema, type ChatCompletionRequest } from './schemas';

/**
 * Asks an OpenAI-compatible chat-completions service for questions (PRODUCT.md point 5).
 * No key lives in the browser: the configured base URL is a server-side proxy, or the
 * stand-in backend in development. Answers the usable questions and how many were dropped.
 */
export async function generateAiQuestions(topic: string, subject: string, { signal }: { signal?: AbortSignal } = {}): Promise<AiQuestionSet> {
  const body: ChatCompletionRequest = {
    model: config.aiModel,
    temperature: AI_TEMPERATURE,
    messages: [{ role: 'user', content: buildQuestionPrompt(topic, subject) }],
  };
  const answer = await request(apiPaths.chatCompletions, {
    baseUrl: config.aiBaseUrl,
    body,
    schema: chatCompletionResponseSchema,
    signal,
    timeoutMs: Math.max(config.requestTimeoutMs, 60_000),
  });
  return readAiQuestions(answer.choices[0]?.message.content ?? '');
}
