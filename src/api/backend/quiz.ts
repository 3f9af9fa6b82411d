import {
  CREATED_MEANWHILE,
  createPoolBodySchema,
  createQuizBodySchema,
  idBodySchema,
  poolListBodySchema,
  questionListBodySchema,
  quizListBodySchema,
  saveQuestionsBodySchema,
  uploadKindSchema,
  START_TIME_IN_PAST,
  type Question,
} from '../schemas';
import { apiPaths } from '../paths';
import { type BackendContext, type BackendRequest, type BackendRoute, HttpError, idempotencyKeyOf, notFound, ok, parseBody, readRoute, replaceById, sessionOf, text } from './core';
import { withinRepeatWindow, whoMadeIt } from './repeats';
import { indianTime } from '../../lib/indianTime';
import type { Frozen, WorkingDatabase } from './db';
import { detectImageType } from './imageType';
import { alreadyMadeSo } from './activity';
import { refuseDraftsSavedAlready } from './savedDrafts';
import { z } from 'zod';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Raster images only (imageType.ts): an SVG or a page served from the API's origin could carry script. */
export const NOT_AN_IMAGE = 'Only PNG, JPEG, GIF or WebP images can be uploaded.';
/** A save of the 100 questions an AI request makes, each with its texts and image addresses. */
const SAVE_QUESTIONS_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

function groupBySubject(questions: readonly Frozen<Question>[]): Record<string, Frozen<Question>[]> {
  const groups: Record<string, Frozen<Question>[]> = {};
  for (const question of questions) (groups[question.subject] ??= []).push(question);
  return groups;
}

const uploadFieldsSchema = z.object({ _id: uploadKindSchema });

/** Two quizzes or pools of one name, whatever the case or the spaces around it: an operator takes them for the same. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

interface NamedCreation {
  kind: 'pool' | 'quiz';
  /** Those already there, with who created them and when (older data lacks both). */
  records: readonly { name: string; createdBy?: string | null | undefined; createdAt?: string | undefined }[];
  name: string;
  /** The operator was told of the one created meanwhile and creates this one anyway. */
  createAgain: boolean | undefined;
}

/**
 * Who creates this pool or quiz and when; but one of the same name created within the repeat
 * window (two operators setting up tonight's) is refused with who and when (409
 * `createdMeanwhile`), unless the operator creates it again knowingly.
 */
function createdUnlessRepeated(db: WorkingDatabase, request: BackendRequest, context: BackendContext, { kind, records, name, createAgain }: NamedCreation) {
  const now = context.now();
  const createdBy = sessionOf(db, request, context)?.userId ?? null;
  const earlier = createAgain ? undefined : records.findLast((record) => sameName(record.name, name) && withinRepeatWindow(record.createdAt, now));
  if (earlier) {
    const message = `${whoMadeIt(db, earlier.createdBy, createdBy)} created a ${kind} named ${earlier.name} at ${indianTime(earlier.createdAt ?? '')}. Create it again only if it is another ${kind}.`;
    throw new HttpError(409, message, [], { reason: CREATED_MEANWHILE });
  }
  return { createdBy, createdAt: now.toISOString() };
}

export const quizRoutes: BackendRoute[] = [
  readRoute('quizDetails', apiPaths.quizDetails, (db) => db.quizMatches),
  {
    method: 'POST',
    name: 'quizList',
    path: apiPaths.quizList,
    auth: true,
    mutates: false,
    handle(db, request) {
      const { active } = parseBody(quizListBodySchema, request.body);
      return ok(db.quizzes.filter((quiz) => quiz.active === active));
    },
  },
  {
    method: 'POST',
    name: 'createQuiz',
    path: apiPaths.createQuiz,
    auth: true,
    mutates: true,
    permission: 'manageQuestions',
    handle(db, request, context) {
      const { createAgain, ...body } = parseBody(createQuizBodySchema, request.body);
      const idempotencyKey = idempotencyKeyOf(request);
      // A retry whose first answer was lost (same key) answers the quiz it created, and creates nothing.
      const replayed = idempotencyKey ? db.quizzes.find((quiz) => quiz.idempotencyKey === idempotencyKey) : undefined;
      if (replayed) {
        if (replayed.name !== body.name) throw new HttpError(409, `This quiz key was already used for ${replayed.name}. Create the quiz again.`);
        return ok({ message: 'Quiz added successfully!', quiz: replayed, replayed: true });
      }
      // A minute's grace: the form's datetime-local has no seconds, and the call takes time.
      if (Date.parse(body.startTime) < context.now().getTime() - 60_000) throw new HttpError(400, START_TIME_IN_PAST, [{ path: 'startTime', message: START_TIME_IN_PAST }]);
      const created = createdUnlessRepeated(db, request, context, { kind: 'quiz', records: db.quizzes, name: body.name, createAgain });
      const quiz = { _id: context.newId(), ...body, startTime: new Date(body.startTime).toISOString(), ...(idempotencyKey ? { idempotencyKey } : {}), ...created };
      db.quizzes = [...db.quizzes, quiz];
      return ok({ message: 'Quiz added successfully!', quiz }, 201);
    },
  },
  {
    method: 'POST',
    name: 'questionList',
    path: apiPaths.questionList,
    auth: true,
    mutates: false,
    handle(db, request) {
      const { status } = parseBody(questionListBodySchema, request.body);
      return ok(groupBySubject(db.questions.filter((question) => question.status === status)));
    },
  },
  {
    method: 'POST',
    name: 'saveQuestions',
    path: apiPaths.saveQuestions,
    auth: true,
    mutates: true,
    permission: 'manageQuestions',
    bodyLimitBytes: SAVE_QUESTIONS_BODY_LIMIT_BYTES,
    handle(db, request, context) {
      const { status, subject, questions } = parseBody(saveQuestionsBodySchema, request.body);
      const idempotencyKey = idempotencyKeyOf(request);
      // A retry whose first answer was lost (same key: the same drafts, unchanged) answers the
      // questions it added, and adds nothing.
      const replayed = idempotencyKey ? db.questions.filter((question) => question.idempotencyKey === idempotencyKey) : [];
      if (replayed.length > 0) {
        const same = replayed.length === questions.length && replayed.every((question, index) => question.subject === subject && question.question === questions[index]?.question.trim());
        if (!same) throw new HttpError(409, 'This save key was already used for other questions. Save them again.');
        return ok({ message: 'Those questions were already saved.', questions: replayed, replayed: true });
      }
      const createdBy = sessionOf(db, request, context)?.userId ?? null;
      refuseDraftsSavedAlready(db, questions, createdBy);
      const createdAt = context.now().toISOString();
      const saved: Question[] = questions.map((draft) => ({
        _id: context.newId(),
        question: draft.question.trim(),
        questionImage: draft.questionImage,
        answers: draft.answers.map((answer) => answer.trim()),
        answerImages: draft.answerImages,
        correctAnswer: draft.correctAnswer.trim(),
        subject,
        status,
        ...(idempotencyKey ? { idempotencyKey } : {}),
        ...(draft.draftKey ? { draftKey: draft.draftKey } : {}),
        createdBy,
        createdAt,
      }));
      db.questions = [...db.questions, ...saved];
      return ok({ message: 'Saved!', questions: saved }, 201);
    },
  },
  {
    method: 'POST',
    name: 'makeQuestionLive',
    path: apiPaths.makeQuestionLive,
    auth: true,
    mutates: true,
    permission: 'manageQuestions',
    handle(db, request, context) {
      const { id } = parseBody(idBodySchema, request.body);
      const found = db.questions.find((entry) => entry._id === id) ?? notFound(`No question has the id ${id}.`);
      // Already live (a colleague's click, or this one twice): nothing changes, nothing is logged, and the answer says who made it so.
      if (found.status === 'live') {
        const already = alreadyMadeSo(db, found._id, { kind: 'question', field: 'status', state: 'live' }, sessionOf(db, request, context)?.userId ?? null, context.lists);
        return ok({ message: 'The question is live.', question: found, already });
      }
      const question = { ...found, status: 'live' as const, version: (found.version ?? 0) + 1 };
      db.questions = replaceById(db.questions, question);
      return ok({ message: 'The question is live.', question });
    },
  },
  {
    method: 'POST',
    name: 'upload',
    path: apiPaths.upload,
    auth: true,
    mutates: true,
    permission: 'manageQuestions',
    multipart: true,
    handle(db, request, context) {
      const { _id: kind } = parseBody(uploadFieldsSchema, request.body);
      const file = request.file;
      if (!file || file.bytes.byteLength === 0) throw new HttpError(400, 'Choose an image file to upload.');
      if (file.bytes.byteLength > MAX_UPLOAD_BYTES) throw new HttpError(413, 'Images can be at most 5 MB.');
      // The bytes decide, not the name or the declared type; the file is stored (and so
      // served) under the extension of the type found, never its own.
      const found = detectImageType(file.bytes);
      if (!found) throw new HttpError(400, NOT_AN_IMAGE);
      const _id = context.newId();
      const url = context.saveFile({ ...file, type: found.contentType }, `${kind}-${_id}${found.extension}`);
      const filename = file.name.slice(0, 255);
      db.uploads = [...db.uploads, { _id, kind, filename, contentType: found.contentType, url, uploadedAt: context.now().toISOString() }];
      return text(url, 201);
    },
  },
  {
    method: 'POST',
    name: 'poolList',
    path: apiPaths.poolList,
    auth: true,
    mutates: false,
    handle(db, request) {
      const { status } = parseBody(poolListBodySchema, request.body);
      return ok(db.pools.filter((pool) => pool.active === (status === 'active')));
    },
  },
  {
    method: 'POST',
    name: 'createPool',
    path: apiPaths.createPool,
    auth: true,
    mutates: true,
    permission: 'manageQuestions',
    handle(db, request, context) {
      const { createAgain, ...body } = parseBody(createPoolBodySchema, request.body);
      // The schema refuses ranges that run backwards, overlap or pass the seats (with the range at fault).
      const created = createdUnlessRepeated(db, request, context, { kind: 'pool', records: db.pools, name: body.name, createAgain });
      const pool = { _id: context.newId(), ...body, active: false, ...created };
      db.pools = [...db.pools, pool];
      return ok({ message: 'Pool Created Successfully!', pool }, 201);
    },
  },
  {
    method: 'POST',
    name: 'activatePool',
    path: apiPaths.activatePool,
    auth: true,
    mutates: true,
    permission: 'manageQuestions',
    handle(db, request, context) {
      const { id } = parseBody(idBodySchema, request.body);
      const found = db.pools.find((entry) => entry._id === id) ?? notFound(`No pool has the id ${id}.`);
      // Already active (a colleague's click, or another tab's): nothing changes, nothing is logged, and the answer says who made it so.
      if (found.active) {
        const already = alreadyMadeSo(db, found._id, { kind: 'pool', field: 'active', state: 'active' }, sessionOf(db, request, context)?.userId ?? null, context.lists);
        return ok({ message: 'Pool Activated!', pool: found, already });
      }
      const pool = { ...found, active: true, version: (found.version ?? 0) + 1 };
      db.pools = replaceById(db.pools, pool);
      return ok({ message: 'Pool Activated!', pool });
    },
  },
];
