/**
 * After the palette opens a consultant, the keyboard lands on their row (its row header, or
 * their card on a phone), so the next Tab reaches the row's own buttons (Settle Payment)
 * rather than the whole page's; after it opens a chat, on the thread's heading.
 */
import { CONTENT_ID } from '@/components/layout/DashboardShell';

/** How long the tab may take to settle (its code loading, its list narrowing) while focus is kept on the row. */
const SETTLE_MS = 5_000;

/**
 * Where a list names its rows: a table's row headers, or on a phone each row's card; and where
 * a page marks where a record lands (`data-palette-landing`: a chat thread's heading, an expense
 * payment's row, each named by its label).
 */
const ROW_NAMES = 'th[scope="row"], [role="rowheader"], article, [data-palette-landing]';

/** What an element is called: its label, the element that labels it, or its text. */
function nameOf(element: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  const label = element.getAttribute('aria-label') ?? (labelledBy ? element.ownerDocument.getElementById(labelledBy)?.textContent : null);
  return (label ?? element.textContent ?? '').trim();
}

/** The row header (or card) named `name`, or failing that the first row header whose text holds it (a photo, an ID beside the name); `exact` says which. */
function rowHeaderNamed(container: HTMLElement, name: string): { element: HTMLElement; exact: boolean } | null {
  // Only what is drawn: a list hidden beside an open record (a phone's chat rooms) cannot take focus.
  const candidates = [...container.querySelectorAll<HTMLElement>(ROW_NAMES)].filter((element) => element.getClientRects().length > 0);
  const exact = candidates.find((element) => nameOf(element) === name);
  if (exact) return { element: exact, exact: true };
  const holding = candidates.find((element) => element.tagName !== 'ARTICLE' && element.textContent?.includes(name));
  return holding ? { element: holding, exact: false } : null;
}

function focusHere(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Moves focus to the row headed `name` in the dashboard's content once it is on screen, and
 * back to it while the tab settles (a list that narrows draws its rows anew, and focus on a row
 * that goes falls to the page). If no such row shows within SETTLE_MS, focus goes to the content
 * itself. It stops as soon as the operator presses a key or the pointer, so it never takes focus
 * from where they have moved it. Returns a function that stops it.
 */
export function focusRowWhenShown(name: string, doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const started = view.performance.now();
  let frame = 0;
  let focused: HTMLElement | null = null;
  // Focus on a row that only holds the name moves on to one named so when it shows (a chat's
  // room row comes before its thread's heading, which waits for the room and its messages).
  let exactly = false;
  const stop = () => {
    view.cancelAnimationFrame(frame);
    doc.removeEventListener('keydown', stop, true);
    doc.removeEventListener('pointerdown', stop, true);
  };
  const look = () => {
    const late = view.performance.now() - started > SETTLE_MS;
    if (!focused || !focused.isConnected || doc.activeElement !== focused || !exactly) {
      const content = doc.getElementById(CONTENT_ID);
      const row = content ? rowHeaderNamed(content, name) : null;
      const target = row?.element ?? (late && !focused ? content : null);
      if (target && target !== focused) {
        focusHere(target);
        focused = target;
        exactly = row?.exact ?? false;
      } else if (target && doc.activeElement !== target) focusHere(target);
    }
    if (late) stop();
    else frame = view.requestAnimationFrame(look);
  };
  doc.addEventListener('keydown', stop, true);
  doc.addEventListener('pointerdown', stop, true);
  // From the next frame: the palette has closed by then and given focus back where it was.
  frame = view.requestAnimationFrame(look);
  return stop;
}
