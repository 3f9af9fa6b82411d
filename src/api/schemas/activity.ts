import { z } from 'zod';
import { dateText, id, personName, text } from './common';

/** How long the words of an activity record may be: a value before or after, a target's name, a detail. */
export const ACTIVITY_TEXT_MAX = 300;
/** The most fields one record lists as changed. */
export const ACTIVITY_CHANGES_MAX = 40;

/** One field an operator changed, as it was and as it is. */
export const activityChangeSchema = z.object({
  field: text(64, 'A field'),
  before: text(ACTIVITY_TEXT_MAX, 'A value'),
  after: text(ACTIVITY_TEXT_MAX, 'A value'),
});
export type ActivityChange = z.infer<typeof activityChangeSchema>;

/** The record a change concerns: a consultant, an expense type, an app issue, a pool… */
export const activityTargetSchema = z.object({
  kind: text(32, 'A kind'),
  id: text(64, 'An id'),
  name: text(ACTIVITY_TEXT_MAX, 'A name'),
});
export type ActivityTarget = z.infer<typeof activityTargetSchema>;

/**
 * One change an operator made (issue 25): who, when, the call (its route name: settlePayment,
 * updateBankDetails…), what it concerned, and before → after for the fields it edited.
 * Written by the backend's dispatch for every change and never edited or deleted.
 */
export const activityRecordSchema = z.object({
  _id: id,
  at: dateText,
  /** The operator's id; null when the backend runs without sessions. */
  operatorId: id.nullable(),
  /** The operator's name as it was then. */
  operator: personName,
  action: text(64, 'An action'),
  target: activityTargetSchema.nullable(),
  changes: z.array(activityChangeSchema).max(ACTIVITY_CHANGES_MAX),
  /** What the fields do not say: how many recipients, how much was settled. */
  detail: text(ACTIVITY_TEXT_MAX, 'A detail').nullable(),
});
export type ActivityRecord = z.infer<typeof activityRecordSchema>;

export const activityListSchema = z.array(activityRecordSchema);

/** The most of an operator's recent changes one call answers. */
export const RECENT_ACTIONS_MAX = 50;
/** POST /activity_log/recent: the last `limit` changes `operatorId` made to records. */
export const recentActionsBodySchema = z.object({
  operatorId: id,
  limit: z.number().int().min(1).max(RECENT_ACTIONS_MAX, `At most ${RECENT_ACTIONS_MAX} recent changes at once`),
});
