import { request } from './client';
import { apiPaths } from './paths';
import {
  questionResultSchema,
  questionsBySubjectSchema,
  saveQuestionsResultSchema,
  type QuestionStatus,
  type SaveQuestionsBody,
  type UploadKind,
} from './schemas';
import { z } from 'zod';

type Signal = { signal?: AbortSignal };

/** POST /questiontable/list: questions of one status, grouped by subject. */
export function fetchQuestions(status: QuestionStatus, { signal }: Signal = {}) {
  return request(apiPaths.questionList, { body: { status }, schema: questionsBySubjectSchema, signal });
}

/**
 * POST /api/questiontable: saves drafts or live questions for one subject. With an
 * Idempotency-Key, a retry whose first answer was lost saves nothing new.
 */
export function saveQuestions(body: SaveQuestionsBody, { idempotencyKey, signal }: Signal & { idempotencyKey?: string } = {}) {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return request(apiPaths.saveQuestions, { body, schema: saveQuestionsResultSchema, signal, headers });
}

/** POST /questiontable/make-live. */
export function makeQuestionLive(id: string, { signal }: Signal = {}) {
  return request(apiPaths.makeQuestionLive, { body: { id }, schema: questionResultSchema, signal });
}

/**
 * POST /upload23 (multipart: file and _id): the answer body is the image URL. `onProgress`
 * hears the share of the file sent (null while the size is unknown).
 */
export function uploadImage(file: Blob, kind: UploadKind, { signal, filename, onProgress }: Signal & { filename?: string; onProgress?: (fraction: number | null) => void } = {}) {
  const formData = new FormData();
  formData.append('file', file, filename ?? (file instanceof File ? file.name : 'image'));
  formData.append('_id', kind);
  return request(apiPaths.upload, { formData, responseType: 'text', schema: z.string().min(1), signal, ...(onProgress ? { onUploadProgress: onProgress } : {}) });
}
