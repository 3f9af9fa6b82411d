import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { Footer } from '@/components/marketing/Footer';
import { Navbar } from '@/components/marketing/Navbar';

export const MAIN_CONTENT_ID = 'main';

/** Said on window once the public site is live (hydrated): the prerendered page's loader replays button presses held until then. */
export const APP_HYDRATED_EVENT = 'app:hydrated';

/**
 * Moves focus into the page's <main>, not just the scroll position, so the next Tab
 * starts inside the content. The hash stays out of the URL, where the router owns it.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/** The frame of every public page: skip link, shared navigation above, footer below. */
export function PublicLayout({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    window.dispatchEvent(new Event(APP_HYDRATED_EVENT));
  }, []);
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        onClick={skipToContent}
        className="sr-only rounded-md bg-brand-700 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
        <Navbar />
      </header>
      <div className="flex flex-1 flex-col">{children}</div>
      <Footer />
    </div>
  );
}
