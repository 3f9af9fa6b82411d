/**
 * When the frame that shows a change was made, read from a Chrome trace of the page.
 *
 * A script in the page cannot see this: a timer or task posted from requestAnimationFrame runs
 * after the frame only when nothing else is due, and when photos that have just decoded need a
 * second frame, Chromium runs that frame first, so such a probe counts two frames instead of
 * one. The trace has the main thread's own record of each frame; a change is shown by the first
 * frame committed to the compositor after the task that made it.
 */
import type { Page } from 'playwright';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

/** The trace events recorded while `act` ran. */
export async function recordTrace(page: Page, act: () => Promise<unknown>): Promise<TraceEvent[]> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: CATEGORIES });
  let raw: Buffer;
  try {
    await act();
  } finally {
    raw = await browser.stopTracing();
  }
  return (JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** The renderer main thread that dispatched `anchor`'s events, its complete events in time order. */
export function mainThreadOf(events: readonly TraceEvent[], anchor: TraceEvent): TraceEvent[] {
  return events.filter((event) => event.pid === anchor.pid && event.tid === anchor.tid && event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts);
}

const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);

/** The end of the first compositor commit that starts at or after `after` (trace µs), if any. */
function frameCommittedAfter(thread: readonly TraceEvent[], after: number): number | undefined {
  const commit = thread.find((event) => event.name === 'Commit' && event.ts >= after);
  return commit && end(commit);
}

/**
 * For each input event of `type` (keydown, click) in the trace: milliseconds from the event to
 * the frame that shows what its task changed. A key that typed no character (no input event in
 * its task) is left out.
 */
export function inputToFrame(events: readonly TraceEvent[], type: 'keydown' | 'click'): number[] {
  const dispatches = events.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === type);
  if (dispatches.length === 0) return [];
  const thread = mainThreadOf(events, dispatches[0]!);
  const tasks = thread.filter((event) => event.name === 'RunTask');
  const samples: number[] = [];
  for (const dispatch of dispatches) {
    const task = tasks.find((candidate) => candidate.ts <= dispatch.ts && end(candidate) >= end(dispatch));
    if (!task) continue;
    if (type === 'keydown' && !thread.some((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'input' && event.ts >= task.ts && end(event) <= end(task))) continue;
    const framed = frameCommittedAfter(thread, end(task));
    if (framed !== undefined) samples.push((framed - dispatch.ts) / 1000);
  }
  return samples;
}

/** The renderer main thread's name record in process `pid`, or the first renderer's when no pid is given. */
export function mainThreadIn(events: readonly TraceEvent[], pid?: number): TraceEvent | undefined {
  return events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && (pid === undefined || event.pid === pid));
}

/** A performance.mark() of the page, by name: its time in the trace (µs), the last one if several. */
function markAt(events: readonly TraceEvent[], name: string): TraceEvent | undefined {
  return events.filter((event) => event.cat.includes('blink.user_timing') && event.name === name).at(-1);
}

/** Milliseconds from the mark `from` to the frame committed after the mark `changed` (both page marks). */
export function markToFrame(events: readonly TraceEvent[], from: string, changed: string): number | undefined {
  const change = markAt(events, changed);
  if (!change) return undefined;
  // The last `from` before the change: a list asked a page at a time answers more pages after its first rows.
  const start = events.filter((event) => event.cat.includes('blink.user_timing') && event.name === from && event.ts <= change.ts).at(-1);
  if (!start) return undefined;
  const main = mainThreadIn(events, change.pid);
  if (!main) return undefined;
  const framed = frameCommittedAfter(mainThreadOf(events, main), change.ts);
  return framed === undefined ? undefined : (framed - start.ts) / 1000;
}
