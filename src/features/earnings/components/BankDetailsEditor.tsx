import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/ui/Field';
import { KeptDraftNote } from '@/components/ui/KeptDraftNote';
import { Permitted } from '@/components/ui/Permitted';
import { useKeptValue } from '@/components/ui/useKeptDraft';

export const NOT_SET = 'Not set';
export const APPLY_MINE = 'Apply mine';
export const KEEP_THEIRS = 'Keep theirs';

/**
 * How a save went: taken; refused for a reason the page has told (the text waits in the
 * editor); or refused because another operator changed the details after this edit began,
 * with their words and the record's version now, for the operator to choose.
 */
export type BankDetailsSave = { kind: 'saved' } | { kind: 'failed' } | { kind: 'conflict'; message: string; current: string; version: number };

export interface BankDetailsEditorProps {
  /** Whose details these are, for the labels: 'Bank details of Asha Verma'. */
  consultantName: string;
  /** The saved bank details; 'Not set' shows when empty or missing. */
  value: string | undefined;
  /** The consultant's version now; an edit remembers the one it began from. */
  version?: number | undefined;
  /** Saves the text as an edit begun on `version`. */
  onSave: (value: string, version: number | undefined) => Promise<BankDetailsSave>;
  /**
   * The name an unsaved edit is kept under when the session ends mid-edit ('bank-details:<id>'),
   * to open again with it once the operator has signed in again; none keeps nothing.
   */
  keptAs?: string | undefined;
}

/** An unsaved edit kept over a session's end: the text, and the version the edit began from. */
const KEPT_EDIT = { text: '', base: 0 };

type Mode =
  | { kind: 'view' }
  | { kind: 'edit'; base: number | undefined }
  | { kind: 'saving'; text: string; base: number | undefined }
  | { kind: 'conflict'; text: string; base: number | undefined; message: string; current: string; version: number };

/**
 * Inline bank details (SPEC.md Earnings): Enter or Confirm saves, Shift+Enter adds a line,
 * Escape or Cancel restores. While saving the new text shows; if the save fails the old value
 * comes back, and the typed text waits in the editor for the next try, so nothing is lost.
 * If another operator changed the details after the edit began, the backend refuses it
 * (issue 25): both texts show, with who changed them and when, and the operator chooses to
 * apply theirs on top or keep the new one.
 */
export function BankDetailsEditor({ consultantName, value, version, onSave, keptAs }: BankDetailsEditorProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [draft, setDraft] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  // Came back by itself (signed in again, or its row back on screen): it takes no focus.
  const [broughtBack, setBroughtBack] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const saved = value ?? '';

  // Typing not yet saved survives the session ending mid-edit, with the version it began from,
  // so a change another operator made meanwhile is still caught when it is saved.
  useKeptValue(keptAs ?? null, {
    template: KEPT_EDIT,
    snapshot: () => {
      const text = mode.kind === 'edit' ? (field.current?.value ?? '') : mode.kind === 'view' ? '' : mode.text;
      const base = mode.kind === 'view' ? undefined : mode.base;
      return text.trim() && text.trim() !== saved.trim() ? { text, base: base ?? 0 } : null;
    },
    restore: (kept, reason) => {
      setDraft(kept.text);
      setMode({ kind: 'edit', base: kept.base });
      setRestored(reason === 'session');
      setBroughtBack(true);
    },
  });

  const refocus = useRef(false);

  const close = () => {
    setMode({ kind: 'view' });
    refocus.current = true;
  };
  /** Cancel, Escape or Keep theirs: the typed text is let go. */
  const discard = () => {
    setDraft(null);
    setRestored(false);
    close();
  };

  // Back where the operator started, as soon as the Edit button is there again.
  useEffect(() => {
    if (mode.kind !== 'view' || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [mode]);

  const save = async (text: string, base: number | undefined) => {
    if (text.trim() === saved.trim()) {
      setDraft(null);
      close();
      return;
    }
    setMode({ kind: 'saving', text, base });
    setRestored(false);
    const result = await onSave(text, base);
    if (result.kind === 'conflict') {
      setDraft(text);
      setMode({ kind: 'conflict', text, base, message: result.message, current: result.current, version: result.version });
      return;
    }
    setDraft(result.kind === 'saved' ? null : text);
    close();
  };
  const base = mode.kind === 'edit' || mode.kind === 'saving' ? mode.base : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      discard();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save(event.currentTarget.value, base);
    }
  };

  if (mode.kind === 'conflict') {
    return (
      <div role="group" aria-label={`Bank details of ${consultantName} were changed`} className="flex flex-col gap-2 text-sm">
        <p role="alert" className="font-medium text-amber-900">
          {mode.message}
        </p>
        <p className="font-medium text-gray-700">Now</p>
        <p className="break-words whitespace-pre-line text-gray-900">{mode.current.trim() ? mode.current : NOT_SET}</p>
        <p className="font-medium text-gray-700">Yours</p>
        <p className="break-words whitespace-pre-line text-gray-900">{mode.text}</p>
        <div className="flex flex-wrap gap-2">
          <Button className="px-3 py-1" onClick={() => void save(mode.text, mode.version)}>
            {APPLY_MINE}
          </Button>
          <Button
            variant="secondary"
            className="px-3 py-1"
            onClick={discard}
          >
            {KEEP_THEIRS}
          </Button>
        </div>
      </div>
    );
  }

  if (mode.kind === 'edit') {
    return (
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const field = event.currentTarget.elements.namedItem('bankDetails') as HTMLTextAreaElement;
          void save(field.value, base);
        }}
      >
        {restored && <KeptDraftNote />}
        <textarea
          ref={field}
          name="bankDetails"
          aria-label={`Bank details of ${consultantName}`}
          aria-describedby={hintId}
          defaultValue={draft ?? saved}
          rows={4}
          maxLength={2000}
          // Opening the editor is asking to type in it; one that came back by itself (after
          // signing in again, or its row back in view) takes no focus, which may be in the
          // search box being typed in.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={!broughtBack}
          onKeyDown={onKeyDown}
          className={`${inputClass} min-w-48`}
        />
        <p id={hintId} className="text-xs text-gray-600">
          Enter saves, Shift+Enter adds a line, Escape cancels.
        </p>
        <div className="flex gap-2">
          <Button type="submit" className="px-3 py-1">
            Confirm
          </Button>
          <Button
            variant="secondary"
            className="px-3 py-1"
            onClick={discard}
          >
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  const shown = mode.kind === 'saving' ? mode.text : saved;
  return (
    <div className="flex items-start gap-2" aria-busy={mode.kind === 'saving'}>
      {/* Two lines in the row keep it short; the whole text is in the tooltip, the editor and the settle dialog. */}
      <p title={shown.trim() || undefined} className={`line-clamp-2 min-w-0 flex-1 text-sm break-words whitespace-pre-line ${shown.trim() ? 'text-gray-900' : 'text-gray-600 italic'}`}>
        {shown.trim() ? shown : NOT_SET}
      </p>
      {mode.kind === 'saving' ? (
        <span role="status" className="text-xs text-gray-600">
          Saving…
        </span>
      ) : (
        // Only for a role that may change bank details (issue 48); the others read them.
        <Permitted permission="proposeBankDetails">
          <Button
            ref={editButton}
            variant="ghost"
            className="px-2 py-1"
            aria-label={`Edit bank details of ${consultantName}`}
            onClick={() => {
              setBroughtBack(false);
              setMode({ kind: 'edit', base: version });
            }}
          >
            Edit
          </Button>
        </Permitted>
      )}
    </div>
  );
}
