import { chatCompletionRequestSchema, type AiQuestion } from '../schemas';
import { apiPaths, STAND_IN_AI_PREFIX } from '../paths';
import { readPrompt } from '../questionPrompt';
import { HttpError, ok, parseBody, type BackendRoute } from './core';
import type { WorkingDatabase } from './db';

const sameSubject = (stored: string, asked: string) =>
  stored.toLowerCase() === asked.toLowerCase() || (stored.toLowerCase() === 'history' && asked.toLowerCase() === 'indian history');

/** Offline stand-in for the model: practice questions on the topic, drawn from the bank. */
function generateQuestions(db: WorkingDatabase, topic: string, subject: string, count: number): AiQuestion[] {
  const bank = db.questions.filter((question) => sameSubject(question.subject, subject));
  const source = bank.length > 0 ? bank : db.questions;
  return Array.from({ length: count }, (_, index) => {
    const base = source[index % Math.max(source.length, 1)];
    if (!base) {
      const answers = [`${topic} basics`, `${topic} history`, `${topic} practice`, `${topic} tools`];
      return { question: `${topic}: which area does practice question ${index + 1} cover?`, answers, correctAnswer: answers[index % 4] ?? answers[0]!, subject };
    }
    const round = Math.floor(index / Math.max(source.length, 1));
    return {
      question: round === 0 ? `[${topic}] ${base.question}` : `[${topic}, set ${round + 1}] ${base.question}`,
      answers: [...base.answers],
      correctAnswer: base.correctAnswer,
      subject,
    };
  });
}

export const aiRoutes: BackendRoute[] = [
  {
    method: 'POST',
    name: 'chatCompletions',
    path: `${STAND_IN_AI_PREFIX}${apiPaths.chatCompletions}`,
    auth: true,
    mutates: false,
    handle(db, request, context) {
      const body = parseBody(chatCompletionRequestSchema, request.body);
      const prompt = [...body.messages].reverse().find((message) => message.role === 'user')?.content ?? '';
      const { topic, subject, count } = readPrompt(prompt);
      if (!topic) throw new HttpError(400, 'The prompt names no topic.');
      const questions = generateQuestions(db, topic, subject, Math.min(Math.max(count, 1), 200));
      return ok({
        id: `chatcmpl-${context.newId()}`,
        object: 'chat.completion',
        created: Math.floor(context.now().getTime() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(questions) }, finish_reason: 'stop' }],
      });
    },
  },
];
