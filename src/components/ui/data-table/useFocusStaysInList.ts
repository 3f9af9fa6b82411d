import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusWholeList } from '../focusWholeList';

/**
 * A long list renders only the rows in view, so a row can leave the page while one of its
 * controls has focus: sorted away by a change (settled elsewhere, now ₹0), removed by a live
 * update, or scrolled past. Focus would then fall to the page's start; instead it goes to the
 * table (or the cards' list) it was in. Only focus that was lost that way moves: after the
 * operator moves it elsewhere or clicks away, nothing is taken.
 */
export function useFocusStaysInList(scrollRef: RefObject<HTMLElement | null>): void {
  // The control in the list that last had focus, while it may still lose it by going from the page.
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const onFocusIn = (event: FocusEvent) => {
      last.current = event.target instanceof HTMLElement && event.target !== box ? event.target : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      // Focus moved on, or the operator clicked away: it was not lost with a row.
      if (event.relatedTarget !== null) last.current = null;
      else
        requestAnimationFrame(() => {
          if (left instanceof HTMLElement && left.isConnected && last.current === left) last.current = null;
        });
    };
    box.addEventListener('focusin', onFocusIn);
    box.addEventListener('focusout', onFocusOut);
    return () => {
      box.removeEventListener('focusin', onFocusIn);
      box.removeEventListener('focusout', onFocusOut);
    };
  }, [scrollRef]);
  // After each render: the focused control went with its row, and nothing else took focus.
  useLayoutEffect(() => {
    const lost = last.current;
    if (!lost || lost.isConnected || (document.activeElement !== document.body && document.activeElement !== null)) return;
    last.current = null;
    const box = scrollRef.current;
    const list = box?.querySelector('table') ?? box;
    if (list) focusWholeList(list);
  });
}
