import type { ReactNode } from 'react';
import { useToast } from '@/components/ui/toastContext';

export const COPY_LINK = 'Copy Link';
export const LINK_COPIED = 'Link copied';
export const COPY_FAILED = 'Could not copy the link';

export type ShareNetwork = 'Facebook' | 'X' | 'LinkedIn';

/** The networks' own share pages, with the post's URL (and title where the network takes one). */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'Facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'X':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'LinkedIn':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

const icons: Record<ShareNetwork, ReactNode> = {
  Facebook: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.4V21z" fill="currentColor" />,
  X: <path d="M17.8 3h3L14.3 10.4 22 21h-6l-4.7-6.2L5.8 21h-3l7-8L2.4 3h6.1l4.3 5.7zm-1 16.2h1.7L7.4 4.7H5.6z" fill="currentColor" />,
  LinkedIn: (
    <path
      d="M4.5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4M3 9h3v12H3zm5.5 0h2.9v1.7c.4-.8 1.4-1.9 3.3-1.9 3.1 0 3.8 2 3.8 4.7V21h-3v-6.6c0-1.6-.1-3-1.9-3s-2.1 1.3-2.1 2.9V21h-3z"
      fill="currentColor"
    />
  ),
};

const networks: ShareNetwork[] = ['Facebook', 'X', 'LinkedIn'];

export interface ShareBarProps {
  /** The post title, sent to the share pages. */
  title: string;
  /** The address to share; the current page's address when left out. */
  url?: string;
}

/** Copy Link and the three share buttons (PRODUCT.md point 2: they work). */
export function ShareBar({ title, url }: ShareBarProps) {
  const toast = useToast();
  const address = () => url ?? window.location.href;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(address());
      toast.success(LINK_COPIED);
    } catch {
      toast.error(COPY_FAILED);
    }
  };

  const share = (network: ShareNetwork) => {
    window.open(shareUrl(network, address(), title), '_blank', 'noopener,noreferrer');
  };

  const iconButton = 'inline-flex size-10 items-center justify-center rounded-full bg-white text-gray-700 ring-1 ring-gray-300 transition-colors hover:bg-brand-50 hover:text-brand-700';

  return (
    <div role="group" aria-label="Share this post" className="flex flex-wrap items-center gap-3">
      <p className="basis-full text-sm font-semibold text-ink sm:mr-1 sm:basis-auto" aria-hidden="true">
        Share this post
      </p>
      <button
        type="button"
        onClick={() => void copyLink()}
        className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
          <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </svg>
        {COPY_LINK}
      </button>
      {networks.map((network) => (
        <button key={network} type="button" aria-label={`Share on ${network}`} title={`Share on ${network}`} onClick={() => share(network)} className={iconButton}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
            {icons[network]}
          </svg>
        </button>
      ))}
    </div>
  );
}
