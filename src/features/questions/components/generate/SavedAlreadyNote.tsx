import { Button } from '@/components/ui/Button';
import { savedByInSentence, type SavedAlready } from '@/api/schemas';
import { indianTime } from '@/lib/indianTime';

export const KEEP_SAVED = 'Keep the saved one';
export const KEEP_MINE = 'Keep mine as a new draft';

export interface SavedAlreadyNoteProps {
  /** The draft's 1-based position on screen. */
  number: number;
  /** What was saved from this draft, when and by whom ('You' or a name). */
  saved: SavedAlready;
  /** Keep the saved question and let this draft go. */
  onKeepSaved: () => void;
  /** Keep this draft, as it is now, as another question to save. */
  onKeepMine: () => void;
}

/** 'by you at 1 Nov 2026, 3:30 pm IST, as a draft' */
function savedWhen({ question, savedBy }: SavedAlready): string {
  const at = question.createdAt ? ` at ${indianTime(question.createdAt)}` : '';
  return `by ${savedByInSentence(savedBy)}${at}, ${question.status === 'live' ? 'live' : 'as a draft'}`;
}

/**
 * On a drafted question the backend refused to save because it was saved already (an earlier
 * save's answer was lost, and the draft changed since): what was saved, and the two ways on.
 */
export function SavedAlreadyNote({ number, saved, onKeepSaved, onKeepMine }: SavedAlreadyNoteProps) {
  const id = `saved-already-${saved.draftKey}`;
  return (
    <div role="group" aria-labelledby={id} data-saved-already="" className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900">
      <p id={id} className="wrap-anywhere">
        <span className="font-semibold">Question {number} was saved already</span>, {savedWhen(saved)}: “{saved.question.question}”. Your changes since are not saved.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onKeepSaved}>
          {KEEP_SAVED}
        </Button>
        <Button variant="secondary" onClick={onKeepMine}>
          {KEEP_MINE}
        </Button>
      </div>
    </div>
  );
}
