/**
 * Drafted questions on the Generate tab (SPEC.md section 2, Q&A Manager; issue 8): blank or
 * AI-made, edited here, kept in this browser until saved, then sent to /api/questiontable.
 */
import { z } from 'zod';
import {
  DEFAULT_SUBJECT,
  FILL_EVERY_FIELD,
  MAX_COUNT,
  questionDraftSchema,
  saveQuestionsBodySchema,
  savedAlreadySchema,
  type AiQuestion,
  type QuestionDraft,
  type QuestionStatus,
  type SaveQuestionsBody,
  type SavedAlready,
} from '@/api/schemas';
import { isApiError } from '@/api/apiError';
import { contentIdempotencyKey } from '@/lib/idempotencyKey';

export { FILL_EVERY_FIELD };
export const DRAFTS_STORAGE_KEY = 'consult.question-drafts.v1';
export const MAX_BLANK_COUNT = 200;
export const COUNT_NOT_WHOLE = 'Enter a positive whole number';
export const COUNT_TOO_MANY = `Generate at most ${MAX_BLANK_COUNT} blank questions at a time`;
export const TOPIC_REQUIRED = 'Enter a topic first!';
export const SAVED = 'Saved!';
export const SAVE_FAILED = 'Save failed';
/** Said after a save that left out drafts found saved already and unchanged since (an earlier save's answer was lost). */
export const savedBefore = (count: number) => `${count === 1 ? '1 question was' : `${count} questions were`} saved already by an earlier save, and not saved again.`;

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

type AnswerIndex = 0 | 1 | 2 | 3;
/** A field of one draft that can be at fault. */
export type DraftField = 'question' | 'question-image' | `answer-${AnswerIndex}` | `answer-image-${AnswerIndex}` | 'correct' | 'subject';
export const answerField = (index: number) => `answer-${index}` as DraftField;
export const answerImageField = (index: number) => `answer-image-${index}` as DraftField;
/**
 * The fields at fault of one draft and why, in the words of the schema the backend checks the
 * save with: FILL_EVERY_FIELD for a missing one, else the reason ('Question must be at most
 * 1000 characters', 'Question image must be a web address starting with http:// or https://').
 */
export type DraftProblems = Partial<Record<DraftField, string>>;

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

const subjectOf = (draft: DraftQuestion) => draft.subject.trim() || DEFAULT_SUBJECT;

/** A draft as the save sends it, named by its key so the backend saves it once. */
function draftBody(draft: DraftQuestion): QuestionDraft {
  return {
    draftKey: draft.key,
    question: draft.question.trim(),
    questionImage: draft.questionImage,
    answers: draft.answers.map((answer) => answer.trim()),
    answerImages: [...draft.answerImages],
    correctAnswer: draft.correctIndex === null ? '' : (draft.answers[draft.correctIndex] ?? '').trim(),
  };
}

/** The field of a draft an issue of questionDraftSchema is about. */
function fieldAt(path: readonly PropertyKey[]): DraftField | null {
  const [name, index] = path;
  if (name === 'question') return 'question';
  if (name === 'questionImage') return 'question-image';
  if (name === 'correctAnswer') return 'correct';
  if (typeof index !== 'number') return null;
  if (name === 'answers') return answerField(index);
  if (name === 'answerImages') return answerImageField(index);
  return null;
}

/** What is wrong with one draft, checked with the schema the backend checks the save with. */
function draftProblems(draft: DraftQuestion): DraftProblems {
  const problems: DraftProblems = {};
  for (const issue of questionDraftSchema.safeParse(draftBody(draft)).error?.issues ?? []) {
    const field = fieldAt(issue.path);
    // A correct answer too long is the answer it copies, which already says so.
    const copied = field === 'correct' && issue.message !== FILL_EVERY_FIELD;
    if (field && !copied) problems[field] ??= issue.message;
  }
  const subject = saveQuestionsBodySchema.shape.subject.safeParse(subjectOf(draft));
  if (!subject.success) problems.subject = subject.error.issues[0]?.message;
  return problems;
}

/** The fields at fault in each draft (only drafts with any) and why. */
export function draftErrors(drafts: readonly DraftQuestion[]): Record<string, DraftProblems> {
  const errors: Record<string, DraftProblems> = {};
  for (const draft of drafts) {
    const problems = draftProblems(draft);
    if (Object.keys(problems).length > 0) errors[draft.key] = problems;
  }
  return errors;
}

/** One call that saves drafts: the drafts' keys, what it sends, and the Idempotency-Key it sends it with. */
export interface SaveGroup {
  /** The subject the backend files these questions under. */
  subject: string;
  /** The keys of the drafts it saves, which go once it is answered. */
  keys: string[];
  /** What is sent. */
  body: SaveQuestionsBody;
  /**
   * Named by the drafts' keys and everything sent, so a retry of the same drafts unchanged
   * (after a lost answer, a reload, or from another tab) is answered instead of saved twice.
   */
  idempotencyKey: string;
}

/**
 * The save bodies: one per subject (the backend files a body's questions under its subject), in
 * first-seen order, each of at most MAX_COUNT.questionsPerSave questions (more go in several).
 */
export function saveBodies(drafts: readonly DraftQuestion[], status: QuestionStatus): SaveGroup[] {
  const groups = new Map<string, DraftQuestion[]>();
  for (const draft of drafts) {
    const subject = subjectOf(draft);
    const group = groups.get(subject);
    if (group) group.push(draft);
    else groups.set(subject, [draft]);
  }
  return [...groups].flatMap(([subject, list]) =>
    chunks(list, MAX_COUNT.questionsPerSave).map((chunk) => {
      const keys = chunk.map((draft) => draft.key);
      const body = { status, subject, questions: chunk.map(draftBody) };
      return { subject, keys, body, idempotencyKey: contentIdempotencyKey(JSON.stringify({ keys, body })) };
    }),
  );
}

/**
 * The drafts a save was refused for as saved already (409 `savedAlready`), each with what was
 * saved from it; null for any other failure.
 */
export function savedAlreadyOf(error: unknown): SavedAlready[] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const refusal = savedAlreadySchema.safeParse(error.answer);
  return refusal.success ? refusal.data.saved : null;
}

/** Whether the question saved from a draft is the draft as it is now, saved as `status`: nothing of it is lost by keeping the saved one. */
export function sameAsSaved(draft: DraftQuestion, saved: SavedAlready['question'], status: QuestionStatus): boolean {
  const { draftKey: _key, ...sent } = draftBody(draft);
  const kept = { question: saved.question, questionImage: saved.questionImage, answers: saved.answers, answerImages: saved.answerImages, correctAnswer: saved.correctAnswer };
  return saved.status === status && saved.subject === subjectOf(draft) && JSON.stringify(sent) === JSON.stringify(kept);
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < list.length; start += size) result.push(list.slice(start, start + size));
  return result;
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

/**
 * Where an operator's drafts are kept (issue 25): under their own key, so another operator
 * signing in on this browser does not see, save or lose them.
 */
export const draftsKeyFor = (operatorId: string | null) => (operatorId ? `${DRAFTS_STORAGE_KEY}.${operatorId}` : DRAFTS_STORAGE_KEY);

/**
 * Drafts kept before they had an owner become the first signed-in operator's to open the
 * Generate tab here, unless that operator has drafts of their own already.
 */
export function adoptUnownedDrafts(storage: DraftStorage | null, key: string): void {
  if (!storage || key === DRAFTS_STORAGE_KEY) return;
  const unowned = readDrafts(storage);
  if (unowned.length === 0 || readDrafts(storage, key).length > 0) return;
  if (writeDrafts(storage, unowned, key)) writeDrafts(storage, []);
}

/**
 * The text last read or written under each key and its drafts: every change reads what is
 * kept before writing, and checking 200 drafts on each keystroke would cost more than typing.
 */
const lastSeen = new Map<string, { raw: string; drafts: DraftQuestion[] }>();

/** The drafts kept in this browser under `key`; none when nothing is stored or the value is corrupt. */
export function readDrafts(storage: DraftStorage | null, key = DRAFTS_STORAGE_KEY): DraftQuestion[] {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return [];
    const seen = lastSeen.get(key);
    if (seen?.raw === raw) return seen.drafts;
    const parsed = storedDraftsSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return [];
    lastSeen.set(key, { raw, drafts: parsed.data.drafts });
    return parsed.data.drafts;
  } catch {
    return [];
  }
}

/** Keeps the drafts under `key` (or forgets them when none are left); false when the browser refuses. */
export function writeDrafts(storage: DraftStorage | null, drafts: readonly DraftQuestion[], key = DRAFTS_STORAGE_KEY): boolean {
  if (!storage) return false;
  try {
    if (drafts.length === 0) storage.removeItem(key);
    else {
      const raw = JSON.stringify({ version: 1, drafts });
      storage.setItem(key, raw);
      lastSeen.set(key, { raw, drafts: [...drafts] });
    }
    return true;
  } catch {
    return false;
  }
}
