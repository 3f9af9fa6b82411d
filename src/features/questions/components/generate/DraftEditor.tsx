import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import type { QuestionStatus } from '@/api/schemas';
import { QuestionCard } from './QuestionCard';
import type { UploadImage } from './ImageUploader';
import { FILL_EVERY_FIELD, type DraftPatch, type DraftProblems, type DraftQuestion } from '../../model/drafts';

export const NO_DRAFTS = 'No drafted questions yet. Generate blank or AI questions above.';
/** Said when every question at fault has all its fields but some are refused (too long, an image address not http or https). */
export const FIX_MARKED_FIELDS = 'Fix the marked fields';

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
  /** A draft was removed. */
  onRemove: (key: string) => void;
  /** Save as draft or Save live was pressed. */
  onSave: (status: QuestionStatus) => void;
  /** Uploads an image file and resolves with its URL. */
  upload: UploadImage;
}

const questions = (count: number) => `${count} question${count === 1 ? '' : 's'}`;

/** The drafted questions and Save as draft / Save live. */
export function DraftEditor({ drafts, errors, focusRequest, saving, onChange, onRemove, onSave, upload }: DraftEditorProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = first?.matches('input, textarea') ? first : first?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [focusRequest]);

  if (drafts.length === 0) return <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-700">{NO_DRAFTS}</p>;
  const faulty = Object.values(errors);
  const incomplete = faulty.filter((problems) => Object.values(problems).includes(FILL_EVERY_FIELD)).length;
  const toFix = faulty.length - incomplete;
  return (
    <div ref={container} className="flex flex-col gap-4">
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-gray-200 bg-white/95 p-3 shadow-xs">
        <p className="mr-auto text-sm text-gray-800">
          {drafts.length} drafted question{drafts.length === 1 ? '' : 's'}
        </p>
        <Button variant="secondary" disabled={saving !== null} onClick={() => onSave('not_live')}>
          {saving === 'not_live' ? 'Saving…' : 'Save as draft'}
        </Button>
        <Button disabled={saving !== null} onClick={() => onSave('live')}>
          {saving === 'live' ? 'Saving…' : 'Save live'}
        </Button>
        {faulty.length > 0 && (
          <p role="alert" className="basis-full text-sm font-medium text-red-700">
            {[incomplete > 0 && `${FILL_EVERY_FIELD} (${questions(incomplete)} incomplete).`, toFix > 0 && `${FIX_MARKED_FIELDS} (${questions(toFix)}).`].filter(Boolean).join(' ')}
          </p>
        )}
      </div>
      {drafts.map((draft, index) => (
        <QuestionCard key={draft.key} draft={draft} number={index + 1} errors={errors[draft.key]} onChange={onChange} onRemove={onRemove} upload={upload} />
      ))}
    </div>
  );
}
