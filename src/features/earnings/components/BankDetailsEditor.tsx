import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/ui/Field';

export const NOT_SET = 'Not set';

export interface BankDetailsEditorProps {
  /** Whose details these are, for the labels: 'Bank details of Asha Verma'. */
  consultantName: string;
  /** The saved bank details; 'Not set' shows when empty or missing. */
  value: string | undefined;
  /** Saves the text; resolves true when the backend took it, false when it did not (the page says why). */
  onSave: (value: string) => Promise<boolean>;
}

type Mode = { kind: 'view' } | { kind: 'edit' } | { kind: 'saving'; text: string };

/**
 * Inline bank details (SPEC.md Earnings): Enter or Confirm saves, Shift+Enter adds a line,
 * Escape or Cancel restores. While saving the new text shows; if the save fails the old value
 * comes back, and the typed text waits in the editor for the next try, so nothing is lost.
 */
export function BankDetailsEditor({ consultantName, value, onSave }: BankDetailsEditorProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [draft, setDraft] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const saved = value ?? '';

  const refocus = useRef(false);

  const close = () => {
    setMode({ kind: 'view' });
    refocus.current = true;
  };

  // Back where the operator started, as soon as the Edit button is there again.
  useEffect(() => {
    if (mode.kind !== 'view' || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [mode]);

  const save = async (text: string) => {
    if (text.trim() === saved.trim()) {
      setDraft(null);
      close();
      return;
    }
    setMode({ kind: 'saving', text });
    const ok = await onSave(text);
    setDraft(ok ? null : text);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
      close();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save(event.currentTarget.value);
    }
  };

  if (mode.kind === 'edit') {
    return (
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const field = event.currentTarget.elements.namedItem('bankDetails') as HTMLTextAreaElement;
          void save(field.value);
        }}
      >
        <textarea
          name="bankDetails"
          aria-label={`Bank details of ${consultantName}`}
          aria-describedby={hintId}
          defaultValue={draft ?? saved}
          rows={4}
          maxLength={2000}
          // Opening the editor is asking to type in it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
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
            onClick={() => {
              setDraft(null);
              close();
            }}
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
        <Button ref={editButton} variant="ghost" className="px-2 py-1" aria-label={`Edit bank details of ${consultantName}`} onClick={() => setMode({ kind: 'edit' })}>
          Edit
        </Button>
      )}
    </div>
  );
}
