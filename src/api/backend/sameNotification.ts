/**
 * The same push notification sent twice (repeats.ts): the same title, body and image to any of
 * the same consultants within the window, and every phone would buzz twice. Sent again only
 * knowingly (`sendAgain`).
 */
import { formatCount } from '../../lib/format';
import { indianTime } from '../../lib/indianTime';
import type { Consultant, Notification, SendNotificationBody } from '../schemas';
import type { Frozen } from './db';
import { withinRepeatWindow } from './repeats';

/** An earlier notification with the same words, to some of the same consultants. */
export interface EarlierSend {
  notification: Frozen<Notification>;
  /** The phone numbers of the consultants who got it then and are chosen again now. */
  overlap: string[];
}

const sameWords = (notification: Frozen<Notification>, body: SendNotificationBody) =>
  notification.title === body.title && notification.body === body.body && (notification.image ?? '') === (body.image ?? '');

/** The latest notification sent within the window with the same words to any of `body`'s consultants; null when none. */
export function sameNotificationSentRecently(notifications: readonly Frozen<Notification>[], body: SendNotificationBody, now: Date): EarlierSend | null {
  const chosen = new Set(body.userIds);
  let latest: EarlierSend | null = null;
  // Records are not assumed to be in the order sent (a generated data set is not): each is looked at.
  for (const notification of notifications) {
    if (!withinRepeatWindow(notification.sentAt, now) || (latest && notification.sentAt <= latest.notification.sentAt) || !sameWords(notification, body)) continue;
    const overlap = notification.userIds.filter((phone) => chosen.has(phone));
    if (overlap.length > 0) latest = { notification, overlap };
  }
  return latest;
}

/** Names up to three of them; beyond that, how many of the chosen. */
function whom(overlap: readonly string[], chosen: number, consultants: readonly Frozen<Consultant>[]): string {
  if (overlap.length <= 3) {
    const byPhone = new Map(consultants.map((consultant) => [consultant.phoneNumber, consultant.name] as const));
    const names = overlap.map((phone) => byPhone.get(phone) ?? phone);
    return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  }
  return overlap.length === chosen ? `all ${formatCount(chosen)} of these consultants` : `${formatCount(overlap.length)} of these ${formatCount(chosen)} consultants`;
}

/** The 409's words: who sent the same notification to whom, and when. */
export function sentMeanwhileMessage(earlier: EarlierSend, sender: string, chosen: number, consultants: readonly Frozen<Consultant>[]): string {
  return `${sender} sent this same notification to ${whom(earlier.overlap, chosen, consultants)} at ${indianTime(earlier.notification.sentAt)}. Send it again only if they should get it twice.`;
}
