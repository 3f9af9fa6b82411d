import { z } from 'zod';
import { isApiError } from './apiError';
import { request } from './client';
import { apiPaths } from './paths';
import { notificationResultSchema, type SendNotificationBody } from './schemas';

/** POST /send-notification2: { title, body, image, userIds[], tokens[] }, and `sendAgain` when the operator sends a repeat knowingly. */
export function sendNotification(body: SendNotificationBody, { signal }: { signal?: AbortSignal } = {}) {
  return request(apiPaths.sendNotification, { body, schema: notificationResultSchema, signal });
}

const sentMeanwhileSchema = z.object({ reason: z.literal('sentMeanwhile'), alreadySent: z.number().int().positive() });

/**
 * When the backend refused the notification because the same one went to some of these
 * consultants minutes ago: its words (who sent it to whom, and when) and how many got it. Null
 * for any other failure.
 */
export function sentMeanwhile(error: unknown): { message: string; alreadySent: number } | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = sentMeanwhileSchema.safeParse(error.answer);
  return parsed.success ? { message: error.message, alreadySent: parsed.data.alreadySent } : null;
}
