/** Quiz matches, questions, quizzes, pools and uploads (Q&A Manager, Quiz Details). */
import { z } from 'zod';
import {
  dateText,
  dateTime,
  id,
  imageUrl,
  MAX_COUNT,
  MAX_LENGTH,
  messageResultSchema,
  nonNegativeNumber,
  positiveWholeNumber,
  requiredText,
  storedUrl,
  text,
  tooLong,
  tooMany,
} from './common';

/** A subject, such as 'History'; questions are listed by it. */
const subject = text(MAX_LENGTH.label, 'Subject');

const matchPlayer = z.object({ playerId: id, timestamp: dateText });
export const quizMatchSchema = z.object({
  _id: id,
  player1: matchPlayer,
  player2: matchPlayer,
  quizDetails: z.object({ subject }),
});
export type QuizMatch = z.infer<typeof quizMatchSchema>;

export const questionStatusSchema = z.enum(['live', 'not_live']);
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

export const DEFAULT_SUBJECT = 'General';
/** The longest draft key a save may name (the Generate tab's keys are about 25 characters). */
export const MAX_DRAFT_KEY = 64;

export const questionSchema = z.object({
  _id: id,
  question: text(MAX_LENGTH.question, 'Question'),
  questionImage: storedUrl.default(''),
  answers: z.array(text(MAX_LENGTH.answer, 'Answer')),
  answerImages: z.array(storedUrl).default(['', '', '', '']),
  correctAnswer: text(MAX_LENGTH.answer, 'Correct answer'),
  subject: subject.default(DEFAULT_SUBJECT),
  status: questionStatusSchema,
  /** One up with every change an operator makes (issue 25: made live); missing is 0. */
  version: z.number().int().min(0).max(1_000_000_000).optional(),
  /** The Idempotency-Key of the save that added it: the same key again answers these questions instead of adding more. */
  idempotencyKey: text(128, 'An Idempotency-Key').nullable().optional(),
  /** The draft it was saved from (`draftKey`): a draft saved once is not saved a second time unasked. */
  draftKey: text(MAX_DRAFT_KEY, 'A draft key').optional(),
  createdBy: id.nullable().optional(),
  createdAt: dateTime.optional(),
});
export type Question = z.infer<typeof questionSchema>;

/** /questiontable/list answers questions grouped by subject. */

export const questionsBySubjectSchema = z.record(subject, z.array(questionSchema));
export type QuestionsBySubject = z.infer<typeof questionsBySubjectSchema>;

export const quizSchema = z.object({
  _id: id,
  name: text(MAX_LENGTH.name, 'Name'),
  prize: text(MAX_LENGTH.label, 'Prize').default(''),
  entryFee: z.number(),
  timePerQuestion: z.number(),
  numberOfQuestions: z.number(),
  startTime: dateText,
  winnerId: text(MAX_LENGTH.id, 'Winner').default(''),
  active: z.boolean(),
  domain: text(MAX_LENGTH.label, 'Domain').default(''),
  prompt: text(MAX_LENGTH.prompt, 'Prompt').default(''),
  /** The Idempotency-Key it was created with: the same key again answers this quiz instead of creating another. */
  idempotencyKey: text(128, 'An Idempotency-Key').nullable().optional(),
  /** Who created it and when, for the check against the same quiz created twice; older data lacks them. */
  createdBy: id.nullable().optional(),
  createdAt: dateTime.optional(),
});
export type Quiz = z.infer<typeof quizSchema>;

export const poolRewardSchema = z.object({ rankRange: text(MAX_LENGTH.rankRange, 'Rank range'), prize: text(MAX_LENGTH.label, 'Prize') });
export type PoolReward = z.infer<typeof poolRewardSchema>;
export const poolSchema = z.object({
  _id: id,
  name: text(MAX_LENGTH.name, 'Name'),
  prize: text(MAX_LENGTH.label, 'Prize'),
  entryFee: text(MAX_LENGTH.label, 'Entry fee'),
  totalSeats: z.number(),
  rewards: z.array(poolRewardSchema),
  entrants: z.array(id),
  active: z.boolean().default(false),
  /** One up with every change an operator makes (issue 25: activated); missing is 0. */
  version: z.number().int().min(0).max(1_000_000_000).optional(),
  /** Who created it and when, for the check against the same pool created twice; older data lacks them. */
  createdBy: id.nullable().optional(),
  createdAt: dateTime.optional(),
});
export type Pool = z.infer<typeof poolSchema>;

export const uploadKindSchema = z.enum(['question_upload', 'answer_upload'], {
  error: "_id must be 'question_upload' or 'answer_upload'",
});
export type UploadKind = z.infer<typeof uploadKindSchema>;
export const uploadRecordSchema = z.object({
  _id: id,
  kind: uploadKindSchema,
  filename: text(MAX_LENGTH.fileName, 'A file name'),
  contentType: text(MAX_LENGTH.contentType, 'A content type'),
  url: storedUrl,
  uploadedAt: dateText,
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

/** Plain REST collections (PRODUCT.md point 7), served by json-server's router. */

export const questionListBodySchema = z.object({ status: questionStatusSchema });

export const quizListBodySchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

export const poolStatusSchema = z.enum(['active', 'inactive']);

export const poolListBodySchema = z.object({ status: poolStatusSchema });

export const FILL_EVERY_FIELD = 'Fill every field';
/** A field of a drafted question: missing says FILL_EVERY_FIELD (the Generate tab lists them), too long says so. */
const filled = (max: number, field: string) => z.string().trim().min(1, FILL_EVERY_FIELD).max(max, tooLong(field, max));
export const questionDraftSchema = z
  .object({
    /**
     * The Generate tab's own name for the draft, beside SPEC.md's fields: the backend refuses
     * to save a draft it has saved already (409 `savedAlready`), however it was edited since.
     */
    draftKey: z
      .string()
      .max(MAX_DRAFT_KEY, tooLong('A draft key', MAX_DRAFT_KEY))
      .regex(new RegExp(`^[A-Za-z0-9_-]{1,${MAX_DRAFT_KEY}}$`), `A draft key is 1 to ${MAX_DRAFT_KEY} letters, digits, dashes or underscores`)
      .optional(),
    question: filled(MAX_LENGTH.question, 'Question'),
    questionImage: imageUrl('Question image').default(''),
    answers: z.array(filled(MAX_LENGTH.answer, 'Answer')).length(4, 'Each question has exactly 4 answers'),
    answerImages: z.array(imageUrl('Answer image')).length(4).default(['', '', '', '']),
    correctAnswer: filled(MAX_LENGTH.answer, 'Correct answer'),
  })
  .refine((draft) => draft.answers.map((answer) => answer.trim()).includes(draft.correctAnswer.trim()), {
    message: 'The correct answer must be one of the four answers',
    path: ['correctAnswer'],
  });
export type QuestionDraft = z.infer<typeof questionDraftSchema>;
export const saveQuestionsBodySchema = z.object({
  status: questionStatusSchema,
  subject: requiredText(MAX_LENGTH.label, 'Subject').default(DEFAULT_SUBJECT),
  questions: z
    .array(questionDraftSchema)
    .min(1, 'Add at least one question')
    .max(MAX_COUNT.questionsPerSave, tooMany('questions can be saved', MAX_COUNT.questionsPerSave)),
});
export type SaveQuestionsBody = z.infer<typeof saveQuestionsBodySchema>;

/** A reward's ranks: one rank ('1') or a range ('1-10'), read as numbers; null when it is neither. */
export function parseRankRange(text: string): { start: number; end: number } | null {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(text);
  if (!match) return null;
  const start = Number(match[1]);
  return { start, end: match[2] === undefined ? start : Number(match[2]) };
}

export const RANK_RANGE_FORMAT = 'Write a rank or a range such as 1-10';
export const RANK_RANGE_START = 'Ranks start at 1';
export const RANK_RANGE_BACKWARDS = 'The first rank must be at most the last';
export const rankRangeBeyondSeats = (range: string, seats: number) => `Rank ${range.trim()} is beyond the ${seats} seats`;
export const rankRangeOverlaps = (range: string, other: string) => `Rank ${range.trim()} overlaps ${other.trim()}`;

const rankRange = requiredText(MAX_LENGTH.rankRange, 'Rank range').superRefine((text, context) => {
    if (text === '') return;
    const range = parseRankRange(text);
    if (!range) context.addIssue({ code: 'custom', message: RANK_RANGE_FORMAT });
    else if (range.start < 1) context.addIssue({ code: 'custom', message: RANK_RANGE_START });
    else if (range.end < range.start) context.addIssue({ code: 'custom', message: RANK_RANGE_BACKWARDS });
  });
/**
 * Why reward ranges do not fit together: a range beyond the seats (when the seats are known) or
 * overlapping an earlier one, on the range at fault. Ranges that are not ranges are left to the
 * field's own check. The body schema applies it; the form also asks it while other fields are
 * still wrong, so the operator sees every range at fault at once.
 */
export function rewardRangeIssues(rewards: readonly { rankRange: string }[], totalSeats: number): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const seen: { start: number; end: number; text: string }[] = [];
  const seatsKnown = Number.isInteger(totalSeats) && totalSeats > 0;
  rewards.forEach((reward, index) => {
    const range = parseRankRange(reward.rankRange);
    if (!range || range.start < 1 || range.end < range.start) return;
    const path = ['rewards', index, 'rankRange'];
    if (seatsKnown && range.end > totalSeats) issues.push({ path, message: rankRangeBeyondSeats(reward.rankRange, totalSeats) });
    const other = seen.find((earlier) => range.start <= earlier.end && earlier.start <= range.end);
    if (other) issues.push({ path, message: rankRangeOverlaps(reward.rankRange, other.text) });
    seen.push({ ...range, text: reward.rankRange });
  });
  return issues;
}

export const poolRewardBodySchema = z.object({ rankRange, prize: requiredText(MAX_LENGTH.label, 'Reward prize') });

/**
 * SPEC.md Pool: rewards by rank range. Each range lies within the seats and no two overlap;
 * the reason lands on the range at fault (rewards.<i>.rankRange), for the form and the backend alike.
 */
export const createPoolBodySchema = z
  .object({
    name: requiredText(MAX_LENGTH.name, 'Name'),
    prize: requiredText(MAX_LENGTH.label, 'Prize'),
    totalSeats: positiveWholeNumber('Total seats'),
    entryFee: requiredText(MAX_LENGTH.label, 'Entry fee'),
    rewards: z.array(poolRewardBodySchema).max(MAX_COUNT.rewards, tooMany('rewards', MAX_COUNT.rewards)),
    entrants: z.array(id).max(MAX_COUNT.entrants, tooMany('entrants', MAX_COUNT.entrants)).default([]),
    /**
     * The operator was told that a pool of this name was created a moment ago (409
     * `createdMeanwhile`) and creates this one anyway: it is another pool. Beside SPEC.md's fields.
     */
    createAgain: z.boolean().optional(),
  })
  .superRefine((pool, context) => {
    for (const issue of rewardRangeIssues(pool.rewards, pool.totalSeats)) context.addIssue({ code: 'custom', ...issue });
    if (pool.entrants.length > pool.totalSeats) context.addIssue({ code: 'custom', path: ['entrants'], message: 'A pool cannot have more entrants than seats.' });
  });
export type CreatePoolBody = z.infer<typeof createPoolBodySchema>;
/** The 409 `reason` of a pool or quiz refused as a repeat of one of the same name created minutes ago. */
export const CREATED_MEANWHILE = 'createdMeanwhile';

export const START_TIME_IN_PAST = 'The start time cannot be in the past';
export const createQuizBodySchema = z.object({
  name: requiredText(MAX_LENGTH.name, 'Name'),
  prize: text(MAX_LENGTH.label, 'Prize').default(''),
  entryFee: nonNegativeNumber('Entry fee'),
  timePerQuestion: positiveWholeNumber('Time per question'),
  numberOfQuestions: positiveWholeNumber('Number of questions'),
  startTime: dateTime,
  winnerId: text(MAX_LENGTH.id, 'Winner').default(''),
  active: z.boolean().default(false),
  domain: text(MAX_LENGTH.label, 'Domain').default(''),
  prompt: text(MAX_LENGTH.prompt, 'Prompt').default(''),
  /**
   * The operator was told that a quiz of this name was created a moment ago (409
   * `createdMeanwhile`) and creates this one anyway: it is another quiz. Beside SPEC.md's fields.
   */
  createAgain: z.boolean().optional(),
});
export type CreateQuizBody = z.infer<typeof createQuizBodySchema>;

export const quizMatchListSchema = z.array(quizMatchSchema);

export const quizListSchema = z.array(quizSchema);

export const poolListSchema = z.array(poolSchema);

/** The 409 `reason` of a save naming drafts that were saved already, by an earlier save whose answer was lost or by another tab. */
export const SAVED_ALREADY = 'savedAlready';
/** What a `savedAlready` refusal gives for each such draft: the question saved from it, and who saved it ('You' or a name). */
export const savedAlreadySchema = z.object({
  reason: z.literal(SAVED_ALREADY),
  saved: z.array(z.object({ draftKey: text(MAX_DRAFT_KEY, 'A draft key'), question: questionSchema, savedBy: text(MAX_LENGTH.name, 'Who saved it') })).max(MAX_COUNT.questionsPerSave),
});
export type SavedAlready = z.infer<typeof savedAlreadySchema>['saved'][number];
/** Who saved it, in the middle of a sentence: 'You' and 'Another operator' start one, a name stays as it is. */
export const savedByInSentence = (savedBy: string) => (savedBy === 'You' || savedBy === 'Another operator' ? savedBy.toLowerCase() : savedBy);

/** api/questiontable: the saved questions. */
export const saveQuestionsResultSchema = messageResultSchema.extend({
  questions: z.array(questionSchema),
  /** True when the key had been seen: these are the questions that save added, nothing new was. */
  replayed: z.boolean().default(false),
});

/** Set when nothing changed because it was already so: who made it so and when, as a sentence. */
const alreadySchema = text(MAX_LENGTH.message, 'A message').optional();

export const questionResultSchema = messageResultSchema.extend({ question: questionSchema, already: alreadySchema });

export const poolResultSchema = messageResultSchema.extend({ pool: poolSchema, already: alreadySchema });

export const quizResultSchema = messageResultSchema.extend({
  quiz: quizSchema,
  /** True when the key had been seen: this is the quiz it created, no other was. */
  replayed: z.boolean().default(false),
});

/** An error answer from the stand-in backend. */
