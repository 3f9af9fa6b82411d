import type { ReactNode } from 'react';
import { BRAND_NAME } from '@/brand';

export interface Reason {
  title: string;
  text: string;
  icon: ReactNode;
}

const iconProps = { viewBox: '0 0 24 24', width: 24, height: 24, fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const reasons: Reason[] = [
  {
    title: 'One-on-one, not a crowd',
    text: 'No comment section to shout into and no live stream with ten thousand viewers. A session is just you and the creator, so your question actually gets answered.',
    icon: (
      <svg {...iconProps}>
        <circle cx="8" cy="8" r="3" />
        <circle cx="16" cy="8" r="3" />
        <path d="M3 19c0-3 2.5-5 5-5s5 2 5 5M11 19c0-3 2.5-5 5-5s5 2 5 5" />
      </svg>
    ),
  },
  {
    title: 'Chat, audio or video',
    text: 'Pick the mode that suits the moment: type your questions on a busy commute, take a voice call in the evening, or go face to face on a video call.',
    icon: (
      <svg {...iconProps}>
        <rect x="3" y="6" width="13" height="12" rx="2" />
        <path d="m16 10 5-3v10l-5-3" />
      </svg>
    ),
  },
  {
    title: 'Creators set their own fees',
    text: 'Every creator decides what their time is worth and when they are free. You see the price in rupees before you book, and some creators offer free sessions.',
    icon: (
      <svg {...iconProps}>
        <path d="M7 5h10M7 9h10M7 5c6 0 6 8 0 8l8 6" />
      </svg>
    ),
  },
  {
    title: 'Pay the way you already do',
    text: 'UPI, credit and debit cards, internet banking and digital wallets all work, processed by a trusted payment partner.',
    icon: (
      <svg {...iconProps}>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M3 10h18M7 15h4" />
      </svg>
    ),
  },
];

/** Why followers and creators pick the app: a heading and four short reasons. */
export function WhyChoose({ items = reasons }: { items?: Reason[] }) {
  return (
    <section aria-labelledby="why-choose" className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
      <h2 id="why-choose" className="text-center text-3xl font-bold tracking-tight">
        Why choose {BRAND_NAME}?
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {items.map((reason) => (
          <li key={reason.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
            <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              {reason.icon}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{reason.title}</h3>
            <p className="mt-2 leading-relaxed text-gray-700">{reason.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
