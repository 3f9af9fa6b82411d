import type { MouseEvent } from 'react';
import type { TocEntry } from '@/lib/articleToc';

export const TOC_LABEL = 'Table of contents';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Links to the article's anchors. A click scrolls to the section and moves focus there, so
 * screen-reader and keyboard users land where sighted users look. The section being read
 * (`activeId`) is marked, for eyes and for screen readers (aria-current="location").
 */
export function TableOfContents({ entries, activeId, onNavigate }: { entries: readonly TocEntry[]; activeId?: string; onNavigate?: (id: string) => void }) {
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    onNavigate?.(id);
  };

  return (
    <nav aria-label={TOC_LABEL} className="rounded-2xl bg-brand-50 p-5">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">In this article</p>
      <ol className="mt-3 space-y-1 border-l-2 border-brand-100">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              onClick={(event) => goTo(event, entry.id)}
              aria-current={entry.id === activeId ? 'location' : undefined}
              className={`-ml-0.5 block border-l-2 py-1 pl-3 text-sm hover:border-brand-600 hover:text-brand-700 ${
                entry.id === activeId ? 'border-brand-600 font-semibold text-brand-700' : 'border-transparent text-gray-700'
              }`}
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
