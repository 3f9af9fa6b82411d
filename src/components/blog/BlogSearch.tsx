import { useId } from 'react';
import { SEARCH_MAX_LENGTH } from '@/lib/searchLimit';

export const SEARCH_LABEL = 'Search posts';

export interface BlogSearchProps {
  /** The search text. */
  value: string;
  /** Called with the new text as the visitor types. */
  onChange: (value: string) => void;
}

/** Filters as you type; the page owns the query. */
export function BlogSearch({ value, onChange }: BlogSearchProps) {
  const id = useId();
  return (
    <div role="search">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {SEARCH_LABEL}
      </label>
      <div className="relative mt-2">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-600" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4 4" strokeLinecap="round" />
        </svg>
        <input
          id={id}
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Title, topic or author"
          autoComplete="off"
          className="w-full rounded-lg border border-gray-300 bg-white py-2 pr-3 pl-9 text-sm text-ink placeholder:text-gray-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
      </div>
    </div>
  );
}
