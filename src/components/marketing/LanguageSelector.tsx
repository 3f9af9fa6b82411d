import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useState } from 'react';

/** The site speaks English only for now; the selector shows it (PRODUCT.md point 2). */
const languages = [{ code: 'en', short: 'Eng', name: 'English' }] as const;
type Language = (typeof languages)[number];

export function LanguageSelector({ className = '' }: { className?: string }) {
  const [language, setLanguage] = useState<Language>(languages[0]);
  return (
    <Listbox value={language} onChange={setLanguage} by="code">
      <div className={`relative ${className}`}>
        <ListboxButton
          aria-label={`Language: ${language.short}`}
          className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-700 hover:border-brand-500 hover:text-brand-700 data-open:border-brand-500 data-open:text-brand-700"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 md:max-lg:hidden" fill="none" stroke="currentColor" strokeWidth="1.5">
            <circle cx="10" cy="10" r="7.25" />
            <path d="M2.75 10h14.5M10 2.75c2 2.1 3 4.5 3 7.25s-1 5.15-3 7.25c-2-2.1-3-4.5-3-7.25s1-5.15 3-7.25z" />
          </svg>
          {language.short}
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.2 7.7a.75.75 0 0 1 1.06.02L10 11.7l3.74-3.98a.75.75 0 1 1 1.1 1.02l-4.3 4.57a.75.75 0 0 1-1.1 0l-4.3-4.57a.75.75 0 0 1 .06-1.06z" />
          </svg>
        </ListboxButton>
        <ListboxOptions
          modal={false}
          className="absolute right-0 z-50 mt-2 w-36 rounded-xl bg-white p-1 shadow-lg ring-1 ring-black/10 focus:outline-none"
        >
          {languages.map((option) => (
            <ListboxOption
              key={option.code}
              value={option}
              lang={option.code}
              title={option.name}
              className="group flex cursor-pointer items-center justify-between rounded-lg px-3 py-2 text-sm text-gray-800 data-focus:bg-brand-50 data-focus:text-brand-700 data-selected:font-semibold"
            >
              {option.short}
              <svg aria-hidden="true" viewBox="0 0 20 20" className="invisible size-4 text-brand-600 group-data-selected:visible" fill="currentColor">
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0z" />
              </svg>
            </ListboxOption>
          ))}
        </ListboxOptions>
      </div>
    </Listbox>
  );
}
