import { useId } from 'react';
import { config } from '@/config';
import { faqEntries, type FaqEntry } from './faqEntries';

export interface FaqProps {
  /** The questions and answers; SPEC.md's by default. */
  entries?: FaqEntry[];
  /** The external form 'Get in touch' opens. */
  contactFormUrl?: string;
}

/** Frequently asked questions: every entry visible in a grid, and a way to ask our team directly. */
export function Faq({ entries = faqEntries, contactFormUrl = config.contactFormUrl }: FaqProps) {
  const newTabNote = useId();
  return (
    <section aria-labelledby="faq-heading" className="bg-white px-4 pt-8 pb-16 sm:px-6 lg:pt-12 lg:pb-24">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            Frequently Asked Questions
          </h2>
          <p className="mt-3 text-lg text-gray-700">Everything about booking, paying and talking with influencers.</p>
        </div>

        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry) => (
            <li key={entry.question} className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
              <h3 className="text-lg font-semibold text-ink">{entry.question}</h3>
              <p className="mt-2 text-base leading-relaxed text-gray-700">{entry.answer}</p>
            </li>
          ))}
        </ul>

        <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-ink px-6 py-8 text-center sm:flex-row sm:justify-between sm:px-10 sm:text-left">
          <div>
            <p className="text-xl font-semibold text-white">Still have a question?</p>
            <p id={newTabNote} className="mt-1 text-brand-100">
              Our team reads every message. The form opens in a new tab.
            </p>
          </div>
          <a
            href={contactFormUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabNote}
            className="inline-flex shrink-0 items-center rounded-full bg-white px-6 py-3 font-semibold text-brand-700 transition-colors hover:bg-brand-50"
          >
            Get in touch
          </a>
        </div>
      </div>
    </section>
  );
}
