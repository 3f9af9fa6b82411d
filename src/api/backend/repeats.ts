/**
 * The same change made twice by accident, by two operators at their desks or by one who did
 * not see the first land: the same notification to the same consultants, the same payment to
 * the same expense type. Within this window a second one is refused with who made the first
 * and when (409 with a `reason`), and goes only when the operator makes it again knowingly.
 */
import type { WorkingDatabase } from './db';

export const REPEAT_WINDOW_MINUTES = 10;

/** Whether a change made at `at` (ISO) is recent enough at `now` for the same one to be a repeat. */
export function withinRepeatWindow(at: string | undefined, now: Date): boolean {
  const time = at === undefined ? Number.NaN : Date.parse(at);
  return time >= now.getTime() - REPEAT_WINDOW_MINUTES * 60_000;
}

/** Who made the earlier change, as a sentence starts: 'You', the operator's name, or 'Another operator'. */
export function whoMadeIt(db: Pick<WorkingDatabase, 'operators'>, by: string | null | undefined, caller: string | null): string {
  if (by && by === caller) return 'You';
  return db.operators.find((operator) => operator._id === by)?.name ?? 'Another operator';
}
