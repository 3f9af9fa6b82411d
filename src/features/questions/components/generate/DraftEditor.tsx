import { useEffect, useRef } from 'react';
import { PHONE_QUERY, useMediaQuery } from '@/lib/useMediaQuery';
import { Button } from '@/components/ui/Button';
import type { QuestionStatus } from '@/api/schemas';
import { QuestionCard } from './QuestionCard';
import type { UploadImage } from './ImageUploader';
import { FILL_EVERY_FIELD, type DraftPatch, type DraftProblems, type DraftQuestion } from '../../model/drafts';
import type { SavedAlready } from '@/api/schemas';

export const NO_DRAFTS = 'No drafted questions yet. Generate blank or AI questions above.';
/** Said when every question at fault has all its fields but some are refused (too long, an image address not http or https). */
export const FIX_MARKED_FIELDS = 'Fix the marked fields';
/** Said while drafts refused as saved already wait for the operator's choice. */
export const savedAlreadyAlert = (count: number) =>
  `${count === 1 ? '1 question was' : `${count} questions were`} saved already by an earlier save whose answer did not come back. Choose below what to keep, then save again.`;

export interface DraftEditorProps {
  /** The drafted questions, in order. */
  drafts: readonly DraftQuestion[];
  /** The fields at fault per draft key, and why, after a refused save. */
  errors: Readonly<Record<string, DraftProblems>>;
  /** Bumped on each refused save: the first field at fault takes focus. */
  focusRequest: number;
  /** Which save is under way (draft or live), or null: both Save buttons wait. */
  saving: QuestionStatus | null;
  /** A draft's field changed. */
  onChange: (key: string, patch: DraftPatch) => void;
  /** A draft was removed, or the saved one kept instead of it. */
  onRemove: (key: string) => void;
  /** Drafts refused as saved already, by key, with what was saved from each. */
  savedAlready: Readonly<Record<string, SavedAlready>>;
  /** A draft saved already is kept as a new draft, to be saved as another question. */
  onKeepMine: (key: string) => void;
  /** Save as draft or Save live was pressed. */
  onSave: (status: QuestionStatus) => void;
  /** Uploads an image file and resolves with its URL. */
  upload: UploadImage;
}

const questions = (count: number) => `${count} question${count === 1 ? '' : 's'}`;

/** The drafted questions and Save as draft / Save live. */
export function DraftEditor({ drafts, errors, savedAlready, focusRequest, saving, onChange, onRemove, onKeepMine, onSave, upload }: DraftEditorProps) {
  const container = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  useEffect(() => {
    if (focusRequest === 0) return;
    // The first field at fault, or else the first choice a draft saved already waits for.
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-saved-already]');
    const target = first?.matches('input, textarea') ? first : first?.querySelector<HTMLElement>('input, button');
    target?.focus();
  }, [focusRequest]);

  if (drafts.length === 0) return <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-700">{NO_DRAFTS}</p>;
  const faulty = Object.values(errors);
  const incomplete = faulty.filter((problems) => Object.values(problems).includes(FILL_EVERY_FIELD)).length;
  const toFix = faulty.length - incomplete;
  const waiting = Object.keys(savedAlready).length;
  // On a phone the sticky bar keeps only the count and the buttons, or its words would cover a
  // quarter of the screen while the drafts scroll under it; they stand above the first draft.
  const alerts = (
    <>
      {faulty.length > 0 && (
        <p role="alert" className="basis-full text-sm font-medium text-red-700">
          {[incomplete > 0 && `${FILL_EVERY_FIELD} (${questions(incomplete)} incomplete).`, toFix > 0 && `${FIX_MARKED_FIELDS} (${questions(toFix)}).`].filter(Boolean).join(' ')}
        </p>
      )}
      {waiting > 0 && (
        <p role="alert" className="basis-full text-sm font-medium text-amber-900">
          {savedAlreadyAlert(waiting)}
        </p>
      )}
    </>
  );
  return (
    <div ref={container} className="flex flex-col gap-4">
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-gray-200 bg-white p-3 shadow-xs">
        <p className="mr-auto text-sm text-gray-800">
          {drafts.length} drafted question{drafts.length === 1 ? '' : 's'}
        </p>
        <Button variant="secondary" disabled={saving !== null} onClick={() => onSave('not_live')}>
          {saving === 'not_live' ? 'Saving…' : 'Save as draft'}
        </Button>
        <Button disabled={saving !== null} onClick={() => onSave('live')}>
          {saving === 'live' ? 'Saving…' : 'Save live'}
        </Button>
        {!phone && alerts}
      </div>
      {phone && alerts}
      {drafts.map((draft, index) => (
        <QuestionCard
          key={draft.key}
          draft={draft}
          number={index + 1}
          errors={errors[draft.key]}
          savedAlready={savedAlready[draft.key]}
          onChange={onChange}
          onRemove={onRemove}
          onKeepMine={onKeepMine}
          upload={upload}
        />
      ))}
    </div>
  );
}
