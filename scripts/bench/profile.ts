/**
 * Where a bench:tables measurement spends its time (`--profile`): the CPU profiler between two
 * marks the page runs, and a Chrome trace of the main thread by kind of work.
 */
import type { Page } from 'playwright';
import { mainThreadIn, mainThreadOf, type TraceEvent } from './frames.ts';

/** A duration for the tables the benches print. */
export const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/**
 * Installed only for a profiled load: the answer's mark and the painted rows each run a named
 * function for a millisecond, so the profile shows where the window between them starts and ends.
 */
export const PROFILE_MARKERS = `
  const spin = () => { const until = performance.now() + 1; while (performance.now() < until); };
  window.__answerMarker = function __answerMarker() { spin(); };
  window.__paintedMarker = function __paintedMarker() { spin(); };
  const mark = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    const entry = mark(name, options);
    if (String(name).startsWith('answer ')) window.__answerMarker();
    return entry;
  };
  window.__rowsPaintedAt.then(() => window.__paintedMarker());
`;

/**
 * `act` under the CPU profiler: the functions with the most self time, between the answer's
 * mark and the painted rows when `windowed` (a load), else over all busy samples (typing).
 */
export async function profiled(page: Page, act: () => Promise<unknown>, windowed: boolean, top = 25): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await act();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  await cdp.detach();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const within = (id: number, name: string) => {
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) if (nodes.get(at)!.callFrame.functionName === name) return true;
    return false;
  };
  const start = windowed ? profile.samples.findIndex((id) => within(id, '__answerMarker')) : 0;
  const end = windowed ? profile.samples.findIndex((id) => within(id, '__paintedMarker')) : profile.samples.length;
  if (start < 0 || end < start) return [`(the markers were not sampled: ${start}, ${end})`];
  const self = new Map<string, number>();
  let total = 0;
  for (let index = start; index < end; index += 1) {
    const id = profile.samples[index]!;
    if (within(id, '__answerMarker')) continue;
    const frame = nodes.get(id)!.callFrame;
    if (!windowed && frame.functionName === '(idle)') continue;
    const file = frame.url ? frame.url.split('/').at(-1) : '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    const time = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    total += time;
    self.set(key, (self.get(key) ?? 0) + time);
  }
  return [`${ms(total)}  in all`, ...[...self].sort((a, b) => b[1] - a[1]).slice(0, top).map(([key, time]) => `${ms(time)}  ${key}`)];
}

/** Time per kind of main-thread work (script, style, layout, paint…) in a trace: the kinds with the most own time. */
export function ownTimeByKind(traceEvents: readonly TraceEvent[], top = 14): string[] {
  // The page's renderer: the one that dispatched the keys.
  const dispatch = traceEvents.find((event) => event.name === 'EventDispatch');
  const main = dispatch && mainThreadIn(traceEvents, dispatch.pid);
  // Parents before the events nested in them, so the stack below sees each parent first.
  const events = main ? mainThreadOf(traceEvents, main).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!) : [];
  // Own time: an event's duration less that of the events nested directly in it.
  const self = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  for (const event of events) {
    while (stack.length > 0 && stack.at(-1)!.end <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur! / 1000);
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur! / 1000);
    stack.push({ end: event.ts + event.dur!, name: event.name });
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, time]) => `${ms(time)}  ${name}`);
}
