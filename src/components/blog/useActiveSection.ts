import { useEffect, useState } from 'react';

/**
 * Where a reader's eyes are, in pixels from the top of the viewport: just below the sticky
 * header and the 96 px scroll margin a section lands at when its link is followed.
 */
const READING_LINE = 140;

/**
 * The section being read, for the table of contents to mark:
 * - while scrolling, the last of `ids` whose element starts above the reading line, or the
 *   last one once the page is scrolled to its very end (the last sections of a short page
 *   never reach the line); undefined above the first. IntersectionObserver says when an
 *   anchor crosses the line, so nothing runs while the reader scrolls inside one section;
 * - after `pin(id)` (a link to a section followed), that section, until the reader scrolls
 *   or presses a key: near the end of a page the section chosen may sit below the line.
 */
export function useActiveSection(ids: readonly string[]): { active: string | undefined; pin: (id: string) => void } {
  const [scrolled, setScrolled] = useState<string>();
  const [pinned, setPinned] = useState<string>();
  const key = ids.join(' ');

  useEffect(() => {
    const elements = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const update = () => {
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const above = elements.filter((element) => element.getBoundingClientRect().top <= READING_LINE);
      setScrolled(atEnd && above.length > 0 ? elements.at(-1)?.id : above.at(-1)?.id);
    };
    // Two bands, above and below the line: crossing it either way is an intersection change.
    const observers = [`0px 0px ${READING_LINE - window.innerHeight}px 0px`, `-${READING_LINE}px 0px 0px 0px`].map(
      (rootMargin) => new IntersectionObserver(update, { rootMargin, threshold: [0, 1] }),
    );
    elements.forEach((element) => observers.forEach((observer) => observer.observe(element)));
    update();
    return () => observers.forEach((observer) => observer.disconnect());
  }, [key]);

  useEffect(() => {
    if (pinned === undefined) return;
    const release = () => setPinned(undefined);
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    events.forEach((type) => window.addEventListener(type, release, { passive: true }));
    return () => events.forEach((type) => window.removeEventListener(type, release));
  }, [pinned]);

  return { active: pinned ?? scrolled, pin: setPinned };
}
