/** AI question generation: the OpenAI chat-completions protocol (PRODUCT.md point 5). */
import { z } from 'zod';
import { DEFAULT_SUBJECT } from './quiz';

export const chatCompletionRequestSchema = z.object({
  model: z.string().min(1),
  temperature: z.number().min(0).max(2),
  messages: z
    .array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() }))
    .min(1, 'messages must not be empty'),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;
export const chatCompletionResponseSchema = z.object({
  id: z.string().optional(),
  model: z.string().optional(),
  choices: z
    .array(z.object({ index: z.number().optional(), message: z.object({ role: z.string(), content: z.string() }) }))
    .min(1),
});
export type ChatCompletionResponse = z.infer<typeof chatCompletionResponseSchema>;
/** One question as the AI is asked to return it. */
export const aiQuestionSchema = z.object({
  question: z.string(),
  answers: z.array(z.string()).length(4),
  correctAnswer: z.string(),
  subject: z.string().default(DEFAULT_SUBJECT),
});
export type AiQuestion = z.infer<typeof aiQuestionSchema>;
