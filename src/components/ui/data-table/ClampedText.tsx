import { useId, useLayoutEffect, useRef, useState } from 'react';

export const SHOW_ALL = 'Show all';
export const SHOW_LESS = 'Show less';

export interface ClampedTextProps {
  /** The text, whole: what does not fit in five lines is hidden from sight only, so it is still read, found and copied. */
  text: string;
  /** What the text is, for the button's name after its words: 'Comment of issue 7'. */
  label: string;
}

/**
 * Long text in a table cell or card (a comment pasted at its 2,000-character limit): its first
 * five lines, and 'Show all' when more is hidden, so one row does not fill the screen. The
 * button shows only when the text overflows at the width it has.
 */
export function ClampedText({ text, label }: ClampedTextProps) {
  const id = useId();
  const box = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || open) return;
    const check = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, open]);

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p id={id} ref={box} className={`min-w-0 wrap-anywhere whitespace-pre-line ${open ? '' : 'line-clamp-5'}`}>
        {text}
      </p>
      {(open || overflows) && (
        // The name starts with the words shown, then says whose text it is.
        <button type="button" aria-label={`${open ? SHOW_LESS : SHOW_ALL}: ${label}`} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} className="self-start rounded text-xs font-semibold text-brand-700 hover:underline focus-visible:outline-2">
          {open ? SHOW_LESS : SHOW_ALL}
        </button>
      )}
    </div>
  );
}
