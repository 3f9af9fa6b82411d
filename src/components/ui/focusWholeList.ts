/**
 * Focus on a whole table or list, for when the control that had focus has gone from it (its row
 * sorted or scrolled out of the rows on the page, or removed): Tab then goes on inside that list
 * instead of from the page's start. It takes focus from script only (tabindex -1 when it has
 * none) and does not scroll to its start.
 */
export function focusWholeList(list: HTMLElement): void {
  if (!list.hasAttribute('tabindex')) list.setAttribute('tabindex', '-1');
  list.focus({ preventScroll: true });
}
