/**
 * A drafted question is saved once. The Generate tab names each draft it sends (`draftKey`);
 * when a save names a draft the backend has saved already (an earlier save whose answer was
 * lost, then an edit or another draft added, so the retry is not the same save; or another tab),
 * nothing is saved and the answer says which drafts and what was saved from them (409
 * `savedAlready`), for the operator to choose, draft by draft, what to keep.
 */
import { SAVED_ALREADY, savedByInSentence, type QuestionDraft } from '../schemas';
import { HttpError } from './core';
import type { WorkingDatabase } from './db';
import { whoMadeIt } from './repeats';
import { indianTime } from '../../lib/indianTime';

const counted = (count: number) => (count === 1 ? 'One of these questions was' : `${count} of these questions were`);

/** Refuses a save that names one draft twice (400), or any draft saved already (409 `savedAlready`). */
export function refuseDraftsSavedAlready(db: Pick<WorkingDatabase, 'questions' | 'operators'>, drafts: readonly Pick<QuestionDraft, 'draftKey'>[], caller: string | null): void {
  const keys = drafts.flatMap((draft) => (draft.draftKey ? [draft.draftKey] : []));
  if (keys.length === 0) return;
  const named = new Set(keys);
  if (named.size !== keys.length) throw new HttpError(400, 'A save names each draft once.');
  const earlier = db.questions.filter((question) => question.draftKey !== undefined && named.has(question.draftKey));
  if (earlier.length === 0) return;
  const saved = earlier.map((question) => ({ draftKey: question.draftKey ?? '', question, savedBy: whoMadeIt(db, question.createdBy, caller) }));
  const first = earlier[0];
  const when = first?.createdAt ? ` (the first by ${savedByInSentence(saved[0]?.savedBy ?? '')} at ${indianTime(first.createdAt)})` : '';
  throw new HttpError(409, `${counted(earlier.length)} saved already${when}. Nothing was saved: choose for each what to keep, then save again.`, [], { reason: SAVED_ALREADY, saved });
}
