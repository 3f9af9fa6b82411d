/**
 * A list taller than a browser can draw (issue 47: a year's 1,000,000 rows at 53 px are 53
 * million pixels; Chrome stops near 33.5 million, Firefox near 17.9 million): its scrolling box
 * is made at most MAX_SCROLL_PX tall, and its scroll position stands for a position in the
 * whole list, scaled so that the top of the box is the first row and its end the last (the last
 * screenful of the box shows the last rows). Below that height nothing is scaled: the box is as
 * tall as its rows.
 */
import { elementScroll, observeElementOffset, type Virtualizer } from '@tanstack/react-virtual';

/** Below every browser's limit (Firefox's is the lowest), above 300,000 table rows at 53 px and 100,000 phone cards. */
export const MAX_SCROLL_PX = 16_000_000;

export interface ScrollScale {
  /** Pixels of the whole list per pixel scrolled (1: not scaled). */
  factor: number;
  /** How tall the scrolling content is made. */
  height: number;
  /** The furthest position in the whole list the box can show (its last screenful). */
  limit: number;
}

/** The scale of a list `total` pixels tall in a box `viewport` pixels tall. */
export function scrollScale(total: number, viewport: number, max = MAX_SCROLL_PX): ScrollScale {
  if (total <= max) return { factor: 1, height: total, limit: Number.POSITIVE_INFINITY };
  // The end of the list is reached a screenful before the end of the box, whatever the box's
  // own header and the rows' drawn heights add: the last screenful of scrolling shows the last rows.
  const limit = Math.max(0, total - viewport);
  return { factor: limit / Math.max(1, max - 2 * viewport), height: max, limit };
}

/**
 * The space above and below the rows drawn (from `start` to `end` in the whole list), so they
 * stand where the box shows them: the row at `offset` in the whole list at the box's top, which
 * is `scrolled` pixels down its content.
 */
export function spacers(scale: ScrollScale, total: number, offset: number, scrolled: number, start: number, end: number): { top: number; bottom: number } {
  if (scale.factor === 1) return { top: start, bottom: Math.max(0, total - end) };
  const top = Math.max(0, start - offset + scrolled);
  return { top, bottom: Math.max(0, scale.height - top - (end - start)) };
}

/**
 * The virtualizer's options that read and set the box's scroll position through the scale of
 * the moment (`scale`, set at each render), and the box's own position last read (`scrolled`).
 */
export function createScaledScroll() {
  const unscaled: ScrollScale = { factor: 1, height: 0, limit: Number.POSITIVE_INFINITY };
  const state = { scale: unscaled, scrolled: 0 };
  return {
    state,
    options: {
      observeElementOffset: (instance: Virtualizer<HTMLDivElement, Element>, callback: (offset: number, isScrolling: boolean) => void) =>
        observeElementOffset(instance, (offset, isScrolling) => {
          state.scrolled = offset;
          callback(Math.min(offset * state.scale.factor, state.scale.limit), isScrolling);
        }),
      scrollToFn: (offset: number, { adjustments = 0, behavior }: { adjustments?: number; behavior?: ScrollBehavior }, instance: Virtualizer<HTMLDivElement, Element>) =>
        elementScroll((offset + adjustments) / state.scale.factor, { adjustments: 0, behavior }, instance),
    },
  };
}
