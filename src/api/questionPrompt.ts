/**
 * The AI question prompt (SPEC.md section 7): 100 simple multiple-choice questions on a
 * topic, answered as a JSON array of { question, answers[4], correctAnswer, subject }.
 */
import { aiQuestionSchema, DEFAULT_SUBJECT, type AiQuestion } from './schemas';

export const AI_QUESTION_COUNT = 100;
export const AI_TEMPERATURE = 0.7;
export const AI_INVALID_JSON = 'AI response is not valid JSON';
export const AI_NO_QUESTIONS = 'AI returned no questions.';
/** Any other failure of the AI call (network, HTTP error, unreadable completion). */
export const AI_GENERATION_FAILED = 'AI generation failed';

/** SPEC.md: 'History' means Indian history. */
export function promptSubject(subject: string): string {
  return subject.trim().toLowerCase() === 'history' ? 'indian history' : subject.trim() || DEFAULT_SUBJECT;
}

function subjectGuidance(subject: string): string {
  if (subject.trim().toLowerCase() === 'english') {
    return 'Cover vocabulary, grammar, sentence making and Hindi-to-English translation.';
  }
  return '';
}

export function buildQuestionPrompt(topic: string, subject: string): string {
  return [
    `Create ${AI_QUESTION_COUNT} simple multiple-choice questions.`,
    `Topic: ${topic.trim()}`,
    `Subject: ${promptSubject(subject)}`,
    subjectGuidance(subject),
    'Each question has exactly 4 answers and exactly one correct answer, which must be copied word for word from the answers.',
    'Reply with a JSON array only, no prose and no code fences. Each item: {"question": string, "answers": [string, string, string, string], "correctAnswer": string, "subject": string}.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Reads the topic and subject lines back out of a prompt (the stand-in AI answers from them). */
export function readPrompt(prompt: string): { topic: string; subject: string; count: number } {
  const line = (label: string) => prompt.match(new RegExp(`^${label}: (.*)$`, 'm'))?.[1]?.trim() ?? '';
  const count = Number(prompt.match(/Create (\d+) simple/)?.[1] ?? AI_QUESTION_COUNT);
  return { topic: line('Topic'), subject: line('Subject') || DEFAULT_SUBJECT, count };
}

export class AiReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiReplyError';
  }
}

/** The usable questions of a reply, and how many items were dropped for being in the wrong shape. */
export interface AiQuestionSet {
  questions: AiQuestion[];
  dropped: number;
}

/**
 * Turns the model's reply into questions. Throws AiReplyError with the SPEC.md wording when
 * the reply is not JSON or holds no usable question. Items in the wrong shape (not 4 answers,
 * a correct answer that is not one of them, missing fields) are dropped and counted.
 */
export function readAiQuestions(reply: string): AiQuestionSet {
  const text = withoutCodeFence(reply);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AiReplyError(AI_INVALID_JSON);
  }
  const items = Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { questions?: unknown }).questions) ? (data as { questions: unknown[] }).questions : null;
  if (!items) throw new AiReplyError(AI_INVALID_JSON);
  const questions = items.flatMap((item) => {
    const parsed = aiQuestionSchema.safeParse(item);
    return parsed.success && parsed.data.question.trim() !== '' && parsed.data.answers.includes(parsed.data.correctAnswer) ? [parsed.data] : [];
  });
  if (questions.length === 0) throw new AiReplyError(AI_NO_QUESTIONS);
  return { questions, dropped: items.length - questions.length };
}

/**
 * The reply without a Markdown code fence around it (```json … ```). Written without a
 * regular expression: /\s*```$/ tried every start in a run of spaces, so a reply with a long
 * run of them took seconds (quadratic); trimming is linear.
 */
export function withoutCodeFence(reply: string): string {
  let text = reply.trim();
  const opening = text.startsWith('```') ? (text.slice(3, 7).toLowerCase() === 'json' ? 7 : 3) : 0;
  text = text.slice(opening).trimStart();
  return text.endsWith('```') ? text.slice(0, -3).trimEnd() : text;
}

/** The usable questions of a reply (readAiQuestions without the count). */
export function parseAiQuestions(reply: string): AiQuestion[] {
  return readAiQuestions(reply).questions;
}
