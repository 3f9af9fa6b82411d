import { useEffect, useId, useRef, useState } from 'react';
import type { ConsentChoice, ConsentState } from '@/lib/consent';

export const CONSENT_QUESTION = "We'd like to use an advertising cookie to measure whether our ads bring people here. Allow?";

export interface ConsentBannerProps {
  /** The stored answer; 'unknown' means not asked yet, which counts as no. */
  consent: ConsentState;
  /** The visitor chose Allow or Decline. */
  onChange: (choice: ConsentChoice) => void;
}

const currentChoice: Record<ConsentChoice, string> = {
  granted: 'You currently allow it.',
  denied: 'You currently decline it.',
};

/**
 * Asks once, in plain words, and never blocks the page. After an answer it leaves a
 * 'Cookie settings' button behind, so taking consent back is as easy as giving it.
 */
export function ConsentBanner({ consent, onChange }: ConsentBannerProps) {
  const [reviewing, setReviewing] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const settingsRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<'panel' | 'settings' | null>(null);
  const decided = consent !== 'unknown';
  const open = !decided || reviewing;

  useEffect(() => {
    const target = focusAfterRender.current === 'panel' ? panelRef.current : focusAfterRender.current === 'settings' ? settingsRef.current : null;
    focusAfterRender.current = null;
    target?.focus();
  });

  const choose = (choice: ConsentChoice) => {
    onChange(choice);
    setReviewing(false);
    // The button just pressed disappears; focus goes where the choice can be changed again.
    focusAfterRender.current = 'settings';
  };

  const toggleSettings = () => {
    setReviewing((value) => !value);
    if (!reviewing) focusAfterRender.current = 'panel';
  };

  return (
    <>
      {decided && (
        <button
          ref={settingsRef}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={toggleSettings}
          className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-brand-700 underline-offset-4 ring-1 ring-brand-100 hover:bg-brand-50 hover:underline"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
            <path d="M10 2a8 8 0 1 0 8 8 3 3 0 0 1-3-3 3 3 0 0 1-3-3 2 2 0 0 1-2-2Zm-3 5a1.25 1.25 0 1 1 0 2.5A1.25 1.25 0 0 1 7 7Zm-1 5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm5 1a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z" />
          </svg>
          Cookie settings
        </button>
      )}
      {open && (
        <section
          ref={panelRef}
          id={panelId}
          aria-label="Cookie consent"
          tabIndex={-1}
          className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl rounded-2xl bg-white p-5 text-ink shadow-2xl ring-1 ring-gray-200 sm:inset-x-6 sm:bottom-6"
        >
          <p className="font-semibold">{CONSENT_QUESTION}</p>
          <p className="mt-2 text-sm text-gray-700">
            It is used only on this survey page, and nothing is tracked unless you allow it. You can change your mind any time
            with Cookie settings.
            {decided && <span className="font-medium text-ink"> {currentChoice[consent]}</span>}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => choose('granted')}
              className="rounded-md bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Allow
            </button>
            <button
              type="button"
              onClick={() => choose('denied')}
              className="rounded-md bg-white px-5 py-2 text-sm font-semibold text-ink ring-1 ring-gray-400 hover:bg-gray-50"
            >
              Decline
            </button>
          </div>
        </section>
      )}
    </>
  );
}
