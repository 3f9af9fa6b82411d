import { request } from './client';
import { apiPaths } from './paths';
import { notificationResultSchema, type SendNotificationBody } from './schemas';

/** POST /send-notification2: { title, body, image, userIds[], tokens[] }, and `sendAgain` when the operator sends a repeat knowingly. */
export function sendNotification(body: SendNotificationBody, { signal }: { signal?: AbortSignal } = {}) {
  return request(apiPaths.sendNotification, { body, schema: notificationResultSchema, signal });
}

