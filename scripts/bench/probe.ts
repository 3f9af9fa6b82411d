/**
 * What bench:tables installs in the page before the app: marks for the trace (an answer's body
 * arriving, the first row in the DOM) and the earlier in-page probe, still printed beside the
 * trace's figures.
 */
import type { Page } from 'playwright';

/** The page mark made when the first row is in the DOM (the frame after it shows the rows). */
export const ROWS_MARK = 'rows in DOM';

/**
 * Installed before the app: a mark when each answer's body reached the page and when the first
 * row is in the DOM, and the earlier in-page probe, printed beside the trace's figures: it
 * times the first timer after the next animation frame, which Chromium runs only after a
 * second frame when one is due (photos that have just decoded), so it can count two frames.
 */
export const PROBE = `
  const text = Response.prototype.text;
  Response.prototype.text = async function () {
    const body = await text.call(this);
    performance.mark('body ' + new URL(this.url).pathname);
    return body;
  };
  const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
  window.__rowsPaintedAt = new Promise((resolve) => {
    const seen = () => document.querySelector('tbody tr[aria-rowindex="2"]');
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      performance.mark('${ROWS_MARK}');
      afterPaint().then(resolve);
    });
    observer.observe(document, { subtree: true, childList: true });
  });
  // Arms a measurement of the next input: from its event to the first timer after the page changes.
  window.__arm = (eventType) => {
    window.__armed = new Promise((resolve) => {
      let started = null;
      const onInput = (event) => { started = event.timeStamp; };
      document.addEventListener(eventType, onInput, { capture: true, once: true });
      const main = document.querySelector('main');
      const observer = new MutationObserver(() => {
        observer.disconnect();
        afterPaint().then((at) => resolve(started === null ? null : at - started));
      });
      observer.observe(main, { subtree: true, childList: true, characterData: true, attributes: true });
      setTimeout(() => { observer.disconnect(); resolve(null); }, 3000);
    });
  };
`;

/** Frame times from the trace (judged against the goals) and the in-page probe's, in ms. */
export interface Timed {
  frames: number[];
  probe: number[];
}

/** The in-page probe's time for the next `eventType` input, which `act` makes. */
export async function measured(page: Page, eventType: string, act: () => Promise<void>): Promise<number | null> {
  await page.evaluate((type) => (window as unknown as { __arm: (type: string) => void }).__arm(type), eventType);
  await act();
  return page.evaluate(() => (window as unknown as { __armed: Promise<number | null> }).__armed);
}
