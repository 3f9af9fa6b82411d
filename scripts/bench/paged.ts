/**
 * What bench:tables measures of a list asked a page at a time (issue 47), beside what it
 * measures of every table: how long the first rows take from the navigation, a keystroke to the
 * count the backend gives for it, a jump to the end to its rows filled in, and the JavaScript
 * heap the page holds after that jump, the garbage collected first.
 */
import type { Page } from 'playwright';
import { ROWS_MARK } from './probe.ts';

/**
 * Installed before the app: each answer of a list's page noted with the view it answers (its
 * request body) and when its text was read, so a keystroke can be followed to the answer for
 * the box's new value, and that answer to the frame that shows it.
 */
export const PAGED_PROBE = `
  window.__pages = [];
  const send = window.fetch;
  window.fetch = async function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const response = await send.call(this, input, init);
    if (/\\/lists\\/[a-z]+$/.test(new URL(url, location.href).pathname) && typeof init?.body === 'string') {
      const body = init.body;
      const text = response.text.bind(response);
      response.text = async () => {
        const answer = await text();
        window.__pages.push({ body, at: performance.now() });
        return answer;
      };
    }
    return response;
  };
`;

const afterFrame = `new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)))`;

/** From the navigation's start to the frame after the first row is in the DOM (ms). */
export async function firstRows(page: Page): Promise<number> {
  await page.evaluate(() => (window as unknown as { __rowsPaintedAt: Promise<number> }).__rowsPaintedAt);
  const mark = await page.evaluate((name) => performance.getEntriesByName(name, 'mark')[0]?.startTime, ROWS_MARK);
  if (mark === undefined) throw new Error('No first row was painted.');
  return mark;
}

/**
 * Each key of each query typed into the box, timed from its keydown to the frame after the
 * answer for the box's value as it then stands (page 0 of that view: it carries the count).
 */
export async function keystrokesToCount(page: Page, box: { role: 'searchbox'; name: string }, queries: readonly string[], keys: number): Promise<number[]> {
  const field = page.getByRole(box.role, { name: box.name });
  const samples: number[] = [];
  for (const query of queries) {
    await field.fill('');
    await page.waitForTimeout(300);
    await field.focus();
    let before = '';
    for (const character of query.slice(0, Math.ceil(keys / queries.length))) {
      const started = await page.evaluate(() => performance.now());
      await page.keyboard.press(character === ' ' ? 'Space' : character);
      const value = await field.inputValue();
      // A space at the end asks nothing new (the search is trimmed): there is no answer to wait for.
      if (value.trim() === before) continue;
      before = value.trim();
      const answered = await page.waitForFunction(
        ([since, typed]) => {
          const pages = (window as unknown as { __pages: { body: string; at: number }[] }).__pages;
          const found = pages.find((one) => one.at > since && one.body.includes(JSON.stringify(typed.trim())) && one.body.includes('"offset":0,'));
          return found ? found.at : false;
        },
        [started, value] as const,
        { timeout: 10_000, polling: 'raf' },
      );
      const answeredAt = (await answered.jsonValue()) as number;
      const painted = await page.evaluate<number>(afterFrame);
      samples.push(Math.max(answeredAt, painted) - started);
    }
  }
  await field.fill('');
  await page.waitForTimeout(300);
  return samples;
}

/** A jump to the end of the table: from the scroll to the frame after its last row is filled in (ms). */
export async function jumpToEnd(page: Page, table: string): Promise<number> {
  const rows = Number(await page.getByRole('table', { name: table }).getAttribute('aria-rowcount'));
  // A string, not a function: tsx would wrap a named arrow function in a helper the page lacks.
  return page.evaluate<number>(`(async () => {
    const element = document.querySelector('table[aria-rowcount="${rows}"]');
    const scroller = element.parentElement;
    const started = performance.now();
    scroller.scrollTop = scroller.scrollHeight;
    while (element.querySelector('tr[aria-rowindex="${rows}"]:not([aria-busy]) th') === null) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (performance.now() - started > 10000) throw new Error('The last row was not filled in within 10 s.');
    }
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - started;
  })()`);
}

/** The JavaScript heap the page holds, its garbage collected first (bytes). */
export async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}
