/** AI question generation: the OpenAI chat-completions protocol (PRODUCT.md point 5). */
import { z } from 'zod';
import { id, MAX_COUNT, MAX_LENGTH, text, tooMany } from './common';
import { DEFAULT_SUBJECT } from './quiz';

const model = text(MAX_LENGTH.aiModel, 'model');
const content = text(MAX_LENGTH.aiContent, 'content');

export const chatCompletionRequestSchema = z.object({
  model: model.min(1),
  temperature: z.number().min(0).max(2),
  messages: z
    .array(z.object({ role: z.enum(['system', 'user', 'assistant']), content }))
    .min(1, 'messages must not be empty')
    .max(MAX_COUNT.aiMessages, tooMany('messages', MAX_COUNT.aiMessages)),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;
export const chatCompletionResponseSchema = z.object({
  id: id.optional(),
  model: model.optional(),
  choices: z
    .array(z.object({ index: z.number().optional(), message: z.object({ role: text(MAX_LENGTH.label, 'role'), content }) }))
    .min(1),
});
export type ChatCompletionResponse = z.infer<typeof chatCompletionResponseSchema>;
/** One question as the AI is asked to return it. */
export const aiQuestionSchema = z.object({
  question: text(MAX_LENGTH.question, 'Question'),
  answers: z.array(text(MAX_LENGTH.answer, 'Answer')).length(4),
  correctAnswer: text(MAX_LENGTH.answer, 'Correct answer'),
  subject: text(MAX_LENGTH.label, 'Subject').default(DEFAULT_SUBJECT),
});
export type AiQuestion = z.infer<typeof aiQuestionSchema>;
