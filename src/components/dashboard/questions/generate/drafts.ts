/**
 * Drafted questions on the Generate tab (SPEC.md section 2, Q&A Manager; issue 8): blank or
 * AI-made, edited here, kept in this browser until saved, then sent to /api/questiontable.
 */
import { z } from 'zod';
import { DEFAULT_SUBJECT, FILL_EVERY_FIELD, type AiQuestion, type QuestionStatus, type SaveQuestionsBody } from '@/api/schemas';

export { FILL_EVERY_FIELD };
export const DRAFTS_STORAGE_KEY = 'consult.question-drafts.v1';
export const MAX_BLANK_COUNT = 200;
export const COUNT_NOT_WHOLE = 'Enter a positive whole number';
export const COUNT_TOO_MANY = `Generate at most ${MAX_BLANK_COUNT} blank questions at a time`;
export const TOPIC_REQUIRED = 'Enter a topic first!';
export const SAVED = 'Saved!';
export const SAVE_FAILED = 'Save failed';

const four = <T extends z.ZodType>(item: T) => z.tuple([item, item, item, item]);

export const draftQuestionSchema = z.object({
  key: z.string().min(1),
  question: z.string(),
  questionImage: z.string(),
  answers: four(z.string()),
  answerImages: four(z.string()),
  /** Which of the four answers is correct; null until chosen. */
  correctIndex: z.number().int().min(0).max(3).nullable(),
  subject: z.string(),
});
export type DraftQuestion = z.infer<typeof draftQuestionSchema>;
export type DraftPatch = Partial<Omit<DraftQuestion, 'key'>>;

/** A field of one draft that can be at fault: 'question', 'answer-0'…'answer-3', 'correct'. */
export type DraftField = 'question' | 'answer-0' | 'answer-1' | 'answer-2' | 'answer-3' | 'correct';
export const answerField = (index: number) => `answer-${index}` as DraftField;

let sequence = 0;
export function newDraftKey(): string {
  sequence += 1;
  return `draft-${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 7)}`;
}

export function blankDraft(subject = DEFAULT_SUBJECT, key = newDraftKey()): DraftQuestion {
  return { key, question: '', questionImage: '', answers: ['', '', '', ''], answerImages: ['', '', '', ''], correctIndex: null, subject: subject.trim() || DEFAULT_SUBJECT };
}

/** An AI question as a draft, filed under the subject the operator asked for. */
export function draftFromAi(question: AiQuestion, subject: string, key = newDraftKey()): DraftQuestion {
  const answers = [0, 1, 2, 3].map((index) => question.answers[index] ?? '') as DraftQuestion['answers'];
  const correct = answers.indexOf(question.correctAnswer);
  return { ...blankDraft(subject, key), question: question.question, answers, correctIndex: correct >= 0 ? correct : null };
}

/** The blank-count field: a positive whole number, at most MAX_BLANK_COUNT. */
export function parseBlankCount(text: string): { count: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return { error: COUNT_NOT_WHOLE };
  const count = Number(trimmed);
  return count > MAX_BLANK_COUNT ? { error: COUNT_TOO_MANY } : { count };
}

/** The fields at fault in each draft (only drafts with any), in display order. */
export function draftErrors(drafts: readonly DraftQuestion[]): Record<string, DraftField[]> {
  const errors: Record<string, DraftField[]> = {};
  for (const draft of drafts) {
    const fields: DraftField[] = [];
    if (!draft.question.trim()) fields.push('question');
    draft.answers.forEach((answer, index) => {
      if (!answer.trim()) fields.push(answerField(index));
    });
    if (draft.correctIndex === null || !draft.answers[draft.correctIndex]?.trim()) fields.push('correct');
    if (fields.length > 0) errors[draft.key] = fields;
  }
  return errors;
}

/** One save body per subject (the backend files a body's questions under its subject), in first-seen order. */
export function saveBodies(drafts: readonly DraftQuestion[], status: QuestionStatus): { subject: string; keys: string[]; body: SaveQuestionsBody }[] {
  const groups = new Map<string, DraftQuestion[]>();
  for (const draft of drafts) {
    const subject = draft.subject.trim() || DEFAULT_SUBJECT;
    groups.set(subject, [...(groups.get(subject) ?? []), draft]);
  }
  return [...groups].map(([subject, list]) => ({
    subject,
    keys: list.map((draft) => draft.key),
    body: {
      status,
      subject,
      questions: list.map((draft) => ({
        question: draft.question.trim(),
        questionImage: draft.questionImage,
        answers: draft.answers.map((answer) => answer.trim()),
        answerImages: [...draft.answerImages],
        correctAnswer: draft.correctIndex === null ? '' : (draft.answers[draft.correctIndex] ?? '').trim(),
      })),
    },
  }));
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function draftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const storedDraftsSchema = z.object({ version: z.literal(1), drafts: z.array(draftQuestionSchema) });

/** The drafts kept in this browser; none when nothing is stored or the value is corrupt. */
export function readDrafts(storage: DraftStorage | null): DraftQuestion[] {
  try {
    const raw = storage?.getItem(DRAFTS_STORAGE_KEY);
    if (!raw) return [];
    const parsed = storedDraftsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.drafts : [];
  } catch {
    return [];
  }
}

/** Keeps the drafts (or forgets them when none are left); false when the browser refuses. */
export function writeDrafts(storage: DraftStorage | null, drafts: readonly DraftQuestion[]): boolean {
  if (!storage) return false;
  try {
    if (drafts.length === 0) storage.removeItem(DRAFTS_STORAGE_KEY);
    else storage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify({ version: 1, drafts }));
    return true;
  } catch {
    return false;
  }
}
