import { describe, expect, it } from 'vitest';
import { inputToFrame, markToFrame, type TraceEvent } from './frames';

const MAIN = { pid: 7, tid: 1 };
const meta: TraceEvent = { ...MAIN, name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, args: { name: 'CrRendererMain' } };
const complete = (name: string, ts: number, dur: number, type?: string): TraceEvent => ({ ...MAIN, name, cat: 'devtools.timeline', ph: 'X', ts, dur, ...(type ? { args: { data: { type } } } : {}) });
const mark = (name: string, ts: number): TraceEvent => ({ ...MAIN, name, cat: 'blink.user_timing', ph: 'R', ts });

/** A key press handled in one task (µs): keydown at `at`, the input event after it, the task ending at `at + 6000`. */
const keyTask = (at: number, typed = true) => [
  complete('RunTask', at - 100, 6100),
  complete('EventDispatch', at, 200, 'keydown'),
  ...(typed ? [complete('EventDispatch', at + 300, 5000, 'input')] : []),
];
/** A frame: its task, with the commit to the compositor ending at `at + 3000`. */
const frame = (at: number) => [complete('RunTask', at, 3200), complete('Paint', at + 500, 1000), complete('Commit', at + 2000, 1000)];

describe('inputToFrame', () => {
  it('times each key from its event to the end of the first commit after the task that handled it', () => {
    const events = [meta, ...keyTask(1_000), ...frame(8_000), ...keyTask(50_000), ...frame(60_000)];
    expect(inputToFrame(events, 'keydown')).toEqual([10, 13]);
  });

  it('leaves out keys that typed nothing, and does not count a frame that started before the change', () => {
    const events = [meta, ...frame(500), ...keyTask(1_000, false), ...frame(8_000), ...keyTask(20_000), ...frame(26_500)];
    expect(inputToFrame(events, 'keydown')).toEqual([9.5]);
  });

  it('times clicks the same way, and gives nothing when no frame followed', () => {
    const click = [complete('RunTask', 1_000, 4_000), complete('EventDispatch', 1_100, 3_000, 'click')];
    expect(inputToFrame([meta, ...click, ...frame(6_000)], 'click')).toEqual([7.9]);
    expect(inputToFrame([meta, ...click], 'click')).toEqual([]);
  });
});

describe('markToFrame', () => {
  it('times from one page mark to the commit after the other', () => {
    const events = [meta, mark('answer /x', 1_000), ...frame(2_000), mark('rows in DOM', 9_000), ...frame(12_000)];
    expect(markToFrame(events, 'answer /x', 'rows in DOM')).toBe(14);
  });

  it('gives undefined when a mark or the frame is missing', () => {
    expect(markToFrame([meta, mark('rows in DOM', 9_000), ...frame(12_000)], 'answer /x', 'rows in DOM')).toBeUndefined();
    expect(markToFrame([meta, mark('answer /x', 1_000), mark('rows in DOM', 9_000)], 'answer /x', 'rows in DOM')).toBeUndefined();
  });
});
