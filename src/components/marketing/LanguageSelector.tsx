import { useId, useRef, type KeyboardEvent } from 'react';
import { useDisclosure } from './useDisclosure';

/** The site speaks English only for now; the selector shows it (PRODUCT.md point 2). */
const languages = [{ code: 'en', short: 'Eng', name: 'English' }] as const;
const language = languages[0];

/**
 * A button that opens the list of languages, one entry long. Written by hand rather than with
 * a listbox library: the whole public site would otherwise load that library first.
 * ArrowDown, Enter or Space on the button open the list with the current language active;
 * Escape, a choice or a press outside close it and focus returns to the button.
 */
export function LanguageSelector({ className = '' }: { className?: string }) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const optionId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const selector = useDisclosure(wrapperRef, buttonRef);

  const openList = () => {
    selector.setOpen(true);
    // The list renders on this update; focus it once it is there.
    requestAnimationFrame(() => listRef.current?.focus());
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      selector.close(true);
    } else if (event.key === 'Tab') {
      selector.close();
    }
  };

  return (
    <div ref={wrapperRef} className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Language: ${language.short}`}
        aria-haspopup="listbox"
        {...selector.buttonProps}
        aria-controls={selector.open ? selector.panelId : undefined}
        onClick={() => (selector.open ? selector.close() : openList())}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex items-center gap-1.5 rounded-full border bg-white px-3 py-1.5 text-sm font-medium hover:border-brand-500 hover:text-brand-700 ${
          selector.open ? 'border-brand-500 text-brand-700' : 'border-gray-300 text-gray-700'
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 md:max-lg:hidden" fill="none" stroke="currentColor" strokeWidth="1.5">
          <circle cx="10" cy="10" r="7.25" />
          <path d="M2.75 10h14.5M10 2.75c2 2.1 3 4.5 3 7.25s-1 5.15-3 7.25c-2-2.1-3-4.5-3-7.25s1-5.15 3-7.25z" />
        </svg>
        {language.short}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.2 7.7a.75.75 0 0 1 1.06.02L10 11.7l3.74-3.98a.75.75 0 1 1 1.1 1.02l-4.3 4.57a.75.75 0 0 1-1.1 0l-4.3-4.57a.75.75 0 0 1 .06-1.06z" />
        </svg>
      </button>
      {selector.open && (
        <ul
          ref={listRef}
          id={selector.panelId}
          role="listbox"
          aria-label={`Language: ${language.short}`}
          aria-activedescendant={optionId}
          tabIndex={-1}
          onKeyDown={onListKeyDown}
          className="absolute right-0 z-50 mt-2 w-36 rounded-xl bg-white p-1 shadow-lg ring-1 ring-black/10 focus:outline-none"
        >
          {languages.map((option) => (
            // Keys reach the list, which holds the focus and points at its option (aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.code}
              id={optionId}
              role="option"
              aria-selected="true"
              lang={option.code}
              title={option.name}
              onClick={() => selector.close(true)}
              className="flex cursor-pointer items-center justify-between rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-700"
            >
              {option.short}
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-brand-600" fill="currentColor">
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0z" />
              </svg>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
