/** A from–to range of days as the back-office's date filters take it (YYYY-MM-DD, both days included). */

export const DATE_RANGE_ERROR = "The 'to' date is before the 'from' date. Choose a 'to' date on or after it.";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why the date range cannot be used, or null: a 'to' before 'from' keeps nothing, so it is refused out loud. */
export function dateRangeError(from: string, to: string): string | null {
  return DAY.test(from) && DAY.test(to) && to < from ? DATE_RANGE_ERROR : null;
}

/**
 * The bounds a filter uses: a bound that is not a day is none, and a range refused by
 * dateRangeError uses neither, so the rows stay in view while the message says why.
 */
export function dayBounds(from: string, to: string): { from: string | null; to: string | null } {
  if (dateRangeError(from, to) !== null) return { from: null, to: null };
  return { from: DAY.test(from) ? from : null, to: DAY.test(to) ? to : null };
}

/** Whether `day` (YYYY-MM-DD; days compare as text) is within the bounds. */
export const withinDays = (day: string, bounds: { from: string | null; to: string | null }) => (bounds.from === null || day >= bounds.from) && (bounds.to === null || day <= bounds.to);
